import type { Source } from '../types';

export const source = {
  title: 'Companies Act 2006, sections 442 and 443: period allowed for filing accounts',
  url: 'https://www.legislation.gov.uk/ukpga/2006/46/section/443',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the Companies House accounts deadline';
