import type { Source } from '../types';

export const source = {
  title: 'The Provision of Services Regulations 2009',
  url: 'https://www.legislation.gov.uk/uksi/2009/2999/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the information a service provider must make available';
