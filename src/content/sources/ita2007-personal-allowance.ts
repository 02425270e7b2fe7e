import type { Source } from '../types';

export const source = {
  title: 'Income Tax Act 2007, section 35: personal allowance',
  url: 'https://www.legislation.gov.uk/ukpga/2007/3/section/35',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the personal allowance, reduced by half of adjusted net income over £100,000 and rounded up to a whole pound';
