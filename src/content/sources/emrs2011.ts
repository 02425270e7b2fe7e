import type { Source } from '../types';

export const source = {
  title: 'The Electronic Money Regulations 2011',
  url: 'https://www.legislation.gov.uk/uksi/2011/99/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'e-money institutions: authorisation, registration, capital and safeguarding';
