import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: How to meet Companies House’s identity verification standard',
  url: 'https://www.gov.uk/guidance/how-to-meet-companies-house-identity-verification-standard',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'what an authorised agent must check';
