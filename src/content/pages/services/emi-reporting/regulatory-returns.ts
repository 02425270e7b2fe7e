import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/emi-reporting/regulatory-returns',
  title: 'FCA Regulatory Returns',
  subtitle: 'Accurate, on-time returns to the FCA for payment and e-money institutions, reconciled to your books.',
  metaDescription:
    'FCA regulatory returns for EMIs and payment institutions: FIN060, FSA056, the monthly safeguarding return, REP017, REP018 and REP-CRIM, prepared and reviewed.',
  description: [
    'Payment and e-money institutions report to the FCA under the Payment Services Regulations 2017 and the Electronic Money Regulations 2011, through returns set out in SUP 16. Authorised and small EMIs file FIN060 and authorised payment institutions file FSA056, the capital adequacy return; small payment institutions file FSA057, the annual Payment Services Directive Transactions return, and report no own funds. Payment fraud statistics go in REP017, operational and security risk in REP018, and financial crime data in the annual REP-CRIM, for the firms SUP 16.23 brings within it. Since 7 May 2026 safeguarding has also been reported monthly, in the safeguarding return the FCA introduced in its policy statement PS25/12.',
    'Supervisors read these returns side by side, so inconsistencies between them invite questions. We keep a reporting calendar for your firm, prepare each return from your ledgers and operational data, and reconcile the figures to your management accounts and safeguarding records before anything is submitted. Every return comes with a review pack showing where each number came from, for approval by the responsible director. If a figure in one return moves unexpectedly, you hear why before the FCA asks.',
  ],
  illustration: 'emi-reporting',
  summary:
    'FIN060 (e-money) and FSA056 (payment institutions) capital adequacy returns, REP-CRIM financial crime returns and REP017 payments fraud reports, prepared from reconciled figures and filed on time.',
  services: [
    {
      title: 'Regulatory reporting calendar',
      description:
        'A calendar of every return your permissions require, built from your accounting reference date and RegData schedule.',
    },
    {
      title: 'FIN060 and FSA056 returns',
      description:
        'Capital adequacy and activity returns prepared from your accounts, with own funds and requirements reconciled to the ledger.',
    },
    {
      title: 'Monthly safeguarding return',
      description:
        'The monthly safeguarding return prepared from your reconciliation records and checked against bank statements.',
    },
    {
      title: 'REP017 payment fraud reporting',
      description:
        'Fraud data extracted from your transaction and case systems and classified in line with the FCA’s reporting guidance.',
    },
    {
      title: 'REP-CRIM and REP018 support',
      description:
        'Financial crime and operational and security risk data gathered with your MLRO and risk team, and checked for consistency.',
    },
    {
      title: 'Review packs and sign-off',
      description:
        'A reconciliation and variance pack with every return, so the approving director can see where each figure came from.',
    },
  ],
  sources: [sources.sup16, sources.psrs2017, sources.emrs2011, sources.ps25_12],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-27',
};

export default page;
