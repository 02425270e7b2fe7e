import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, CASS 10A: the safeguarding resolution pack',
  url: 'https://handbook.fca.org.uk/handbook/cass10a',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the resolution pack of payment and e-money firms';
