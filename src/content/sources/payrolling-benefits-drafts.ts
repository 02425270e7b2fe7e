import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: draft guidance and legislation to aid preparation for reporting benefits in kind in real time',
  url: 'https://www.gov.uk/guidance/draft-guidance-and-legislation-to-aid-preparation-for-reporting-benefits-in-kind-in-real-time',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the draft regulations and guidance on payrolling benefits in kind';
