import type { SubsectorContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubsectorContent = {
  path: '/sectors/financial-services/payments-e-money',
  title: 'Payments and E-money',
  subtitle: 'Safeguarding, regulatory returns and audit for payment institutions and e-money institutions.',
  metaDescription:
    'Accountants for UK payment and e-money institutions: safeguarding audits, monthly safeguarding returns, FIN060 and FSA056 capital returns, REP017.',
  description: [
    'Payment institutions and e-money institutions are authorised, or as small institutions registered, under the Payment Services Regulations 2017 and the Electronic Money Regulations 2011, and safeguarding is the obligation the FCA watches most closely. Relevant funds must be segregated or protected by insurance or a comparable guarantee, reconciled every reconciliation day and recorded well enough to be returned to customers if the firm fails. Since 7 May 2026 the FCA’s rules from PS25/12 have set this out in detail: the safeguarding rules in CASS 15, the resolution pack in CASS 10A, the annual safeguarding audit by a qualified auditor in SUP 3A, and a new monthly safeguarding return.',
    'Capital is the other constant for authorised firms. They calculate their own funds and capital requirement under the applicable method and report both to the FCA – e-money institutions on FIN060, authorised payment institutions on the annual capital adequacy return, FSA056. Small payment institutions have no own funds to report: they file the annual FSA057 Payment Services Directive Transactions return instead. Alongside these come the REP-CRIM financial crime return and the REP017 payments fraud report, where they apply. Each return draws on the same ledger, so we build one reporting calendar and one set of reconciliations behind them, and review every submission before it goes into RegData.',
    'Growth usually means agents and distributors, and with them responsibility for their conduct, their registration with the FCA and the funds they handle on your behalf. We help map those flows, confirm that safeguarding covers them and build oversight into your finance processes. For the statutory audit and the safeguarding audit, we either act as auditor or prepare you for the firm that does, with evidence organised well before fieldwork begins. We do not do both: under the FRC’s Ethical Standard, auditing work we prepared would be a self-review threat, so we do not audit a firm whose reconciliations, safeguarding returns, policies or resolution pack we prepare.',
  ],
  illustration: 'financial-services',
  services: [
    {
      title: 'Safeguarding audit',
      description:
        'The annual SUP 3A safeguarding audit for authorised payment and e-money institutions, covering segregation, reconciliations, records and the resolution pack.',
    },
    {
      title: 'Reconciliation reviews',
      description:
        'Testing your reconciliation method, break handling and shortfall procedures against CASS 15, with a remediation plan where needed.',
    },
    {
      title: 'Monthly safeguarding returns',
      description:
        'Preparing and reviewing the monthly safeguarding return so that balances, reconciliation results and breaches are reported accurately and on time.',
    },
    {
      title: 'FIN060, FSA056 and capital adequacy',
      description:
        'Own funds and capital requirement calculations, FIN060 or FSA056 preparation and a capital forecast that shows your headroom before it narrows.',
    },
    {
      title: 'Financial crime and fraud returns',
      description:
        'Compiling REP-CRIM and REP017 data from your systems, with definitions and reconciliations documented for the next period.',
    },
    {
      title: 'Agent and distributor oversight',
      description:
        'Mapping funds flows through agents and distributors, checking safeguarding coverage and setting up the finance controls your oversight relies on.',
    },
  ],
  sources: [
    sources.cass15,
    sources.cass10a,
    sources.sup3a,
    sources.sup16,
    sources.psrs2017,
    sources.emrs2011,
    sources.ps25_12,
  ],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-22',
};

export default page;
