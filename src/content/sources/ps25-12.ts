import type { Source } from '../types';

export const source = {
  title: 'FCA PS25/12: changes to the safeguarding regime for payments and e-money firms',
  url: 'https://www.fca.org.uk/publication/policy/ps25-12.pdf',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the safeguarding regime from 7 May 2026, including the new monthly safeguarding return';
