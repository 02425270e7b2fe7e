import type { Source } from '../types';

export const source = {
  title: 'Finance Act 2004, section 192: relief at source for pension contributions',
  url: 'https://www.legislation.gov.uk/ukpga/2004/12/section/192',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the basic rate and higher rate limits extended by the gross amount of a personal pension contribution';
