import type { ServiceAreaContent } from '../../types';

const page: ServiceAreaContent = {
  path: '/services/financial-outsourcing',
  title: 'Financial Outsourcing',
  subtitle: 'A qualified finance function for companies not yet ready to build one in-house.',
  metaDescription:
    'Outsourced finance teams, fractional finance directors and finance controls for London start-ups, scale-ups and regulated firms, run on your own systems.',
  /**
   * @placeholder a capacity claim the firm must evidence before launch: an outsourced finance team and fractional finance directors
   */
  description: [
    'Growing companies often reach the point where the founder can no longer keep the books, but a full finance team would be premature. We fill that gap. Our team runs your purchase and sales ledgers, expenses, payroll and month-end close on your own systems, to a timetable agreed with you, and produces management accounts and a cash forecast each month. As the business grows the work scales with it, and if you later hire in-house we hand over documented processes rather than a collection of spreadsheets.',
    'Some questions need a senior voice. A fractional finance director joins for an agreed number of days a month to own the budget, lead board reporting, manage relationships with banks and investors, and prepare the numbers for a fundraising or an acquisition, working alongside any FCA-authorised adviser the deal needs. For FCA-regulated firms we also design finance controls that stand up to scrutiny – approval limits, segregation of duties, reconciliations and month-end checklists – and give your board the information it needs to oversee an outsourced arrangement, as the regulator expects.',
  ],
  illustration: 'financial-outsourcing',
  card: {
    description:
      'A finance function sized to your business: ledgers, payroll and board reporting run by qualified accountants, and a fractional finance director when strategy calls for one.',
    details: [
      'Purchase ledger, sales ledger and payroll run for you',
      'Month-end close to an agreed timetable',
      'Board packs, KPIs and cash flow forecasts',
      'Fractional finance director for strategy and investors',
      'Controls documented, tested and ready for audit',
    ],
  },
  services: [
    {
      title: 'Outsourced ledgers and payments',
      description:
        'Purchase ledger, sales ledger, expense claims and supplier payment runs managed by our team on your systems.',
    },
    {
      title: 'Month-end close',
      description:
        'A documented close with reconciliations, accruals and prepayments completed within an agreed number of working days.',
    },
    {
      title: 'Board packs and KPIs',
      description:
        'Monthly board reporting with management accounts, key performance indicators and commentary on the results.',
    },
    {
      title: 'Fractional finance director',
      description:
        'Senior finance leadership for budgets, strategy, investor reporting and the financial side of fundraising, for an agreed number of days each month.',
    },
    {
      title: 'Finance processes and controls',
      description:
        'Approval limits, segregation of duties and procedures designed, documented and tested, ready for auditors and investors.',
    },
    {
      title: 'Budgets and cash flow forecasts',
      description:
        'Annual budgets and rolling weekly cash forecasts that show funding needs while there is still time to act.',
    },
  ],
  linksToIndependence: true,
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
