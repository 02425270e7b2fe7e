import type { Source } from '../types';

export const source = {
  title: 'Employment (Allocation of Tips) Act 2023',
  url: 'https://www.legislation.gov.uk/ukpga/2023/13/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'passing tips to workers';
