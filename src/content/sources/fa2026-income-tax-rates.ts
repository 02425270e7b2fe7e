import type { Source } from '../types';

export const source = {
  title: 'Finance Act 2026, section 2: main rates of income tax for tax year 2026-27',
  url: 'https://www.legislation.gov.uk/ukpga/2026/11/section/2',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the basic, higher and additional rates for 2026-27: 20%, 40% and 45%';
