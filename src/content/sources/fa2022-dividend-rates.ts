import type { Source } from '../types';

export const source = {
  title: 'Finance Act 2022, section 4: increase in rates of tax on dividend income',
  url: 'https://www.legislation.gov.uk/ukpga/2022/3/section/4',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the dividend additional rate of 39.35%';
