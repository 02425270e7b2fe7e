import type { Source } from '../types';

export const source = {
  title: 'National Insurance Contributions (Secondary Class 1 Contributions) Act 2025',
  url: 'https://www.legislation.gov.uk/ukpga/2025/11/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the employer’s rate of 15%, the secondary threshold of £5,000 a year and the employment allowance of £10,500, from 6 April 2025';
