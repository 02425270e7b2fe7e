import type { Source } from '../types';

export const source = {
  title: 'Finance Act 2023, section 7: dividend nil rate',
  url: 'https://www.legislation.gov.uk/ukpga/2023/1/section/7',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the dividend allowance (dividend nil rate) of £500 from 2024-25';
