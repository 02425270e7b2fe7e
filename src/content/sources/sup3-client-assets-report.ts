import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, SUP 3.10: the auditor’s client assets report',
  url: 'https://handbook.fca.org.uk/handbook/sup3/sup3s10',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the CASS audit: the client assets report an investment firm’s auditor sends the FCA';
