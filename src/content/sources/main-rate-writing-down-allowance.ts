import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Capital allowances, new first-year allowance and reducing main rate writing-down allowances',
  url: 'https://www.gov.uk/government/publications/new-first-year-allowance-and-main-rate-of-writing-down-allowances/capital-allowances-new-first-year-allowance-and-reducing-main-rate-writing-down-allowances',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the main pool rate from 18% to 14%, and the 40% first-year allowance';
