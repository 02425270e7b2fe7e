import type { SubsectorContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubsectorContent = {
  path: '/sectors/financial-services/banking',
  title: 'Banking',
  subtitle: 'Finance support for banks and other deposit takers, beside their prudential specialists.',
  metaDescription:
    'Finance support for UK banks and deposit takers: month-end and reconciliations, the budget behind the capital plan, audit readiness, VAT and corporation tax.',
  description: [
    'Banks report more, and more often, than almost any other business. Capital, liquidity and large exposures are reported to the PRA through the Bank of England’s systems, financial crime and conduct returns go to the FCA, and all of it has to agree with the general ledger and the statutory accounts. For a smaller or newly authorised bank, the reporting calendar can absorb most of the finance team’s capacity and leave little time to check what is submitted.',
    'Our part is finance support, not prudential reporting. We help the finance team of a smaller bank with the month-end close, the reconciliations and the management information its returns are drawn from, and with the budget and projections behind its capital plan. Preparing COREP and liquidity returns, capital and liquidity modelling for the ICAAP and ILAAP, and IFRS 9 credit loss models need bank specialists we do not claim to be: we say so, suggest where to go, and work alongside them.',
    'UK banks are public interest entities, so their statutory audit sits with a firm registered to audit them; we do not audit banks. We can help you prepare for that audit: the year-end close, supporting schedules and a managed log of the auditor’s queries.',
  ],
  illustration: 'financial-services',
  services: [
    {
      title: 'Finance team support',
      description:
        'Month-end close, bank and ledger reconciliations and management accounts, prepared with your finance team or reviewed for it.',
    },
    {
      title: 'Budget and projections',
      description:
        'The budget and financial projections behind your capital plan, reconciled to your accounts; the modelling stays with your risk team and its advisers.',
    },
    {
      title: 'Audit readiness',
      description:
        'Year-end close planning, supporting schedules and a managed query log, so that your external audit runs to its timetable.',
    },
    {
      title: 'Partial exemption VAT',
      description:
        'Partial exemption methods and input tax recovery reviews for largely exempt banking income, with a special method proposed to HMRC where it fits better.',
    },
    {
      title: 'Corporation tax',
      description:
        'Corporation tax computations and returns, including the bank surcharge where it applies, agreed with your finance team before filing.',
    },
    {
      title: 'Prudential specialists',
      description:
        'For COREP and liquidity reporting, IFRS 9 models and the ICAAP and ILAAP, an introduction to specialists, and a finance team ready to work with them.',
    },
  ],
  sources: [sources.ukCrr, sources.fsma2000, sources.sup16],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-22',
};

export default page;
