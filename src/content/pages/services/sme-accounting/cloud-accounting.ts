import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/sme-accounting/cloud-accounting',
  title: 'Cloud Accounting Set-up',
  subtitle:
    'Xero, QuickBooks, FreeAgent or Sage set up around your business, with clean opening balances from day one.',
  metaDescription:
    'Cloud accounting set-up and migration to Xero, QuickBooks, FreeAgent or Sage: chart of accounts, bank feeds, app integrations, opening balances and training.',
  description: [
    'Cloud accounting software gives owners a live view of their finances and lets their accountant work from the same records. It also meets HMRC’s digital record-keeping requirements for Making Tax Digital. Yet many businesses run it badly: a default chart of accounts that hides what matters, bank feeds that stopped months ago, duplicated transactions from a payment app and opening balances nobody checked. The quality of the set-up decides whether the software saves time or creates it.',
    'We help you choose between Xero, QuickBooks, FreeAgent and Sage based on how you invoice, get paid and report, not on which we prefer. A chart of accounts is designed around the figures you want to see, tracking categories are set for departments or sites, and bank feeds and receipt capture are connected. When moving from desktop software or spreadsheets, we migrate balances and open items and reconcile them to your last accounts. Then we train the people who will use it.',
  ],
  illustration: 'sme-accounting',
  summary:
    'Chart of accounts, bank feeds and receipt capture configured properly, with training so your team can keep the records up to date.',
  services: [
    {
      title: 'Software selection',
      description:
        'A comparison of the platforms against how you invoice, pay, report and grow, with a clear recommendation.',
    },
    {
      title: 'Chart of accounts design',
      description:
        'Nominal codes and tracking categories structured around your management reporting, VAT and year-end needs.',
    },
    {
      title: 'Migration and opening balances',
      description:
        'Balances, open invoices and history moved from desktop software or spreadsheets, then reconciled to your last accounts.',
    },
    {
      title: 'Bank feeds and receipt capture',
      description:
        'Bank and card feeds connected, with receipt capture tools such as Dext or Hubdoc set to publish to the right accounts.',
    },
    {
      title: 'App integrations',
      description:
        'Payment providers, e-commerce platforms, payroll and expense apps connected without double counting sales or fees.',
    },
    {
      title: 'User training and permissions',
      description:
        'Training for the people who will use the system, with access rights that keep approval and payment separate.',
    },
  ],
  sources: [sources.mtdVat, sources.mtdQualifyingIncome],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
