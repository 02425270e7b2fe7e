import type { Source } from '../types';

export const source = {
  title:
    'Finance Act 2021, section 5: basic rate limit and personal allowance for future tax years (as amended by Finance Act 2023, section 5)',
  url: 'https://www.legislation.gov.uk/ukpga/2021/26/section/5',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the personal allowance of £12,570 and the basic rate limit of £37,700 for the tax years 2022-23 to 2027-28';
