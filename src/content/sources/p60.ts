import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Payroll annual reporting, give employees a P60',
  url: 'https://www.gov.uk/payroll-annual-reporting/give-employees-p60-form',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the P60 deadline';
