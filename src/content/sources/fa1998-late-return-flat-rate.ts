import type { Source } from '../types';

export const source = {
  title: 'Finance Act 1998, Schedule 18, paragraph 17: flat-rate penalty for failure to deliver a company tax return',
  url: 'https://www.legislation.gov.uk/ukpga/1998/36/schedule/18/paragraph/17',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the fixed penalties for a late Company Tax Return, and the higher ones for a third late return in a row';
