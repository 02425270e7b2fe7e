import type { Source } from '../types';

export const source = {
  title: 'HMRC Company Taxation Manual CTM03925: small profits rate, marginal relief',
  url: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm03925',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the marginal relief formula, the 3/200 fraction with the 19% and 25% rates, and HMRC’s worked example';
