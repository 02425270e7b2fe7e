import type { Source } from '../types';

export const source = {
  title: 'HMRC National Insurance Manual NIM24082: Class 4 structure',
  url: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim24082',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'Class 4: the main percentage between the lower and upper profits limits, and the additional 2% above';
