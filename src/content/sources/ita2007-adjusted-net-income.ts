import type { Source } from '../types';

export const source = {
  title: 'Income Tax Act 2007, section 58: meaning of “adjusted net income”',
  url: 'https://www.legislation.gov.uk/ukpga/2007/3/section/58',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the income the personal allowance taper looks at: net income less gross pension contributions paid under relief at source';
