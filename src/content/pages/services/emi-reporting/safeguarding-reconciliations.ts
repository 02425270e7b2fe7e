import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/emi-reporting/safeguarding-reconciliations',
  title: 'Safeguarding Reconciliations',
  subtitle: 'Daily safeguarding reconciliations that meet CASS 15 and keep your customers’ funds protected.',
  metaDescription:
    'Daily internal and external safeguarding reconciliations under CASS 15 for payment and e-money institutions, with shortfall resolution and monthly reporting.',
  description: [
    'Under CASS 15, in force since 7 May 2026, payment and e-money institutions must reconcile safeguarded funds every reconciliation day. The internal reconciliation compares the amount the firm should be safeguarding with the resources it holds; the external reconciliation checks its records against statements from safeguarding banks and custodians. Shortfalls must be corrected promptly and excesses withdrawn. CASS 15.8.1R requires adequate policies and procedures for complying with the safeguarding rules, and the guidance beside it (CASS 15.8.2G) says they should cover the frequency and method of the reconciliations, how discrepancies are resolved and how often the arrangements are reviewed.',
    'We help firms design their reconciliation method, build the data flows behind it and, where useful, run the daily reconciliation for them. The methodology sets out data sources, timing, tolerances and escalation for breaks, and is written to withstand your safeguarding audit. Breaks are investigated on the day, and the results feed directly into your monthly safeguarding return and board reporting. Because independence matters, and the FRC’s Ethical Standard treats auditing our own work as a self-review threat, we do not act as safeguarding auditor for a firm whose reconciliations, safeguarding returns, policies or resolution pack we prepare.',
  ],
  illustration: 'emi-reporting',
  summary:
    'Internal and external reconciliations of relevant funds every reconciliation day, with any shortfall found and corrected promptly and a clear record for your auditor.',
  services: [
    {
      title: 'Reconciliation methodology',
      description:
        'A written method covering data sources, reconciliation points, tolerances and escalation, mapped to the CASS 15 rules.',
    },
    {
      title: 'Daily internal reconciliations',
      description:
        'Comparison each reconciliation day of the amount to be safeguarded with the funds and assets held to meet it.',
    },
    {
      title: 'Daily external reconciliations',
      description:
        'Your safeguarding records reconciled to bank and custodian statements, with timing differences tracked until cleared.',
    },
    {
      title: 'Break investigation and resolution',
      description:
        'Investigation of shortfalls and excesses on the day, with evidence of how and when each was corrected.',
    },
    {
      title: 'Reconciliation policies and procedures',
      description:
        'The policies and procedures CASS 15.8.1R requires, covering what the guidance in CASS 15.8.2G lists: reconciliation frequency and method, how discrepancies are resolved, and how often the arrangements are reviewed.',
    },
    {
      title: 'Safeguarding MI and resolution pack upkeep',
      description:
        'Daily and monthly safeguarding reports for management, and reconciliation records kept current in the resolution pack.',
    },
  ],
  sources: [sources.cass15, sources.cass15Reconciliations, sources.sup3a],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-27',
};

export default page;
