import type { SubsectorContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubsectorContent = {
  path: '/sectors/financial-services/crypto-digital-assets',
  title: 'Crypto and Digital Assets',
  subtitle: 'Accounting, tax and regulatory readiness for cryptoasset businesses and their investors.',
  metaDescription:
    'Accountants for UK crypto firms: FCA MLR registration support, HMRC cryptoasset tax, readiness for the new FCA crypto regime and audit preparation.',
  description: [
    'Cryptoasset exchange providers and custodian wallet providers doing business in the UK must be registered with the FCA under the Money Laundering Regulations, and the FCA expects applicants to show effective financial crime controls, credible financial projections and a finance function that can evidence where customer assets are held. A new regime, expected to start on 25 October 2027, brings cryptoasset activities within full FCA authorisation under the Financial Services and Markets Act 2000, with prudential requirements, conduct rules and regulatory reporting. MLR registration does not carry over: registered firms must apply for authorisation, and firms already authorised under FSMA must vary their permission. The FCA’s application period opened on 30 September 2026 and closes on 28 February 2027 (its gateway page, linked below, gives the dates that apply); the FCA has said it expects to decide applications made within it before the regime starts, and a firm that applies later may not be authorised in time. Capital, the custody of client assets and the quality of the numbers will all be examined.',
    'Tax follows HMRC’s Cryptoassets Manual, which treats exchange tokens as property rather than currency. For most individuals disposals fall within Capital Gains Tax, with matching and pooling rules applied token by token, while staking, lending, airdrops and DeFi arrangements each need their own analysis. For companies, tokens may fall within the intangible fixed asset rules or be taxed as trading stock, depending on how they are held and accounted for. Under the Cryptoasset Reporting Framework, UK service providers must also collect and report user and transaction information to HMRC.',
    'Audit is where crypto accounting is tested. An auditor needs evidence of the existence and ownership of on-chain balances, controls over private keys and wallets, a reliable valuation source and a clear accounting policy, since neither FRS 102 nor IFRS has a standard written for cryptoassets. We help you put that evidence in order, reconcile wallets and exchange accounts to the ledger, and present customer assets and liabilities in a way the auditor can sign off.',
  ],
  illustration: 'financial-services',
  services: [
    {
      title: 'FCA registration and authorisation',
      description:
        'Financial projections, capital calculations and finance-function documentation for MLR registration and for FSMA authorisation under the regime expected to start on 25 October 2027.',
    },
    {
      title: 'Corporate crypto tax',
      description:
        'Corporation tax analysis of token holdings, staking and mining income and token issues, set against HMRC’s Cryptoassets Manual.',
    },
    {
      title: 'Personal crypto tax',
      description:
        'Capital Gains Tax calculations applying the same-day, 30-day and section 104 pooling rules, and Self Assessment reporting for individual investors.',
    },
    {
      title: 'Wallet and exchange reconciliation',
      description:
        'Reconciling on-chain wallets, exchange sub-accounts and custody balances to your ledger and to what you owe customers.',
    },
    {
      title: 'Audit readiness',
      description:
        'Existence, ownership and valuation evidence, key-management control descriptions and accounting policies prepared before the auditor asks for them.',
    },
    {
      title: 'Cryptoasset Reporting Framework',
      description:
        'Working out whether you are a reporting provider and mapping the user and transaction data your systems must capture for HMRC.',
    },
  ],
  sources: [sources.cryptoGateway, sources.fsma2000, sources.mlrs2017, sources.cryptoassetsManual],
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-27',
  reviewBy: [
    { date: '2027-03-01', passage: 'closes on 28 February 2027' },
    { date: '2027-10-25', passage: 'expected to start on 25 October 2027' },
  ],
};

export default page;
