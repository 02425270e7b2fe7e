import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Welsh Income Tax',
  url: 'https://www.gov.uk/welsh-income-tax',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the Welsh rates of income tax, the same as England’s and Northern Ireland’s for 2026-27';
