import type { ServiceAreaContent } from '../../types';
import * as sources from '../../sources';

const page: ServiceAreaContent = {
  path: '/services/crypto-accounting',
  title: 'Crypto Accounting',
  subtitle: 'Tax and accounting for cryptoassets, grounded in HMRC’s guidance and the standards auditors apply.',
  metaDescription:
    'Crypto tax and accounting in London: capital gains on cryptoassets, staking and DeFi income, digital asset accounting and audit readiness for crypto firms.',
  description: [
    'HMRC does not treat cryptoassets as currency. Its Cryptoassets Manual sets out how gains and income are taxed, and the answer depends on what you hold, how you acquired it and what you do with it. For individuals, disposals are usually within capital gains tax, matched under the same-day and 30-day rules before a pooled cost is used for each token, while staking rewards, mining and some airdrops can be income. We rebuild your history from exchange and wallet data, test it for gaps and report the result through Self Assessment.',
    'Businesses face different questions. Cryptoassets held by a company are generally accounted for as intangible assets, or as inventory where they are held for sale in the ordinary course of business, under FRS 102 or UK-adopted IAS, and the choice affects both reported profit and tax. We build sub-ledgers that reconcile to on-chain balances and custodian statements, draft accounting policies that fit your activities, and prepare exchanges, custodians and token issuers for their auditors’ questions on existence, ownership and valuation.',
  ],
  illustration: 'crypto-accounting',
  card: {
    description:
      'Tax and accounting for cryptoasset investors, traders and businesses, following HMRC’s Cryptoassets Manual and the accounting standards your auditors will test against.',
    details: [
      'Capital gains under the pooling, same-day and 30-day rules',
      'Staking, mining, airdrops and DeFi returns treated correctly',
      'Wallet and exchange data reconciled to the ledger',
      'Digital asset accounting under FRS 102 and UK-adopted IAS',
      'Audit readiness for exchanges, custodians and token issuers',
    ],
  },
  services: [
    {
      title: 'Cryptoasset capital gains',
      description:
        'Gains and losses calculated from your exchange and wallet records using HMRC’s matching and pooling rules.',
    },
    {
      title: 'Staking, mining and DeFi income',
      description:
        'Rewards, airdrops and DeFi lending or liquidity returns analysed and treated as income or capital in line with HMRC guidance.',
    },
    {
      title: 'HMRC letters and disclosures',
      description:
        'Help if HMRC has written to you about cryptoassets, or if earlier returns need correcting through a voluntary disclosure.',
    },
    {
      title: 'Digital asset accounting policies',
      description:
        'Recognition, measurement and disclosure policies for cryptoassets under FRS 102 or UK-adopted IAS, documented for your board and auditors.',
    },
    {
      title: 'Crypto sub-ledger reconciliation',
      description:
        'Wallet, exchange and custodian balances reconciled to the general ledger each month, with every difference investigated.',
    },
    {
      title: 'Audit readiness for crypto firms',
      description:
        'Evidence of existence, ownership and custody controls prepared in advance, so that your auditors can complete fieldwork to plan.',
    },
  ],
  sources: [sources.cryptoassetsManual, sources.frs102],
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
