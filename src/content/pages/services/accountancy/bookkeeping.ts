import type { SubserviceContent } from '../../../types';

const page: SubserviceContent = {
  path: '/services/accountancy/bookkeeping',
  title: 'Bookkeeping and Reconciliations',
  subtitle: 'Accurate, reconciled records kept up to date every week, so nothing waits for the year end.',
  metaDescription:
    'Bookkeeping with weekly bank reconciliations, supplier and customer ledgers, VAT coding and month-end journals, kept to MTD digital record standards.',
  /**
   * @placeholder a capacity claim the firm must evidence before launch: a named bookkeeper on the team for each client's books
   */
  description: [
    'Good bookkeeping is what every other number depends on. VAT returns, payroll journals, management accounts and the annual accounts are only as reliable as the ledger beneath them, and HMRC expects VAT records to be kept digitally under Making Tax Digital. For owner-managed businesses the usual problem is time: receipts pile up, bank lines go unexplained and the year end becomes an archaeology exercise. For faster-growing firms it is volume, with card, payment-provider and marketplace transactions that never quite match the bank.',
    'A named bookkeeper works in your cloud accounting software, reconciling bank, card and payment-provider accounts every week and coding transactions consistently, VAT treatment included. Supplier invoices are processed against statements, customer receipts are allocated and aged debts are reported to you. Questions come to you in one weekly list rather than a stream of emails. At each month end we post the routine journals and reconcile the control accounts, so the ledger is ready for management accounts or a VAT return.',
  ],
  illustration: 'accountancy',
  summary:
    'Transactions coded, bank and card accounts reconciled and ledgers kept clean, so month-end and year-end take days rather than weeks.',
  services: [
    {
      title: 'Weekly bank and card reconciliations',
      description:
        'Every bank, credit card and payment-provider account reconciled to statement each week, with unexplained items listed for you.',
    },
    {
      title: 'Purchase ledger and supplier statements',
      description:
        'Supplier invoices captured and coded, payment runs prepared for your approval, and balances agreed to supplier statements.',
    },
    {
      title: 'Sales ledger and credit control reports',
      description:
        'Invoices raised or recorded, receipts allocated, and an aged debtor report with the accounts that need chasing.',
    },
    {
      title: 'Correct VAT coding at source',
      description:
        'Transactions coded with the right VAT rate, including reverse charge and exempt items, so returns need no rework.',
    },
    {
      title: 'Payment-provider and marketplace matching',
      description:
        'Settlements from Stripe, PayPal, Amazon and similar platforms split into gross sales, fees and refunds, then matched to the bank.',
    },
    {
      title: 'Month-end journals and control accounts',
      description:
        'Payroll, depreciation and accrual journals posted, and VAT, PAYE and suspense accounts reconciled to nil differences.',
    },
  ],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-21',
};

export default page;
