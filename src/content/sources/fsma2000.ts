import type { Source } from '../types';

export const source = {
  title: 'Financial Services and Markets Act 2000',
  url: 'https://www.legislation.gov.uk/ukpga/2000/8/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'FCA authorisation';
