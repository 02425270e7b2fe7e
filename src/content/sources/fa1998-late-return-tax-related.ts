import type { Source } from '../types';

export const source = {
  title: 'Finance Act 1998, Schedule 18, paragraph 18: tax-related penalty for failure to deliver a company tax return',
  url: 'https://www.legislation.gov.uk/ukpga/1998/36/schedule/18/paragraph/18',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  '10% of the unpaid tax once a Company Tax Return is 18 months after the period, 20% after two years';
