import type { Source } from '../types';

export const source = {
  title: 'Value Added Tax Act 1994, Schedule 9: exemptions',
  url: 'https://www.legislation.gov.uk/ukpga/1994/23/schedule/9',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'VAT exemptions for finance, insurance and health';
