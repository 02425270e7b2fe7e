import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/crypto-accounting/digital-asset-accounting',
  title: 'Digital Asset Accounting',
  subtitle:
    'Accounting policies, sub-ledgers and month-end reconciliations for businesses that hold or handle cryptoassets.',
  metaDescription:
    'Digital asset accounting under FRS 102 and UK-adopted IAS: cryptoasset policies, wallet reconciliations, valuation, revenue and client asset treatment.',
  description: [
    'Neither FRS 102 nor UK-adopted international accounting standards have a standard written for cryptoassets, so businesses apply the existing ones and must justify the result. Under IFRS the IFRS Interpretations Committee concluded that most cryptocurrencies are intangible assets under IAS 38, or inventory under IAS 2 when held for sale in the ordinary course of business. FRS 102 leads to similar judgements. Exchanges, custodians, token issuers and companies paid in crypto also face questions about client holdings, revenue recognition and which prices to use at period end.',
    'We help finance teams turn those judgements into a working process. First we document accounting policies for each type of token and activity, with the reasoning an auditor will want to see. Then we set up a sub-ledger that draws data from wallets, exchanges and custodians, reconcile it to the blockchain and to the general ledger each month, and apply a consistent pricing source at period end. The result is a set of crypto balances the finance team can stand behind.',
  ],
  illustration: 'crypto-accounting',
  summary:
    'Recognition, measurement and disclosure of the cryptoassets your business holds, with a sub-ledger reconciled to on-chain and custodian balances.',
  services: [
    {
      title: 'Accounting policy papers',
      description:
        'Documented policies for each token type and activity under FRS 102 or UK-adopted IAS, setting out the judgements made and why.',
    },
    {
      title: 'Crypto sub-ledger set-up',
      description:
        'A sub-ledger fed from wallets, exchanges and custodians, mapped to your chart of accounts and posted as summarised journals.',
    },
    {
      title: 'Monthly wallet reconciliations',
      description:
        'Balances per sub-ledger reconciled to on-chain data and custodian statements, with every difference explained.',
    },
    {
      title: 'Period-end valuation and impairment',
      description:
        'A documented pricing source and cut-off time, with revaluation or impairment applied according to your policy.',
    },
    {
      title: 'Revenue recognition',
      description:
        'Treatment of trading fees, spreads, staking rewards and token sales analysed and recorded consistently each month.',
    },
    {
      title: 'Client holdings analysis',
      description:
        'Assessment of whether cryptoassets held for customers belong on your balance sheet, and the disclosures that follow.',
    },
  ],
  sources: [sources.frs102, sources.cryptoassetsManual],
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
