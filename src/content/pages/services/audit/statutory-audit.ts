import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/audit/statutory-audit',
  title: 'Statutory Audit',
  subtitle:
    'An independent audit under ISAs (UK), planned around the risks in your business rather than a standard checklist.',
  metaDescription:
    'Statutory audits under ISAs (UK) for companies above the audit thresholds, e-money issuers, regulated firms and groups, by an ICAEW-registered audit firm.',
  description: [
    'A company needs an audit under the Companies Act 2006 when it exceeds the small-company size thresholds, when its articles or shareholders require one, or when it falls into a class that cannot claim exemption. E-money issuers are one such class, whatever their size, and many lenders, investors and acquirers insist on audited accounts. For authorised payment and e-money institutions the audit also carries weight with the FCA, and auditors have a statutory duty to report certain matters to it.',
    'We are registered for audit work with the ICAEW and audit under International Standards on Auditing (UK) and the FRC’s Ethical Standard. Planning starts with a meeting about how your business makes money and where the accounts could be misstated, then we agree a timetable and a list of what we need. Fieldwork is scheduled so questions reach the right person once. At completion you receive our report and a management letter on control weaknesses we found, ranked by importance.',
  ],
  illustration: 'audit',
  summary:
    'An audit of your annual accounts under ISAs (UK), planned around your risks and delivered to the timetable agreed with your board.',
  services: [
    {
      title: 'Audit requirement and exemption review',
      description:
        'A check of whether your company needs an audit under the Companies Act 2006, including group and regulatory exclusions from exemption.',
    },
    {
      title: 'Risk-based audit planning',
      description:
        'A planning meeting and written audit strategy setting out materiality, significant risks, the timetable and the information we need.',
    },
    {
      title: 'Systems and IT controls walkthroughs',
      description:
        'Walkthroughs of revenue, payments and payroll processes, including the IT systems and automated controls the figures rely on.',
    },
    {
      title: 'Going concern and subsequent events',
      description:
        'Review of forecasts, funding and post-year-end trading to support the directors’ going concern assessment and disclosures.',
    },
    {
      title: 'Auditor’s report and management letter',
      description:
        'The audit opinion for filing, and a management letter ranking the control weaknesses found with practical recommendations.',
    },
    {
      title: 'Independence and non-audit services',
      description:
        'A clear statement, under the FRC Ethical Standard, of which accounting and tax services we can provide alongside the audit.',
    },
  ],
  sources: [sources.companiesAct2006],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-22',
};

export default page;
