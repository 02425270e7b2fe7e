import type { Source } from '../types';

export const source = {
  title: 'National Insurance Contributions Act 2014, section 1: the employment allowance',
  url: 'https://www.legislation.gov.uk/ukpga/2014/2/section/1',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'one employment allowance an employer, set against its secondary Class 1 on all its employees’ earnings in the year';
