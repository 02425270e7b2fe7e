import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Companies House personal codes for identity verification',
  url: 'https://www.gov.uk/guidance/companies-house-personal-codes-for-identity-verification',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the personal code a verified person receives';
