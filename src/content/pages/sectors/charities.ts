import type { SectorContent } from '../../types';
import * as sources from '../../sources';

const page: SectorContent = {
  path: '/sectors/charities',
  title: 'Charities',
  subtitle: 'Accounts, independent examination, audit and Gift Aid for charities and not-for-profit organisations.',
  metaDescription:
    'Accountants for UK charities: accounts under the Charities SORP, independent examination or audit, Gift Aid claims, fund accounting and trustee reports.',
  description: [
    'Charity accounts answer to more readers than most. Trustees, funders, donors and the Charity Commission all rely on them, and the Charities SORP sets out how income, expenditure and funds are presented – including the split between restricted, unrestricted and endowment funds that shows whether money given for a purpose was spent on it. The SORP has been updated alongside the revised FRS 102 for reporting periods beginning on or after 1 January 2026, with changes to income recognition, leases and the trustees’ annual report.',
    'Whether your accounts need an independent examination or a full audit depends on your income and assets, and sometimes on your governing document or your funders; the smallest charities may need neither. For charities in England and Wales the thresholds are set in charity law, and above a certain income the independent examiner must hold a recognised professional qualification. Charitable companies have Companies House filings to make as well. We carry out independent examinations and statutory audits, and we tell you plainly which you need and why.',
    'Gift Aid is valuable income that depends on paperwork. Claims rely on valid declarations, accurate donor records and an understanding of which payments qualify – a donation that brings the donor a benefit may not. We review your processes, prepare claims through HMRC’s Charities Online service and help with the Gift Aid Small Donations Scheme, as well as VAT, trading subsidiaries and the annual return to the Charity Commission.',
  ],
  illustration: 'charities',
  summary:
    'Charities and not-for-profit organisations: accounts under the Charities SORP, independent examination or audit, Gift Aid and reporting to the Charity Commission.',
  services: [
    {
      title: 'Charity accounts under the SORP',
      description:
        'Receipts and payments or accruals accounts prepared to the Charities SORP, with clear fund analysis and notes.',
    },
    {
      title: 'Independent examination',
      description:
        'Independent examinations by qualified examiners, with a practical letter to trustees on anything we find.',
    },
    {
      title: 'Charity audit',
      description:
        'Statutory and funder-required audits, planned around your year end and the dates of your trustees’ meetings.',
    },
    {
      title: 'Gift Aid claims',
      description:
        'Declaration checks, donor record reviews and claims through Charities Online, including the Small Donations Scheme.',
    },
    {
      title: 'Trustees’ annual report',
      description:
        'Help drafting a trustees’ report that meets the SORP and explains your activities, reserves policy and principal risks.',
    },
    {
      title: 'Trading subsidiaries and VAT',
      description:
        'Setting up and accounting for trading subsidiaries, donating their profits to the parent charity, and VAT on fundraising and trading income.',
    },
  ],
  sources: [sources.frs102],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
