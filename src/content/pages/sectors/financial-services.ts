import type { SectorContent } from '../../types';
import * as sources from '../../sources';

const page: SectorContent = {
  path: '/sectors/financial-services',
  title: 'Financial Services',
  subtitle: 'Accounting, regulatory reporting and assurance for firms the FCA and PRA supervise.',
  metaDescription:
    'Accountants for UK payment and e-money institutions and crypto firms, with finance support for banks, wealth managers and insurers: FCA returns and audits.',
  description: [
    'Regulated firms carry two sets of obligations: the accounts every UK company files at Companies House, and the prudential and conduct reporting their regulator expects. Get the second wrong and the consequences go well beyond a late-filing penalty – a capital shortfall, a breach notified to the FCA, a skilled person review. Most of our regulated work is for payment and e-money institutions and cryptoasset businesses. For banks, wealth and asset managers, and insurers and their intermediaries, we offer a narrower range of finance support, and each of their pages says where it stops.',
    'We prepare statutory accounts under FRS 102 or UK-adopted international accounting standards, calculate the own funds of payment and e-money institutions, and compile the FCA returns they file through RegData. For firms holding client money or safeguarded funds, we reconcile, test and document the arrangements so that the annual audit confirms what you already know rather than discovering something new. Where a question needs a specialist – a VAT partial exemption method, a cryptoasset valuation – the director you already know brings in the director who handles it. Where it is outside what our three directors do, we say so and suggest where to go.',
  ],
  illustration: 'financial-services',
  summary:
    'Payment and e-money institutions and crypto firms above all, with narrower finance support for banks, wealth managers and insurers: accounts, FCA returns and assurance.',
  services: [
    {
      title: 'Regulatory returns',
      description:
        'Preparation and review of the FCA returns of payment and e-money institutions (FIN060, FSA056, FSA057, REP-CRIM and the monthly safeguarding return), with every submitted figure reconciled to your ledger.',
    },
    {
      title: 'Safeguarding and client assets',
      description:
        'Reconciliation reviews, resolution pack checks and annual safeguarding and CASS audits, the audits only where we have not prepared the records and returns tested.',
    },
    {
      title: 'Capital and liquidity',
      description:
        'Own funds calculations and capital planning for payment and e-money institutions, with finance input to their wind-down plans.',
    },
    {
      title: 'Statutory accounts and audit',
      description:
        'Financial statements under FRS 102 or UK-adopted international accounting standards for regulated firms, and statutory audits for firms outside the public interest entity regime.',
    },
    {
      title: 'VAT for financial services',
      description:
        'Exemption analysis, partial exemption methods and input tax recovery reviews for firms whose income is largely VAT-exempt.',
    },
    {
      title: 'Outsourced finance team',
      description:
        'Month-end close, management accounts and board packs prepared by people who understand what your regulator will ask about them.',
    },
  ],
  sources: [sources.sup16, sources.emrs2011, sources.psrs2017],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-22',
};

export default page;
