import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, SUP 3A.9: the safeguarding report',
  url: 'https://handbook.fca.org.uk/handbook/sup3a/sup3as9',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'what the safeguarding auditor reports to the FCA, and when';
