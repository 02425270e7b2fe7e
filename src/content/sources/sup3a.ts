import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, SUP 3A: safeguarding audits of payment and e-money institutions',
  url: 'https://handbook.fca.org.uk/handbook/sup3a',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'who needs an annual safeguarding audit, the £100,000 and 53-week exemption, the qualified auditor';
