import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, SUP 16: reporting requirements',
  url: 'https://handbook.fca.org.uk/handbook/sup16',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the FCA returns: FSA056 and FSA057 (SUP 16.13), FIN060, REP-CRIM, REP017, RMAR';
