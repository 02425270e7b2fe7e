import type { SectorStyleContent } from '../../../types';

const page: SectorStyleContent = {
  path: '/services/audit/safeguarding-audit',
  title: 'Safeguarding Audits',
  subtitle: 'Annual safeguarding audits for payment and e-money institutions under CASS 15, by qualified auditors.',
  metaDescription:
    'Annual safeguarding audits for payment and e-money institutions under CASS 15, the PSRs 2017 and the EMRs 2011, with a readiness review before the first audit.',
  description: [
    'From 7 May 2026 the FCA’s safeguarding rules for payment and e-money firms sit in CASS 15, alongside regulation 23 of the Payment Services Regulations 2017 and regulations 20 to 24 of the Electronic Money Regulations 2011. E-money institutions, and authorised payment institutions offering more than payment initiation or account information services, must arrange an annual safeguarding audit by a qualified auditor, unless they have not had to safeguard more than £100,000 of relevant funds at any point in the period the rules specify. The auditor reports to the FCA on whether systems were adequate throughout the period and whether the firm complied at its end.',
    'Our audits follow the FRC’s guidance for safeguarding engagements, and the team that carries them out works with payment and e-money firms every week. Before the first period closes we review your rules mapping, reconciliation method, resolution pack and bank acknowledgement letters, so that problems are found while they can still be fixed. Fieldwork then tests how your controls and systems operated across the year. Breaches are reported with the remedial action taken, and you see our findings before the report is finalised.',
  ],
  illustration: 'audit',
  services: [
    {
      title: 'Pre-audit readiness review',
      description:
        'A review of your safeguarding arrangements against CASS 15 before the audit period ends, with a prioritised list of gaps.',
    },
    {
      title: 'Rules mapping and controls testing',
      description:
        'Testing of the controls your rules map relies on, including the IT general controls behind automated ledgers and reconciliations.',
    },
    {
      title: 'Reconciliation and shortfall testing',
      description:
        'Sample testing of daily internal and external reconciliations, including how shortfalls and excesses were identified and resolved.',
    },
    {
      title: 'Safeguarding accounts and acknowledgement letters',
      description:
        'Confirmation that safeguarding accounts are correctly designated and acknowledged, and that insurance or guarantee cover meets the rules.',
    },
    {
      title: 'Resolution pack review',
      description:
        'A check that your resolution pack would let an insolvency practitioner identify and return relevant funds promptly.',
    },
    {
      title: 'Audit report to the FCA',
      description:
        'The auditor’s report with both opinions, a schedule of breaches and remedial action, and a private letter on improvements.',
    },
  ],
};

export default page;
