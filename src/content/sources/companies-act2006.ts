import type { Source } from '../types';

export const source = {
  title: 'Companies Act 2006',
  url: 'https://www.legislation.gov.uk/ukpga/2006/46/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'company accounts, audit and its exemptions';
