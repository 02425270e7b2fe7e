import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: guidance to organisations on the offence of failure to prevent fraud',
  url: 'https://www.gov.uk/government/publications/offence-of-failure-to-prevent-fraud-introduced-by-eccta/economic-crime-and-corporate-transparency-act-2023-guidance-to-organisations-on-the-offence-of-failure-to-prevent-fraud-accessible-version',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the failure to prevent fraud offence and reasonable procedures';
