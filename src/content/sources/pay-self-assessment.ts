import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Pay your Self Assessment tax bill',
  url: 'https://www.gov.uk/pay-self-assessment-tax-bill',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'Self Assessment payment dates, and a due date on a weekend';
