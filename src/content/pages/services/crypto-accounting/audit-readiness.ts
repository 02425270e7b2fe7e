import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/crypto-accounting/audit-readiness',
  title: 'Audit Readiness for Crypto Firms',
  subtitle:
    'The evidence, controls and reconciliations an auditor needs before it can sign off a crypto business’s accounts.',
  metaDescription:
    'Audit readiness for crypto firms: proof of wallet control, on-chain reconciliations, custodian evidence, controls and audit files prepared before fieldwork.',
  description: [
    'Crypto businesses often struggle to find an auditor, and audits that start unprepared can overrun or end in a qualified opinion. Auditors must obtain evidence that recorded tokens exist and that the company controls them, which means proving control of private keys, reconciling ledgers to the blockchain and relying on custodians’ own controls reports. Exchanges and custodian wallet providers registered with the FCA under the Money Laundering Regulations face further scrutiny, and will need FCA authorisation under FSMA once the new cryptoasset regime starts (expected on 25 October 2027), while investors increasingly ask for audited accounts before committing capital.',
    'Preparation starts months before the year end. We map every wallet and exchange account, test how the firm would demonstrate control of each one, and reconcile the sub-ledger to on-chain balances and custodian statements. Gaps in controls, such as key management, access rights and manual journals, are reported with fixes to make before the period closes. At the year end we assemble the evidence file your auditor will request and join the planning meeting, so fieldwork starts with answers rather than questions.',
  ],
  illustration: 'crypto-accounting',
  summary:
    'Evidence of wallet ownership, custody controls and balance reconciliations assembled before your auditors arrive, so that fieldwork runs to plan.',
  services: [
    {
      title: 'Wallet and account inventory',
      description:
        'A complete register of hot, cold and exchange wallets, their owners and signers, reconciled to the general ledger.',
    },
    {
      title: 'Proof of control procedures',
      description:
        'Procedures such as signed messages or test transactions to show the company controls each wallet at the year end.',
    },
    {
      title: 'On-chain and custodian reconciliations',
      description:
        'Year-end balances reconciled to blockchain data and custodian confirmations, with controls reports for third-party custody obtained.',
    },
    {
      title: 'Controls gap assessment',
      description:
        'Review of key management, access, approvals and reconciliations, with practical fixes to make before the year end.',
    },
    {
      title: 'Audit evidence file',
      description:
        'Policies, reconciliations, pricing evidence, cut-off analysis and related-party information organised to the auditor’s request list.',
    },
    {
      title: 'Auditor liaison',
      description:
        'Support in selecting an auditor and in planning, and a point of contact during fieldwork to resolve queries quickly.',
    },
  ],
  sources: [sources.cryptoGateway, sources.mlrs2017],
  linksToIndependence: true,
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
