import type { Source } from '../types';

export const source = {
  title: 'HMRC Self Assessment Manual SAM121025: individuals’ returns, filing dates',
  url: 'https://www.gov.uk/hmrc-internal-manuals/self-assessment-manual/sam121025',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'Self Assessment filing dates, online and on paper';
