import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/accountancy/annual-accounts',
  title: 'Statutory Annual Accounts',
  subtitle: 'Year-end accounts prepared under the right framework and filed on time with Companies House and HMRC.',
  metaDescription:
    'Statutory annual accounts under FRS 102, FRS 102 Section 1A or FRS 105, prepared from your records and filed with Companies House and HMRC on time.',
  description: [
    'Every UK limited company and LLP must prepare annual accounts and file them at Companies House, for a private company within nine months of its year end. The same accounts support the corporation tax return to HMRC. Choosing the framework matters: micro-entities can use FRS 105, small companies FRS 102 Section 1A, and larger or regulated businesses full FRS 102 or UK-adopted international accounting standards. The revised FRS 102 applies to periods beginning on or after 1 January 2026, so many businesses are now applying its revenue and lease requirements for the first time: the transition adjustments, the treatment of comparatives and the disclosures that explain them all need settling in the first set of accounts under it.',
    'We start from your bookkeeping, not a blank page. Our team closes the year with you, agrees accruals, prepayments, depreciation and stock, and reviews directors’ loan accounts and dividends before anything is drafted. You receive a draft with a short note of the judgements we made and the questions we need answered, then final accounts for director approval. Once signed, we file with Companies House and HMRC and confirm what was submitted and when.',
  ],
  illustration: 'accountancy',
  summary:
    'Year-end accounts prepared under the right UK framework, approved by your directors and filed with Companies House before the deadline.',
  services: [
    {
      title: 'Year-end close and adjustments',
      description:
        'Accruals, prepayments, depreciation, stock and deferred income agreed with you and supported by a working-paper file.',
    },
    {
      title: 'Accounts under the right framework',
      description:
        'FRS 105, FRS 102 Section 1A or full FRS 102, chosen for your size and ownership, with the disclosures each requires.',
    },
    {
      title: 'First year under the revised FRS 102',
      description:
        'First-time application of the revised revenue and lease requirements: the transition adjustments, comparatives and disclosures, agreed with you before the accounts are finalised.',
    },
    {
      title: 'Directors’ and strategic reports',
      description:
        'The directors’ report and, where your company’s size requires it, a strategic report that reads consistently with the numbers.',
    },
    {
      title: 'Directors’ loans and dividends review',
      description:
        'A check that dividends were covered by distributable reserves and that overdrawn loan accounts are dealt with before any section 455 charge arises.',
    },
    {
      title: 'Filing with Companies House and HMRC',
      description:
        'Electronic filing of the approved accounts, with iXBRL-tagged accounts sent alongside the CT600 and confirmation of both submissions.',
    },
  ],
  sources: [sources.frs102, sources.companiesAct2006],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
