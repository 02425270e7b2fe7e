import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Expenses and benefits for employers, reporting and paying',
  url: 'https://www.gov.uk/employer-reporting-expenses-benefits',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'P11D and P11D(b) deadlines';
