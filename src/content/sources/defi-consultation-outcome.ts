import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: The taxation of DeFi involving the lending and staking of cryptoassets, summary of responses',
  url: 'https://www.gov.uk/government/consultations/the-taxation-of-decentralised-finance-involving-the-lending-and-staking-of-cryptoassets/outcome/the-taxation-of-decentralised-finance-defi-involving-the-lending-and-staking-of-cryptoassets-summary-of-responses',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the proposed tax treatment of DeFi lending and staking';
