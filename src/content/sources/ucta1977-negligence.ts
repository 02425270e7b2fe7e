import type { Source } from '../types';

export const source = {
  title: 'Unfair Contract Terms Act 1977, section 2: negligence liability',
  url: 'https://www.legislation.gov.uk/ukpga/1977/50/section/2',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'no notice excludes liability for death or personal injury from negligence; other negligence only where reasonable; consumer notices are under sections 62 and 65 of the Consumer Rights Act 2015';
