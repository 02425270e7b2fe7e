import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: VAT Returns, deadlines',
  url: 'https://www.gov.uk/vat-returns/deadlines',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'VAT returns due 1 calendar month and 7 days after the period';
