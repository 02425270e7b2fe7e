import type { SubsectorContent } from '../../../types';

const page: SubsectorContent = {
  path: '/sectors/financial-services/wealth-asset-management',
  title: 'Wealth and Asset Management',
  subtitle: 'Client assets, prudential reporting and finance support for wealth managers and investment firms.',
  metaDescription:
    'Accountants for UK wealth and asset managers: CASS audits and CMAR reviews, MIFIDPRU own funds and K-factors, ICARA finance input and LLP accounts.',
  description: [
    'Most wealth managers and many asset managers are MIFIDPRU investment firms. Their own funds requirement is the higher of the permanent minimum requirement and the fixed overheads requirement or, for firms that are not small and non-interconnected, the highest of those and the K-factor requirement. Own funds, liquid assets and concentration risk are reported to the FCA in the MIFIDPRU returns, and each figure should trace back to the ledger and the annual accounts. The fixed overheads calculation rewards care, because its permitted deductions are specific and easy to misapply.',
    'The ICARA process asks each firm to identify the harms it could cause, hold enough own funds and liquid assets against them, and plan for an orderly wind-down. The governing body owns the assessment, but it rests on finance: projected capital under stress, the cost and timetable of winding down, and the triggers that would start it. We provide the finance input – projections and wind-down costs reconciled to your accounts – so that your ICARA document and what you report to the FCA about it tell the same story; the governing body and its risk advisers own the assessment.',
    'Client assets are the third pillar. Firms holding client money or safe custody assets must follow CASS, carry out internal and external reconciliations, submit the Client Money and Asset Return where required and obtain an annual client assets report from their auditor for the FCA. We carry out CASS audits and, for firms we do not audit, pre-audit reviews; for an audit client a pre-audit review gives observations only. Because many managers are structured as LLPs, we also handle members’ profit allocations, the salaried member rules and members’ personal tax.',
  ],
  illustration: 'financial-services',
  services: [
    {
      title: 'CASS audit',
      description:
        'The annual client assets report to the FCA, covering client money, custody assets and the records, reconciliations and resolution pack behind them.',
    },
    {
      title: 'CASS readiness reviews',
      description:
        'A mock audit of reconciliations, acknowledgement letters and CMAR submissions; for an audit client, observations only, with remediation left to the firm.',
    },
    {
      title: 'MIFIDPRU own funds and reporting',
      description:
        'Fixed overheads, K-factor and liquid asset calculations, with MIFIDPRU returns prepared and reconciled to the ledger.',
    },
    {
      title: 'ICARA finance input',
      description:
        'Financial projections and wind-down costs for your ICARA process, reconciled to your accounts and budget.',
    },
    {
      title: 'Remuneration and public disclosure',
      description:
        'Financial input to remuneration code compliance and preparation of the annual MIFIDPRU 8 public disclosure.',
    },
    {
      title: 'LLP and members’ tax',
      description:
        'Accounts for manager LLPs, members’ profit allocations, salaried member reviews and individual tax returns for members.',
    },
  ],
  sources: [
    {
      title: 'FCA Handbook, MIFIDPRU: prudential sourcebook for MiFID investment firms',
      url: 'https://www.handbook.fca.org.uk/handbook/MIFIDPRU/',
    },
    { title: 'FCA Handbook, CASS 7: client money', url: 'https://www.handbook.fca.org.uk/handbook/CASS/7/' },
    { title: 'FCA Handbook, CASS 6: custody rules', url: 'https://www.handbook.fca.org.uk/handbook/CASS/6/' },
    {
      title: 'FCA Handbook, SUP 3.10: the auditor’s client assets report',
      url: 'https://www.handbook.fca.org.uk/handbook/SUP/3/10.html',
    },
  ],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-22',
};

export default page;
