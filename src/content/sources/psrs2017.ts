import type { Source } from '../types';

export const source = {
  title: 'The Payment Services Regulations 2017',
  url: 'https://www.legislation.gov.uk/uksi/2017/752/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'payment institutions: authorisation, registration, capital and safeguarding';
