import type { Source } from '../types';

export const source = {
  title: 'HMRC National Insurance Manual NIM01208: Class 1 structure, not contracted-out rates',
  url: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01208',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the employee’s main (8%) and additional (2%) Class 1 percentages';
