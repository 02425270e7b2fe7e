import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Pay Class 1A National Insurance',
  url: 'https://www.gov.uk/pay-class-1a-national-insurance',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'Class 1A payment dates';
