import type { Source } from '../types';

export const source = {
  title: 'ICAEW helpsheet: Change of professional appointment, outgoing accountant',
  url: 'https://www.icaew.com/technical/practice-resources/practice-helpsheets/change-of-professional-appointment-outgoing-accountant',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'clients may change accountant; the outgoing accountant needs the client’s permission to reply, replies promptly and says so if there is nothing to raise';
