import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Work out your qualifying income for Making Tax Digital for Income Tax',
  url: 'https://www.gov.uk/guidance/work-out-your-qualifying-income-for-making-tax-digital-for-income-tax',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'MTD for Income Tax thresholds and start dates';
