import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Verifying your identity for Companies House',
  url: 'https://www.gov.uk/guidance/verifying-your-identity-for-companies-house',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'identity verification for directors and PSCs, and authorised agents';
