import type { SubserviceContent } from '../../../types';

const page: SubserviceContent = {
  path: '/services/financial-outsourcing/outsourced-finance-team',
  title: 'Outsourced Finance Team',
  subtitle: 'A complete finance function, from payables to month-end close, run by a dedicated team on your systems.',
  metaDescription:
    'An outsourced finance team for growing businesses: payables, receivables, payroll, VAT, month-end close and management accounts, run on your own systems.',
  description: [
    'Growing businesses reach a point where the founder can no longer do the books at weekends, but a full in-house finance department is hard to justify or recruit. An outsourced finance team fills that gap: trained people covering payables, receivables, payroll, VAT and the month-end close, without the cost and risk of hiring each role separately. Continuity is built in, because holidays, sickness and resignations no longer stop invoices going out or suppliers being paid.',
    'Your team has a named lead and works in your own accounting software, banking portals and approval tools, so the records remain yours. We agree a weekly and monthly rhythm at the outset: when payment runs are prepared, when invoices go out, when the month closes and when you receive the management pack. Payments are released only after your approval. As the business grows we add capacity or specialist input, and when you are ready to hire in-house we help recruit and hand over.',
  ],
  illustration: 'financial-outsourcing',
  summary:
    'Day-to-day finance operations – payables, receivables, payroll and month-end close – run by our team on your own systems.',
  services: [
    {
      title: 'Accounts payable',
      description:
        'Supplier invoices processed and approved through your workflow, with weekly payment runs released only on your authority.',
    },
    {
      title: 'Accounts receivable and credit control',
      description:
        'Invoicing on schedule, receipts allocated and overdue accounts chased courteously and consistently.',
    },
    {
      title: 'Payroll and expenses',
      description:
        'Payroll, RTI submissions, pension contributions and staff expense claims processed on a fixed monthly timetable.',
    },
    {
      title: 'VAT and tax compliance',
      description:
        'VAT returns under MTD, PAYE reconciliations and the information your tax adviser or auditor needs, kept up to date.',
    },
    {
      title: 'Month-end close and reporting',
      description: 'A documented monthly close followed by management accounts and KPIs delivered on an agreed day.',
    },
    {
      title: 'Scalable team and in-house handover',
      description:
        'Capacity adjusted as volumes grow, and support recruiting and handing over when you build your own team.',
    },
  ],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-21',
};

export default page;
