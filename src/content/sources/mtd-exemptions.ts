import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Find out if you can get an exemption from Making Tax Digital for Income Tax',
  url: 'https://www.gov.uk/guidance/find-out-if-you-can-get-an-exemption-from-making-tax-digital-for-income-tax',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'MTD for Income Tax exemptions';
