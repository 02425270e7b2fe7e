import type { Source } from '../types';

export const source = {
  title: 'HMRC Corporate Intangibles Research and Development Manual',
  url: 'https://www.gov.uk/hmrc-internal-manuals/corporate-intangibles-research-and-development-manual',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'R&D relief';
