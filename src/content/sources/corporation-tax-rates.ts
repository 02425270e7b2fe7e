import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Corporation Tax rates and allowances',
  url: 'https://www.gov.uk/corporation-tax-rates',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'Corporation Tax rates';
