import type { SubsectorContent } from '../../../types';

const page: SubsectorContent = {
  path: '/sectors/financial-services/banking',
  title: 'Banking',
  subtitle: 'Finance, regulatory reporting and audit support for banks and other deposit takers.',
  metaDescription:
    'Support for UK banks and deposit takers: COREP and liquidity returns, ICAAP and ILAAP finance input, IFRS 9 credit loss reviews and audit readiness.',
  description: [
    'Banks report more, and more often, than almost any other business. Capital, liquidity and large exposures are reported to the PRA through the Bank of England’s systems, financial crime and conduct returns go to the FCA, and all of it has to agree with the general ledger and the statutory accounts. For a smaller or newly authorised bank, the reporting calendar can absorb most of the finance team’s capacity and leave little time to check what is submitted.',
    'For smaller and newly authorised banks we work alongside the finance team on COREP templates, liquidity returns and the reconciliations that prove them. For the ICAAP and ILAAP our part is limited to the finance input – the budget and the capital projections reconciled to it – while capital and liquidity modelling stays with your risk team and its specialist advisers. Firms considering the PRA’s simpler regime for small domestic deposit takers get help working out what would change.',
    'Audit is the third strand. UK banks are public interest entities, so their statutory audit sits with a firm registered to audit them, but much of the work happens before the auditor arrives: expected credit loss models documented and back-tested, fair value and hedging positions supported, and evidence of controls assembled. We prepare you for that audit, help manage the auditor’s queries and can review your reporting controls independently.',
  ],
  illustration: 'financial-services',
  services: [
    {
      title: 'Prudential regulatory reporting',
      description:
        'Preparation, or independent review, of COREP capital, large exposures and liquidity returns, reconciled to the ledger line by line: one or the other for any one bank, never both.',
    },
    {
      title: 'ICAAP and ILAAP finance input',
      description:
        'The budget and financial projections behind your capital plan, reconciled to it; the modelling itself stays with your risk team.',
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
  sources: [
    {
      title: 'Capital Requirements Regulation (UK), Regulation (EU) No 575/2013 as it applies in the UK',
      url: 'https://www.legislation.gov.uk/eur/2013/575/contents',
    },
    { title: 'Financial Services and Markets Act 2000', url: 'https://www.legislation.gov.uk/ukpga/2000/8/contents' },
    { title: 'FCA Handbook, SUP 16: reporting requirements', url: 'https://www.handbook.fca.org.uk/handbook/SUP/16/' },
  ],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-22',
};

export default page;
