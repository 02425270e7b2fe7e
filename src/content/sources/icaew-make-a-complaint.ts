import type { Source } from '../types';

export const source = {
  title: 'ICAEW: How to make a complaint',
  url: 'https://www.icaew.com/regulation/complaints-process/make-a-complaint',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'ICAEW looks only at ICAEW members and the firms it regulates; raise it with the accountant first, in writing, asking for a reply within 28 days; take legal advice at once for a civil claim, without waiting for ICAEW';
