import type { SubsectorContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubsectorContent = {
  path: '/sectors/financial-services/insurance',
  title: 'Insurance',
  subtitle: 'Finance, client money, regulatory returns and tax for insurance brokers and MGAs.',
  metaDescription:
    'Accountants for UK insurance brokers and MGAs: CASS 5 client money audits, the RMAR, bordereaux accounting, Insurance Premium Tax and statutory accounts.',
  description: [
    'Insurers supervised by the PRA now report under Solvency UK, the reformed regime that replaced Solvency II, with changes to the risk margin, the matching adjustment and the reporting templates. Technical provisions, own funds and the solvency capital requirement are reported through quantitative templates and the Solvency and Financial Condition Report, and they must reconcile to accounts prepared under FRS 102 and FRS 103 or under IFRS 17. Our part is narrow: reconciling the templates’ balance sheet to the statutory accounts. Actuarial work, Solvency UK modelling and IFRS 17 implementation need specialists we do not claim to be.',
    'Our insurance work is mostly with brokers and managing general agents, which write business under delegated authority and carry the bordereaux, settlement and credit-control obligations that come with a binder. Brokers and MGAs handling premiums hold insurance client money under CASS 5 or act under risk-transfer agreements; we advise on the difference and, for different clients, carry out CASS audits or prepare the Retail Mediation Activities Return: never both for the same firm, since auditing a return we prepared would be a self-review threat.',
    'Insurance Premium Tax is charged on most general insurance premiums, at a standard or a higher rate depending on the type of cover, and is accounted for to HMRC on quarterly returns. Getting the rate, the location of the risk and the timing right across thousands of policies depends on sound system rules. We review IPT processes, prepare returns and help insurers and MGAs with the VAT exemption for insurance and the partial exemption that follows from it.',
  ],
  illustration: 'financial-services',
  services: [
    {
      title: 'Solvency UK balance sheet reconciliation',
      description:
        'A reconciliation of the balance sheet in your quantitative reporting templates to your statutory accounts; the actuarial figures stay with your actuaries.',
    },
    {
      title: 'FRS 103 accounts for intermediaries',
      description:
        'Statutory accounts for brokers and MGAs, including the FRS 102 and FRS 103 points that affect them; IFRS 17 work for insurers we refer to specialists.',
    },
    {
      title: 'MGA finance and bordereaux',
      description:
        'Premium and claims bordereaux reconciliation, binder accounting and settlement reporting to your capacity providers.',
    },
    {
      title: 'Insurance client money audits',
      /**
       * @placeholder a capacity claim the firm must evidence before launch: CASS 5 client money audits for brokers and MGAs
       */
      description:
        'CASS 5 audits for brokers and MGAs whose RMAR we do not prepare, covering risk-transfer agreements, client bank accounts and reconciliations.',
    },
    {
      title: 'Insurance Premium Tax',
      description:
        'IPT registration, quarterly returns, rate reviews by product and disclosure of past errors to HMRC.',
    },
    {
      title: 'Intermediary regulatory returns',
      description:
        'The Retail Mediation Activities Return and the capital resources calculations behind it, for brokers and MGAs whose CASS audit we do not carry out.',
    },
  ],
  sources: [sources.cass5, sources.sup3ClientAssetsReport, sources.sup16],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-22',
};

export default page;
