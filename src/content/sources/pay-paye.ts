import type { Source } from '../types';

export const source = { title: 'GOV.UK: Pay employers’ PAYE', url: 'https://www.gov.uk/pay-paye-tax' } satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'PAYE payment dates, and a due date on a weekend';
