import type { Source } from '../types';

export const source = {
  title: 'HMRC VAT Notice 700/22: Making Tax Digital for VAT',
  url: 'https://www.gov.uk/government/publications/vat-notice-70022-making-tax-digital-for-vat',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'digital records and links for VAT';
