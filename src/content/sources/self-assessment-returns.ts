import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Self Assessment tax returns',
  url: 'https://www.gov.uk/self-assessment-tax-returns',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'who must send a Self Assessment return';
