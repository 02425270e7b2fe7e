import type { SectorStyleContent } from '../../types';

const page: SectorStyleContent = {
  path: '/services/emi-reporting',
  title: 'EMI and Payments Reporting',
  subtitle:
    'Regulatory reporting, safeguarding and capital support for e-money and payment institutions authorised by the FCA.',
  metaDescription:
    'FCA regulatory returns, safeguarding reconciliations and own funds calculations for London e-money and payment institutions, including CASS 15 returns.',
  description: [
    'An authorised e-money or payment institution reports to the FCA more often, and in more detail, than most companies of its size. The regulator expects accurate FIN060 capital adequacy returns, the REP-CRIM financial crime return, REP017 payments fraud reports and, from May 2026 under CASS 15, a monthly safeguarding return, each consistent with the others and with your audited accounts. We prepare and review these returns from reconciled figures, submit them through RegData on your instruction, and keep a working file showing how every number was derived.',
    'Safeguarding sits at the centre of it. Under the Electronic Money Regulations 2011 and the Payment Services Regulations 2017, relevant funds must be segregated from the firm’s own money or protected by an insurance policy or guarantee, and the FCA expects reconciliations that catch a shortfall before it becomes a breach. We perform or review daily internal and external reconciliations, help you keep your resolution pack current, and document the reasoning your safeguarding auditor will test.',
    'We also calculate your own funds requirement under the method that applies – Method D for e-money, and Method A, B or C for unrelated payment services – and compare it with eligible capital, so the board sees its headroom early and can plan for growth, new products or a capital injection. The same figures feed your wind-down plan and liquidity assessment, so that the capital position you describe to the FCA is consistent wherever it appears.',
  ],
  illustration: 'emi-reporting',
  services: [
    {
      title: 'FIN060 capital adequacy returns',
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
      description:
        'The CASS 15 monthly safeguarding return prepared from your reconciliations, with any exceptions explained.',
    },
    {
      title: 'Daily safeguarding reconciliations',
      description:
        'Internal and external reconciliations of relevant funds performed or reviewed each business day, with breaks escalated promptly.',
    },
    {
      title: 'Own funds and capital planning',
      description:
        'Requirements calculated under Method D and Method A, B or C as applicable, with headroom forecasts for the board.',
    },
    {
      title: 'Safeguarding policies and resolution pack',
      description:
        'Safeguarding procedures, account acknowledgement letters and the resolution pack reviewed against the FCA’s rules.',
    },
  ],
};

export default page;
