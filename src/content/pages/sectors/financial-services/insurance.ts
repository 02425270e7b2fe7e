import type { SubsectorContent } from '../../../types';

const page: SubsectorContent = {
  path: '/sectors/financial-services/insurance',
  title: 'Insurance',
  subtitle: 'Finance, regulatory reporting and tax for insurers, Lloyd’s businesses, MGAs and brokers.',
  metaDescription:
    'Accountants for UK insurance businesses: Solvency UK reporting support, Lloyd’s and MGA accounting, CASS 5 client money and Insurance Premium Tax.',
  description: [
    'Insurers supervised by the PRA now report under Solvency UK, the reformed regime that replaced Solvency II, with changes to the risk margin, the matching adjustment and the reporting templates. Technical provisions, own funds and the solvency capital requirement are reported through quantitative templates and the Solvency and Financial Condition Report, and they must reconcile to accounts prepared under FRS 102 and FRS 103 or under IFRS 17. We support finance teams with that bridge, preparing reconciliations, reviewing templates and answering the questions that follow.',
    'The London market has a rhythm of its own. Managing agents run syndicates that report to Lloyd’s on its own timetable and basis, while managing general agents write business under delegated authority and carry the bordereaux, settlement and credit-control obligations that come with a binder. Brokers and MGAs handling premiums hold insurance client money under CASS 5 or act under risk-transfer agreements; we advise on the difference, carry out CASS audits and prepare the Retail Mediation Activities Return.',
    'Insurance Premium Tax is charged on most general insurance premiums, at a standard or a higher rate depending on the type of cover, and is accounted for to HMRC on quarterly returns. Getting the rate, the location of the risk and the timing right across thousands of policies depends on sound system rules. We review IPT processes, prepare returns and help insurers and MGAs with the VAT exemption for insurance and the partial exemption that follows from it.',
  ],
  illustration: 'financial-services',
  services: [
    {
      title: 'Solvency UK reporting support',
      description:
        'Preparation and review of quantitative reporting templates and the financial sections of the SFCR, reconciled to your statutory accounts.',
    },
    {
      title: 'IFRS 17 and FRS 103',
      description:
        'Accounting policy support, transition work and disclosure reviews for insurance contracts under IFRS 17 or FRS 103.',
    },
    {
      title: 'MGA finance and bordereaux',
      description:
        'Premium and claims bordereaux reconciliation, binder accounting and settlement reporting to your capacity providers.',
    },
    {
      title: 'Insurance client money audits',
      description:
        'CASS 5 reviews and audits for brokers and MGAs, covering risk-transfer agreements, client bank accounts and reconciliations.',
    },
    {
      title: 'Insurance Premium Tax',
      description:
        'IPT registration, quarterly returns, rate reviews by product and disclosure of past errors to HMRC.',
    },
    {
      title: 'Intermediary regulatory returns',
      description:
        'The Retail Mediation Activities Return and the capital resources calculations behind it for FCA-regulated brokers and MGAs.',
    },
  ],
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-21',
};

export default page;
