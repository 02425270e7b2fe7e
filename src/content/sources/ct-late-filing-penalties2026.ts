import type { Source } from '../types';

export const source = {
  title: 'GOV.UK policy paper: Increases to Corporation Tax late filing penalties (26 November 2025)',
  url: 'https://www.gov.uk/government/publications/corporation-tax-increases-to-late-filing-penalties/increases-to-corporation-tax-late-filing-penalties',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the fixed penalties doubled to £200, £400, £1,000 and £2,000 for returns whose filing date is on or after 1 April 2026';
