import type { Source } from '../types';

export const source = {
  title: 'Income Tax Act 2007, section 10: income charged at the basic, higher and additional rates',
  url: 'https://www.legislation.gov.uk/ukpga/2007/3/section/10',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the higher rate limit: twice the personal allowance plus the £100,000 at which the allowance starts to taper';
