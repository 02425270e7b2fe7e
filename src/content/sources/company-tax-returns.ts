import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Company Tax Returns',
  url: 'https://www.gov.uk/company-tax-returns',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the Company Tax Return deadline and penalties';
