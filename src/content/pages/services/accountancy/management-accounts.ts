import type { SubserviceContent } from '../../../types';

const page: SubserviceContent = {
  path: '/services/accountancy/management-accounts',
  title: 'Management Accounts',
  subtitle: 'Monthly or quarterly figures your board can act on, delivered while they still matter.',
  metaDescription:
    'Monthly and quarterly management accounts with KPIs, budget comparisons, cash forecasts and commentary, delivered within days of each month end.',
  description: [
    'Statutory accounts arrive months after the year they describe. Directors running a growing business, lenders monitoring covenants and investors reading board packs need figures far sooner than that. Management accounts give them: a profit and loss account, balance sheet and cash position for the month, compared with budget and the same period last year, with an explanation of what moved. For regulated payment and e-money firms they are also the earliest warning of pressure on own funds or safeguarding.',
    'Reporting is agreed with you before the first month closes: the KPIs that matter to your model, the level of detail the board wants, and the date you will receive the pack each month. Accruals and deferred income are posted so that the figures reflect trading rather than the timing of invoices. Each pack carries a page of plain commentary, and a director is available to walk the board through it. Where forecasts are useful, we roll them forward every month.',
  ],
  illustration: 'accountancy',
  summary:
    'Monthly or quarterly profit and loss, balance sheet and cash flow with variance commentary you can take straight into a board meeting.',
  services: [
    {
      title: 'Monthly close on an agreed timetable',
      description:
        'A month-end checklist with accruals, prepayments and deferred income, closed by a fixed working day each month.',
    },
    {
      title: 'Board-ready management pack',
      description:
        'Profit and loss, balance sheet and cash flow in a consistent format, with the KPIs your business model depends on.',
    },
    {
      title: 'Budget and prior-period variance analysis',
      description:
        'Comparisons against budget and last year, with written explanations of the variances that matter rather than every line.',
    },
    {
      title: 'Thirteen-week cash flow forecast',
      description:
        'A rolling weekly forecast of receipts and payments, updated from actual bank data, so cash pinch points are visible early.',
    },
    {
      title: 'Covenant and capital headroom tests',
      description:
        'Monthly tests against lending covenants or, for payment and e-money institutions, regulatory own funds requirements.',
    },
    {
      title: 'Annual budget and reforecast',
      description:
        'A budget built with your managers before the year starts, and a reforecast at the half-year when trading departs from plan.',
    },
  ],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-21',
};

export default page;
