import type { Source } from '../types';

export const source = { title: 'GOV.UK: Pay your VAT bill', url: 'https://www.gov.uk/pay-vat' } satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'paying VAT, and a due date on a weekend';
