import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Rates and thresholds for employers 2026 to 2027',
  url: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the lower earnings limit of £6,708 a year (£129 a week) for 2026-27';
