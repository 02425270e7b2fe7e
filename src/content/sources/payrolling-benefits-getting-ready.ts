import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: draft guidance, getting ready for mandatory payrolling of benefits in kind',
  url: 'https://www.gov.uk/guidance/draft-guidance-and-legislation-to-aid-preparation-for-reporting-benefits-in-kind-in-real-time/getting-ready-for-mandatory-payrolling-of-benefits-in-kind',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'registering to payroll loans and accommodation voluntarily in 2027 to 2028, by 5 April 2027';
