import type { Source } from '../types';

export const source = {
  title: 'Data Protection Act 2018, section 164A: complaints by data subjects',
  url: 'https://www.legislation.gov.uk/ukpga/2018/12/section/164A',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the duty to facilitate data protection complaints';
