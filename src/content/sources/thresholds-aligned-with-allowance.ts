import type { Source } from '../types';

export const source = {
  title:
    'GOV.UK policy paper: National Insurance, increase to the Primary Threshold and the Lower Profits Limit (23 March 2022)',
  url: 'https://www.gov.uk/government/publications/national-insurance-primary-threshold-and-the-lower-profits-limit-increase-and-associated-class-2-changes-in-2022-to-2023-tax-year/national-insurance-increase-to-primary-threshold-and-the-lower-profits-limit-and-reduction-in-class-2-liability-of-those-earning-between-the-small-pr',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the primary threshold and the Class 4 lower profits limit aligned with the £12,570 personal allowance, and kept aligned';
