import type { SectorStyleContent } from '../../../types';

const page: SectorStyleContent = {
  path: '/sectors/financial-services/payments-e-money',
  title: 'Payments and E-money',
  subtitle: 'Safeguarding, regulatory returns and audit for payment institutions and e-money institutions.',
  metaDescription:
    'Accountants for UK payment and e-money institutions: CASS 15 safeguarding audits, monthly safeguarding returns, FIN060 capital and REP017 reporting.',
  description: [
    'Payment institutions and e-money institutions are authorised under the Payment Services Regulations 2017 and the Electronic Money Regulations 2011, and safeguarding is the obligation the FCA watches most closely. Relevant funds must be segregated or protected by insurance or a comparable guarantee, reconciled every business day and recorded well enough to be returned to customers if the firm fails. Since May 2026 the FCA’s CASS 15 rules have set this out in detail, with monthly safeguarding returns, a resolution pack and an annual safeguarding audit.',
    'Capital is the other constant. Authorised firms calculate their own funds and capital requirement under the applicable method and report both on the FIN060 return, alongside the REP-CRIM financial crime return and the REP017 payments fraud report. Each return draws on the same ledger, so we build one reporting calendar and one set of reconciliations behind them, and review every submission before it goes into RegData.',
    'Growth usually means agents and distributors, and with them responsibility for their conduct, their registration with the FCA and the funds they handle on your behalf. We help map those flows, confirm that safeguarding covers them and build oversight into your finance processes. For the statutory audit and the safeguarding audit, we either act as auditor or prepare you for the firm that does, with evidence organised well before fieldwork begins.',
  ],
  illustration: 'financial-services',
  services: [
    {
      title: 'Safeguarding audit',
      description:
        'The annual safeguarding audit for authorised payment and e-money institutions, covering segregation, reconciliations, records and the resolution pack.',
    },
    {
      title: 'Reconciliation reviews',
      description:
        'Testing your daily reconciliation method, break handling and shortfall procedures against CASS 15, with a remediation plan where needed.',
    },
    {
      title: 'Monthly safeguarding returns',
      description:
        'Preparing and reviewing the monthly safeguarding return so that balances, reconciliation results and breaches are reported accurately and on time.',
    },
    {
      title: 'FIN060 and capital adequacy',
      description:
        'Own funds and capital requirement calculations, FIN060 preparation and a capital forecast that shows your headroom before it narrows.',
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
};

export default page;
