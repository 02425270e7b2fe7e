import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Prepare annual accounts for a private limited company, penalties for late filing',
  url: 'https://www.gov.uk/annual-accounts/penalties-for-late-filing',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'late filing penalties at Companies House';
