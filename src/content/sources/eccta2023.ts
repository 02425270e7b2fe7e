import type { Source } from '../types';

export const source = {
  title: 'Economic Crime and Corporate Transparency Act 2023',
  url: 'https://www.legislation.gov.uk/ukpga/2023/56/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'identity verification at Companies House and the failure to prevent fraud offence';
