import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/crypto-accounting/cryptoasset-tax',
  title: 'Cryptoasset Tax',
  subtitle: 'Capital gains and income tax on cryptoassets calculated the way HMRC’s Cryptoassets Manual expects.',
  metaDescription:
    'Cryptoasset tax for individuals and companies: capital gains pooling, staking and DeFi income, HMRC disclosures and reporting in line with HMRC’s guidance.',
  description: [
    'HMRC does not regard cryptoassets as money. For most individuals they are chargeable assets, so each sale, swap for another token or use to pay for goods is a disposal for capital gains tax, calculated using pooling and the same-day and 30-day matching rules. Staking rewards, mining and tokens received for work are usually income. HMRC’s Cryptoassets Manual sets out its views on DeFi lending and staking, airdrops and losses. In its consultation outcome of 26 November 2025 the government said it is developing a “no gain, no loss” approach for cryptoasset lending and liquidity pools, so that tax would arise on a genuine economic disposal rather than each time tokens move into or out of a protocol; it is not yet law, so HMRC’s current view still applies, and since 1 January 2026 UK cryptoasset service providers have collected users’ details and transactions to report to HMRC under the Cryptoasset Reporting Framework.',
    'Most people’s difficulty is data: thousands of transactions across exchanges, wallets and chains, some of which no longer exist. We gather exchange exports and wallet addresses, reconcile them in specialist software (on our own subscription, included in our fee), and correct the transfers between your own wallets that tools often misread as disposals. Gains and income are then calculated by tax year and entered on your return. Where earlier years were under-reported, we quantify the position and make a disclosure to HMRC before HMRC contacts you.',
  ],
  illustration: 'crypto-accounting',
  summary:
    'Gains and income on tokens calculated from your exchange and wallet records under HMRC’s rules, and reported through Self Assessment or the company return.',
  services: [
    {
      title: 'Transaction data reconciliation',
      description:
        'Exchange exports and on-chain wallet histories combined and reconciled, with internal transfers correctly matched.',
    },
    {
      title: 'Capital gains calculations',
      description:
        'Gains computed with section 104 pooling and the same-day and 30-day rules, for each tax year and each token.',
    },
    {
      title: 'Staking, mining and airdrop income',
      description:
        'Income from staking, mining, airdrops and tokens received for services valued and taxed at the right time.',
    },
    {
      title: 'DeFi transaction analysis',
      description:
        'Lending, liquidity pool and wrapped token transactions analysed against HMRC’s published view of when a disposal occurs.',
    },
    {
      title: 'Disclosure of past years',
      description:
        'Quantifying under-reported gains and income and disclosing them to HMRC, including responses to HMRC’s letters to crypto investors.',
    },
    {
      title: 'Company cryptoasset tax',
      description:
        'Corporation tax treatment of tokens held by companies as trading stock or intangible fixed assets, including staking and lending returns.',
    },
  ],
  sources: [sources.cryptoassetsManual, sources.defiConsultationOutcome],
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
