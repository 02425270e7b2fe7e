import type { Source } from '../types';

export const source = {
  title: 'ICAEW: Complainants, FAQs on the disciplinary process',
  url: 'https://www.icaew.com/regulation/complaints-process/make-a-complaint/faqs-on-the-disciplinary-process-for-complainant',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'ICAEW does not get involved in contractual fee disputes; it deals with a complaint through its own staff';
