import type { SubsectorContent } from '../../../types';

const page: SubsectorContent = {
  path: '/sectors/financial-services/banking',
  title: 'Banking',
  subtitle: 'Finance, regulatory reporting and audit support for banks and other deposit takers.',
  metaDescription:
    'Support for UK banks and deposit takers: COREP and liquidity returns, ICAAP and ILAAP finance input, IFRS 9 credit loss reviews and audit readiness.',
  description: [
    'Banks report more, and more often, than almost any other business. Capital, liquidity and large exposures are reported to the PRA through the Bank of England’s systems, financial crime and conduct returns go to the FCA, and all of it has to agree with the general ledger and the statutory accounts. For a smaller or newly authorised bank, the reporting calendar can absorb most of the finance team’s capacity and leave little time to check what is submitted.',
    'We work alongside your finance and risk teams on COREP templates, liquidity returns and the reconciliations that prove them. For the ICAAP and ILAAP we provide the finance input – capital projections, stress scenarios translated into the financial statements, and the link between your budget and your capital plan – so that the documents the PRA reviews rest on numbers that hold together. Firms considering the PRA’s simpler regime for small domestic deposit takers get help working out what would change.',
    'Audit is the third strand. UK banks are public interest entities, so their statutory audit sits with a firm registered to audit them, but much of the work happens before the auditor arrives: expected credit loss models documented and back-tested, fair value and hedging positions supported, and evidence of controls assembled. We prepare you for that audit, help manage the auditor’s queries and can review your reporting controls independently.',
  ],
  illustration: 'financial-services',
  services: [
    {
      title: 'Prudential regulatory reporting',
      description:
        'Preparation and independent review of COREP capital, large exposures and liquidity returns, reconciled to the ledger line by line.',
    },
    {
      title: 'ICAAP and ILAAP finance support',
      description:
        'Capital and liquidity projections, the financial impact of stress scenarios and a reconciliation of your capital plan to budget.',
    },
    {
      title: 'Expected credit loss reviews',
      description:
        'Review of IFRS 9 staging, model inputs and management overlays, with documentation that meets audit and PRA expectations.',
    },
    {
      title: 'Audit readiness',
      description:
        'Year-end close planning, supporting schedules and a managed query log, so that your external audit runs to its timetable.',
    },
    {
      title: 'Partial exemption VAT',
      description:
        'Design and negotiation of partial exemption special methods, and input tax recovery reviews for largely exempt banking income.',
    },
    {
      title: 'Bank corporation tax',
      description:
        'Corporation tax computations including the bank surcharge and bank levy where they apply, and Senior Accounting Officer support for larger groups.',
    },
  ],
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-21',
};

export default page;
