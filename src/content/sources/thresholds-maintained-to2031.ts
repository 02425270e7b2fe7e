import type { Source } from '../types';

export const source = {
  title:
    'GOV.UK policy paper: maintaining the Personal Allowance, the basic rate limit and equivalent National Insurance thresholds until 5 April 2031 (26 November 2025)',
  url: 'https://www.gov.uk/government/publications/maintaining-income-tax-and-equivalent-national-insurance-contributions-thresholds-until-5-april-2031/income-tax-maintaining-the-personal-allowance-and-the-basic-rate-limit-for-income-tax-and-equivalent-national-insurance-contributions-thresholds-unt',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the upper earnings limit and upper profits limit kept aligned with the higher rate threshold at £50,270';
