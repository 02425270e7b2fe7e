import type { Source } from '../types';

export const source = {
  title: 'Finance Act 2004, section 190: annual limit for relief on a member’s contributions',
  url: 'https://www.legislation.gov.uk/ukpga/2004/12/section/190',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'relief on a member’s contributions limited to the greater of the basic amount, £3,600, and their relevant UK earnings';
