import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, CASS 7: client money',
  url: 'https://handbook.fca.org.uk/handbook/cass7',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'investment firms’ client money and its reconciliations';
