import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, CASS 15: safeguarding',
  url: 'https://handbook.fca.org.uk/handbook/cass15',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the relevant funds rules for payment and e-money firms since 7 May 2026';
