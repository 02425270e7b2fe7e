import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, CASS 15.8: records and reconciliations',
  url: 'https://handbook.fca.org.uk/handbook/cass15/cass15s8',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'daily reconciliations of relevant funds';
