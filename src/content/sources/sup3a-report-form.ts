import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, SUP 3A Annex 1: the form of the report',
  url: 'https://handbook.fca.org.uk/handbook/sup3a/sup3as11',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the form of the safeguarding report and the period it covers';
