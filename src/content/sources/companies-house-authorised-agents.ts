import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Being an Authorised Corporate Service Provider (Companies House authorised agent)',
  url: 'https://www.gov.uk/guidance/being-an-authorised-corporate-service-provider',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'an authorised agent is supervised for anti-money laundering; who must register now, and that every filing agent will have to in future';
