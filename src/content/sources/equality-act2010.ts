import type { Source } from '../types';

export const source = {
  title: 'Equality Act 2010',
  url: 'https://www.legislation.gov.uk/ukpga/2010/15/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'reasonable adjustments (the accessibility statement)';
