import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Tax on dividends, how to report tax on dividends',
  url: 'https://www.gov.uk/tax-on-dividends/how-to-report-tax-on-dividends',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'dividends over £10,000 need a Self Assessment return; up to £10,000 a tax code change will do';
