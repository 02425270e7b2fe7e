import type { Source } from '../types';

export const source = {
  title: 'Finance Act 2026, section 4: increase in dividend ordinary and upper rates',
  url: 'https://www.legislation.gov.uk/ukpga/2026/11/section/4',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the dividend ordinary rate of 10.75% and dividend upper rate of 35.75% from 2026-27';
