import type { Source } from '../types';

export const source = {
  title: 'HMRC Company Taxation Manual CTM01800: Corporation Tax due date of payment',
  url: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm01800',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'Corporation Tax due 9 months and 1 day after the accounting period';
