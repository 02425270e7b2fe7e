import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: draft guidance on reporting benefits in kind in real time, introduction',
  url: 'https://www.gov.uk/guidance/draft-guidance-and-legislation-to-aid-preparation-for-reporting-benefits-in-kind-in-real-time/introduction',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the draft guidance on payrolling benefits in kind';
