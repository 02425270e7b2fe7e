import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Pay your Corporation Tax bill',
  url: 'https://www.gov.uk/pay-corporation-tax',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'paying Corporation Tax, and a due date on a weekend';
