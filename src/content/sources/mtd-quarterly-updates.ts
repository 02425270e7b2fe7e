import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Use Making Tax Digital for Income Tax, send quarterly updates',
  url: 'https://www.gov.uk/guidance/use-making-tax-digital-for-income-tax/send-quarterly-updates',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'MTD for Income Tax quarterly update periods and deadlines';
