import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: what the Construction Industry Scheme is',
  url: 'https://www.gov.uk/what-is-the-construction-industry-scheme',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the Construction Industry Scheme';
