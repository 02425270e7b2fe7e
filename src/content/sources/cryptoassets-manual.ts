import type { Source } from '../types';

export const source = {
  title: 'HMRC Cryptoassets Manual',
  url: 'https://www.gov.uk/hmrc-internal-manuals/cryptoassets-manual',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the tax treatment of cryptoassets';
