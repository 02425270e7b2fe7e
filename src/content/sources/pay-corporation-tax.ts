import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Pay your Corporation Tax bill',
  url: 'https://www.gov.uk/pay-corporation-tax',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'paying Corporation Tax: 9 months and a day after the period for taxable profits up to £1.5 million, and a due date on a weekend';
