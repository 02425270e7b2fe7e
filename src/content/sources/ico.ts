import type { Source } from '../types';

export const source = { title: 'Information Commissioner’s Office', url: 'https://ico.org.uk/' } satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the UK data protection regulator';
