import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: VAT registration',
  url: 'https://www.gov.uk/vat-registration',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the VAT registration threshold';
