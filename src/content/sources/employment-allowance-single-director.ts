import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Single-director companies and Employment Allowance, further guidance',
  url: 'https://www.gov.uk/government/publications/employment-allowance-more-detailed-guidance/single-director-companies-and-employment-allowance-further-employer-guidance',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'no employment allowance for a company whose only employee paid above the secondary threshold is its director';
