import type { ServiceAreaContent } from '../../types';
import * as sources from '../../sources';

const page: ServiceAreaContent = {
  path: '/services/emi-reporting',
  title: 'EMI and Payments Reporting',
  subtitle:
    'Regulatory reporting, safeguarding and capital support for e-money and payment institutions authorised or registered by the FCA.',
  metaDescription:
    'FCA regulatory returns, safeguarding reconciliations and own funds calculations for London e-money and payment institutions, including safeguarding returns.',
  description: [
    'An authorised e-money or payment institution reports to the FCA more often, and in more detail, than most companies of its size. The regulator expects accurate returns: the capital adequacy return (FIN060 from e-money institutions, the annual FSA056 from authorised payment institutions), the annual FSA057 Payment Services Directive Transactions return from small payment institutions (which report no own funds), the REP-CRIM financial crime return where SUP 16.23 brings your firm within it, REP017 payments fraud reports and, since 7 May 2026, the monthly safeguarding return the FCA introduced in its policy statement PS25/12, each consistent with the others and with your audited accounts. We prepare and review these returns from reconciled figures, submit them through RegData on your instruction, and keep a working file showing how every number was derived.',
    'Safeguarding sits at the centre of it. Under the Electronic Money Regulations 2011 and the Payment Services Regulations 2017, relevant funds must be segregated from the firm’s own money or protected by an insurance policy or guarantee, and the FCA expects reconciliations that find any shortfall on the day: a shortfall means relevant funds are not safeguarded, which is already a breach, so it is resolved on the day it is found and recorded. We perform or review the internal and external reconciliations CASS 15 requires every reconciliation day, help you keep your CASS 10A resolution pack current, and document the reasoning your safeguarding auditor will test. Because the FRC’s Ethical Standard treats auditing our own work as a self-review threat, we do not act as safeguarding auditor for a firm whose reconciliations, returns, policies or resolution pack we prepare.',
    'We also calculate your own funds requirement under the method that applies – Method D for e-money, and Method A, B or C for unrelated payment services – and compare it with eligible capital, so the board sees its headroom early and can plan for growth, new products or a capital injection. The same figures feed your wind-down plan and liquidity assessment, so that the capital position you describe to the FCA is consistent wherever it appears.',
  ],
  illustration: 'emi-reporting',
  card: {
    description:
      'FCA regulatory returns, safeguarding reconciliations and capital calculations for e-money and payment institutions authorised or registered under the EMRs 2011 and PSRs 2017.',
    details: [
      'FIN060 or FSA056, REP-CRIM and REP017 prepared and reviewed',
      'Safeguarding reconciliations every reconciliation day, with breaks escalated',
      'Monthly safeguarding returns, since 7 May 2026',
      'Own funds calculated under the EMRs and PSRs',
      'Returns submitted through RegData on your instruction',
    ],
  },
  services: [
    {
      title: 'FIN060 and FSA056 capital returns',
      description:
        'Own funds and capital requirement figures prepared from reconciled accounts and submitted through RegData.',
    },
    {
      title: 'REP-CRIM and REP017 returns',
      description:
        'Financial crime and payments fraud data compiled with your compliance team, checked against your systems and filed on time.',
    },
    {
      title: 'Monthly safeguarding returns',
      description: 'The monthly safeguarding return prepared from your reconciliations, with any exceptions explained.',
    },
    {
      title: 'Daily safeguarding reconciliations',
      description:
        'Internal and external reconciliations of relevant funds performed or reviewed each reconciliation day, with breaks escalated promptly.',
    },
    {
      title: 'Own funds and capital planning',
      description:
        'Requirements calculated under Method D and Method A, B or C as applicable, with headroom forecasts for the board.',
    },
    {
      title: 'Safeguarding policies and resolution pack',
      description:
        'Safeguarding procedures and account acknowledgement letters reviewed against CASS 15, and the resolution pack against CASS 10A.',
    },
  ],
  sources: [sources.sup16, sources.cass15, sources.emrs2011, sources.psrs2017, sources.ps25_12],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-27',
};

export default page;
