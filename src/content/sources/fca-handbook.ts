import type { Source } from '../types';

export const source = { title: 'The FCA Handbook', url: 'https://handbook.fca.org.uk/' } satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'where every FCA rule the site names can be read';
