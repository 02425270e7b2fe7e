import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, CASS 6: custody rules',
  url: 'https://handbook.fca.org.uk/handbook/cass6',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'safe custody assets held for clients';
