import type { Source } from '../types';

export const source = {
  title: 'FCA Handbook, MIFIDPRU 4: own funds requirements of MiFID investment firms',
  url: 'https://handbook.fca.org.uk/handbook/mifidpru4',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the prudential regime of MiFID investment firms (wealth and asset managers)';
