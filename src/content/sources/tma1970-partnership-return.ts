import type { Source } from '../types';

export const source = {
  title: 'Taxes Management Act 1970, section 12AA: partnership return, the filing date',
  url: 'https://www.legislation.gov.uk/ukpga/1970/9/section/12AA',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the partnership return’s filing dates';
