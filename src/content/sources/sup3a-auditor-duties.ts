import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, SUP 3A.10: the safeguarding auditor',
  url: 'https://handbook.fca.org.uk/handbook/sup3a/sup3as10',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the auditor’s duties in a safeguarding audit';
