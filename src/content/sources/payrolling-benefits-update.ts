import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: technical note, mandating the reporting of benefits in kind through payroll software (an update)',
  url: 'https://www.gov.uk/government/publications/reporting-and-paying-income-tax-and-class-1a-national-insurance-contributions-on-benefits-in-kind-in-real-time-an-update/technical-note-mandating-the-reporting-of-benefits-in-kind-and-expenses-through-payroll-software-an-update',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'payrolling benefits in kind from 6 April 2027';
