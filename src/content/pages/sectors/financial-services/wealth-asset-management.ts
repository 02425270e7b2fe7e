import type { SubsectorContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubsectorContent = {
  path: '/sectors/financial-services/wealth-asset-management',
  title: 'Wealth and Asset Management',
  subtitle: 'Client assets audits, accounts and finance support for wealth managers and investment firms.',
  metaDescription:
    'Accountants for UK wealth and asset managers: CASS audits and readiness reviews, LLP accounts and members’ tax, and finance support beside prudential advisers.',
  description: [
    'Most wealth managers and many asset managers are MIFIDPRU investment firms: own funds, liquid assets and concentration risk are reported to the FCA, and the ICARA process asks each firm to assess the harms it could cause and plan for an orderly wind-down. Our part is narrow: the accounts and ledger those figures are drawn from, reconciled so that each one traces back. Preparing the MIFIDPRU returns, the K-factor calculations and the ICARA assessment itself needs prudential specialists we do not claim to be; we work alongside them, or suggest where to go.',
    'Client assets are where we do more. Firms holding client money or safe custody assets must follow CASS, carry out internal and external reconciliations, submit the Client Money and Asset Return where required and obtain an annual client assets report from their auditor for the FCA. We carry out CASS audits and, for firms we do not audit, pre-audit reviews; for an audit client a pre-audit review gives observations only. Because many managers are structured as LLPs, we also handle members’ profit allocations, the salaried member rules and members’ personal tax.',
  ],
  illustration: 'financial-services',
  services: [
    {
      title: 'CASS audit',
      /**
       * @placeholder a capacity claim the firm must evidence before launch: CASS 6 and CASS 7 audits for investment firms
       */
      description:
        'The annual client assets report to the FCA, covering client money, custody assets and the records, reconciliations and resolution pack behind them.',
    },
    {
      title: 'CASS readiness reviews',
      description:
        'A mock audit of reconciliations, acknowledgement letters and CMAR submissions; for an audit client, observations only, with remediation left to the firm.',
    },
    {
      title: 'Accounts behind your prudential returns',
      description:
        'Statutory and management accounts, with the ledger reconciled to the figures your prudential advisers report; the MIFIDPRU returns and ICARA stay with them.',
    },
    {
      title: 'Outsourced finance',
      description:
        'Month-end close, management accounts and board packs for smaller managers, prepared by people who know what the FCA will ask about them.',
    },
    {
      title: 'VAT on management fees',
      description:
        'The VAT treatment of fund management and advisory fees, exemption where it applies and the partial exemption that follows from it.',
    },
    {
      title: 'LLP and members’ tax',
      description:
        'Accounts for manager LLPs, members’ profit allocations, salaried member reviews and individual tax returns for members.',
    },
  ],
  sources: [sources.mifidpru, sources.cass7, sources.cass6, sources.sup3ClientAssetsReport],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-22',
};

export default page;
