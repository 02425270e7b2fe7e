import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Self-employed National Insurance rates',
  url: 'https://www.gov.uk/self-employed-national-insurance-rates',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'Class 2 treated as paid (not paid) by the self-employed with profits at or above the small profits threshold';
