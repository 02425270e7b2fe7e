import type { ServiceAreaContent } from '../../types';
import * as sources from '../../sources';

const page: ServiceAreaContent = {
  path: '/services/audit',
  title: 'Audit and Assurance',
  subtitle: 'Independent audits and regulatory assurance, planned carefully and delivered to the timetable we agree.',
  metaDescription:
    'Statutory audits under ISAs (UK), safeguarding audits for e-money and payment institutions, and CASS client assets assurance from London auditors.',
  description: [
    'An audit is only useful if the people relying on it can trust both the opinion and the work behind it. We carry out statutory audits under International Standards on Auditing (UK) and the FRC’s Ethical Standard: for companies above the small company thresholds, for those whose shareholders or lenders ask for an audit, and for companies that cannot take the exemption at all, e-money issuers among them. Planning starts with your business and its risks, the timetable is agreed with your board at the outset, and our findings reach the directors in plain language.',
    'Regulated payments firms need a second kind of assurance. Authorised e-money and payment institutions must safeguard their customers’ funds under the Electronic Money Regulations 2011 and the Payment Services Regulations 2017, and since 7 May 2026 the FCA’s SUP 3A rules have required most of them to have a qualified auditor audit their compliance with the relevant funds regime each year: the safeguarding requirements of those regulations and the FCA’s CASS 15 rules. We perform those audits, and client assets engagements for investment firms that hold client money or custody assets, testing reconciliations, segregation and records to the depth the FCA expects and reporting any breaches clearly.',
  ],
  illustration: 'audit',
  card: {
    description:
      'Independent statutory audits under ISAs (UK), and the assurance work that payment institutions, e-money issuers and investment firms need for the FCA.',
    details: [
      'Statutory audits under ISAs (UK)',
      'Safeguarding audits for EMIs and payment institutions',
      'CASS client assets reports for investment firms',
      'Audit plan and timetable agreed with your board at the outset',
      'Findings reported plainly to directors and audit committees',
    ],
  },
  services: [
    {
      title: 'Statutory audit',
      description:
        'An opinion on your annual accounts under ISAs (UK), with a management letter setting out control findings and recommendations.',
    },
    {
      title: 'Safeguarding audit',
      description:
        'The annual audit under SUP 3A of your compliance with the safeguarding requirements, including CASS 15, for e-money and payment institutions.',
    },
    {
      title: 'CASS client assets report',
      description:
        'The client assets report the FCA requires from investment firms that hold client money or safeguard custody assets.',
    },
    {
      title: 'Group audits',
      description:
        'Audits of parent and subsidiary accounts, coordinated so that component work and consolidation finish on one timetable.',
    },
    {
      title: 'Agreed-upon procedures',
      description:
        'Specified procedures on grant claims, covenant compliance or other figures, with factual findings reported to the parties who need them.',
    },
    {
      title: 'First-year audit readiness',
      description:
        'A review before your first audit that identifies gaps in records, controls and accounting policies while there is still time to close them.',
    },
  ],
  sources: [
    sources.sup3a,
    sources.cass15,
    sources.sup3ClientAssetsReport,
    sources.cass7,
    sources.cass6,
    sources.emrs2011,
    sources.psrs2017,
    sources.companiesAct2006,
  ],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-22',
};

export default page;
