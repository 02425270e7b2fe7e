import type { Source } from '../types';

export const source = {
  title: 'Data (Use and Access) Act 2025',
  url: 'https://www.legislation.gov.uk/ukpga/2025/18/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the amendments to PECR and data protection law';
