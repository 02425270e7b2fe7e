import type { Source } from '../types';

export const source = {
  title: 'The Privacy and Electronic Communications (EC Directive) Regulations 2003',
  url: 'https://www.legislation.gov.uk/uksi/2003/2426/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'consent for storing information on a visitor’s device (cookies)';
