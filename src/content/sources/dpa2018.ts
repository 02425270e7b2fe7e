import type { Source } from '../types';

export const source = {
  title: 'Data Protection Act 2018',
  url: 'https://www.legislation.gov.uk/ukpga/2018/12/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'UK data protection law';
