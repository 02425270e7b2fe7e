import type { Source } from '../types';

export const source = {
  title: 'Corporation Tax Act 2010, Part 3A: companies with small profits',
  url: 'https://www.legislation.gov.uk/ukpga/2010/4/part/3A',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the small profits rate, marginal relief and the £50,000 and £250,000 limits (section 18D)';
