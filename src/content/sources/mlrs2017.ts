import type { Source } from '../types';

export const source = {
  title: 'The Money Laundering, Terrorist Financing and Transfer of Funds (Information on the Payer) Regulations 2017',
  url: 'https://www.legislation.gov.uk/uksi/2017/692/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'cryptoasset firms’ registration with the FCA and AML supervision';
