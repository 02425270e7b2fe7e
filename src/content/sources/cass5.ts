import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, CASS 5: client money for insurance distribution',
  url: 'https://handbook.fca.org.uk/handbook/cass5',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'insurance intermediaries’ client money';
