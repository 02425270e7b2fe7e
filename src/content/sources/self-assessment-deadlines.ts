import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Self Assessment tax returns, deadlines',
  url: 'https://www.gov.uk/self-assessment-tax-returns/deadlines',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'Self Assessment registration and return deadlines';
