import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: confirming plans to mandate the reporting of benefits in kind via payroll software',
  url: 'https://www.gov.uk/government/publications/reporting-and-paying-income-tax-and-class-1a-nics-on-benefits-in-kind-in-real-time/confirming-plans-to-mandate-the-reporting-of-benefits-in-kind-via-payroll-software-from-april-2026',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the plan to make payrolling benefits in kind mandatory';
