import type { ServiceAreaContent } from '../../types';
import * as sources from '../../sources';

const page: ServiceAreaContent = {
  path: '/services/accountancy',
  title: 'Accountancy',
  subtitle: 'Accurate accounts, prepared on time, that tell directors what actually happened in their business.',
  metaDescription:
    'Statutory accounts under FRS 102 and FRS 105, management accounts and bookkeeping for London companies, filed on time with Companies House and HMRC.',
  description: [
    'Every UK limited company must prepare annual accounts and file them at Companies House, and the directors remain responsible for them even when an accountant prepares them. We prepare accounts under the framework that fits: FRS 105 for micro-entities, FRS 102 for most private companies (with the Section 1A disclosures where the company is small), and IFRS where a group or an investor requires it. We tag the accounts in iXBRL for HMRC, draft the directors’ report where one is needed, and take you through the figures before you sign.',
    'Annual accounts look backwards. Most of our clients also want to see the business as it runs, so we produce management accounts monthly or quarterly: profit and loss against budget, a balance sheet that reconciles, cash flow and a short commentary on what moved and why. Behind both sits the bookkeeping. Whether we keep the books ourselves or review your team’s work, bank accounts, payment processors and the VAT and payroll control accounts are reconciled every month, so the year-end holds no surprises.',
  ],
  illustration: 'accountancy',
  card: {
    description:
      'Statutory accounts, management information and day-to-day bookkeeping, prepared under FRS 102, FRS 105 or UK-adopted international accounting standards and filed on time with Companies House and HMRC.',
    details: [
      'Annual accounts under FRS 102, FRS 105 or UK-adopted IAS',
      'Companies House filing and iXBRL tagging handled for you',
      'Monthly or quarterly management accounts with commentary',
      'Bank, ledger and balance sheet reconciliations every month',
      'A named director who knows your business',
    ],
  },
  services: [
    {
      title: 'Statutory annual accounts',
      description:
        'Year-end accounts under FRS 102, FRS 105 or UK-adopted international accounting standards, with notes and a directors’ report where required, ready for board approval.',
    },
    {
      title: 'Companies House and iXBRL filing',
      description:
        'Accounts tagged for submission with your corporation tax return and filed at Companies House, with the filing deadline tracked for you.',
    },
    {
      title: 'Management accounts',
      description:
        'Monthly or quarterly profit and loss, balance sheet and cash flow, compared with budget and the prior period, with written commentary.',
    },
    {
      title: 'Bookkeeping',
      description:
        'Sales, purchases, expenses and payroll journals recorded in your cloud ledger on an agreed weekly or monthly cycle.',
    },
    {
      title: 'Balance sheet reconciliations',
      description:
        'Bank, payment processor, VAT, PAYE and intercompany balances reconciled to supporting evidence at each month-end.',
    },
    {
      title: 'Group and consolidated accounts',
      description:
        'Consolidation of subsidiaries, intercompany eliminations and group accounts for parent companies that must prepare them.',
    },
  ],
  sources: [sources.frs102, sources.companiesAct2006],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
