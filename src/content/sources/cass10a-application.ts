import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, CASS 10A.1: application and purpose of the resolution pack',
  url: 'https://handbook.fca.org.uk/handbook/cass10a/cass10as1',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'who must keep a safeguarding resolution pack, and why';
