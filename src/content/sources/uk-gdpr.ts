import type { Source } from '../types';

export const source = {
  title: 'UK General Data Protection Regulation',
  url: 'https://www.legislation.gov.uk/eur/2016/679/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'data protection rights and lawful bases';
