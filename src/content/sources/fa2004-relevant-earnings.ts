import type { Source } from '../types';

export const source = {
  title: 'Finance Act 2004, section 189: relevant UK individuals and relevant UK earnings',
  url: 'https://www.legislation.gov.uk/ukpga/2004/12/section/189',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'relevant UK earnings: employment income and trading profits, not dividends';
