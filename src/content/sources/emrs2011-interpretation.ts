import type { Source } from '../types';

export const source = {
  title: 'The Electronic Money Regulations 2011, regulation 2: interpretation',
  url: 'https://www.legislation.gov.uk/uksi/2011/99/regulation/2',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'what "electronic money institution" covers';
