import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';
import { pounds } from '../../../tax-years/format';
import { safeguardingAuditFigures } from '../../../tax-years/safeguarding-audit';

const { relevantFunds, periodWeeks } = safeguardingAuditFigures;

const page: SubserviceContent = {
  path: '/services/audit/safeguarding-audit',
  title: 'Safeguarding Audits',
  subtitle: 'Annual safeguarding audits for payment and e-money institutions under SUP 3A, by qualified auditors.',
  metaDescription:
    'Annual SUP 3A safeguarding audits for payment and e-money institutions against CASS 15, the PSRs 2017 and the EMRs 2011, with a pre-audit readiness review.',
  description: [
    `Since 7 May 2026 the FCA’s safeguarding rules for payment and e-money firms have sat in CASS 15, with the resolution pack in CASS 10A, alongside regulation 23 of the Payment Services Regulations 2017 and regulations 20 to 24 of the Electronic Money Regulations 2011. The audit itself is governed by SUP 3A: e-money institutions, and authorised payment institutions offering more than payment initiation or account information services, must have a qualified auditor audit their safeguarding every year, unless they have not been required to safeguard more than ${pounds(relevantFunds.value)} of relevant funds at any time in a period of at least ${periodWeeks.value} weeks. The auditor reports to the FCA on whether the firm’s systems were adequate throughout the period and whether it complied at the period’s end (SUP 3A.9); when a firm’s first period ends and its report is due turn on when it became subject to the chapter and on its earlier audits, which we settle with each client.`,
    'Our audits follow the FRC’s interim guidance to auditors of safeguarding engagements under the FCA’s new rules, which stands until the FRC issues a dedicated assurance standard; our engagement letter names the edition, and its date, that applies to your audit period. Before the first period closes we can read your rules mapping, reconciliation method, resolution pack and bank acknowledgement letters and tell you what we observe; for an audit client that is all it is: we do not design, draft or fix any of them, since we would then be auditing our own work. Fieldwork then tests how your controls and systems operated across the year. Breaches are reported with the remedial action taken, and you see our findings before the report is finalised. To stay independent, and as our policy (see our independence page), we do not audit a firm whose reconciliations, safeguarding returns, policies or resolution pack we have prepared.',
  ],
  illustration: 'audit',
  summary:
    'Annual safeguarding audits for e-money and payment institutions: the audit of compliance with CASS 15 that SUP 3A has required since 7 May 2026.',
  services: [
    {
      title: 'Pre-audit observations',
      description:
        'For an audit client, observations on your safeguarding arrangements against CASS 15 before the period ends: no design work and no remediation, which stay with you.',
    },
    {
      title: 'Rules mapping and controls testing',
      description:
        'Testing of the controls your rules map relies on, including the IT general controls behind automated ledgers and reconciliations.',
    },
    {
      title: 'Reconciliation and shortfall testing',
      description:
        'Sample testing of the internal and external reconciliations performed each reconciliation day, including how shortfalls and excesses were resolved.',
    },
    {
      title: 'Safeguarding accounts and acknowledgement letters',
      description:
        'Confirmation that safeguarding accounts are correctly designated and acknowledged, and that insurance or guarantee cover meets the rules.',
    },
    {
      title: 'Resolution pack review',
      description:
        'A check that your CASS 10A resolution pack would let an insolvency practitioner identify and return relevant funds promptly.',
    },
    {
      title: 'Audit report to the FCA',
      description:
        'The auditor’s report with both opinions, a schedule of breaches and remedial action, and a private letter on improvements.',
    },
  ],
  sources: [sources.sup3a, sources.cass15, sources.cass10a, sources.psrs2017, sources.emrs2011],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-27',
};

export default page;
