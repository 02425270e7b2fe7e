import type { Source } from '../types';

export const source = {
  title: 'ICAEW Code of Ethics (in force from 1 July 2025): section 320, professional appointments',
  url: 'https://www.icaew.com/technical/trust-and-ethics/ethics/code-of-ethics',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'a new accountant asks the existing one, with the client’s permission, whether there is any reason not to act (R320.4 and its safeguards)';
