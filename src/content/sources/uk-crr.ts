import type { Source } from '../types';

export const source = {
  title: 'Capital Requirements Regulation (UK), Regulation (EU) No 575/2013 as it applies in the UK',
  url: 'https://www.legislation.gov.uk/eur/2013/575/contents',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'own funds definitions, and banks’ prudential reporting';
