import type { Source } from '../types';

export const source = {
  title: 'National Insurance Contributions (Reduction in Rates) Act 2024, section 1',
  url: 'https://www.legislation.gov.uk/ukpga/2024/5/section/1',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the main primary Class 1 percentage of 8% and the main Class 4 percentage of 6% from 6 April 2024';
