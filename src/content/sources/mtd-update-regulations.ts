import type { Source } from '../../features/key-dates/rules/types';

export const source = {
  title: 'The Income Tax (Digital Requirements) Regulations 2021, regulation 7: quarterly updates',
  url: 'https://www.legislation.gov.uk/uksi/2021/1076/regulation/7',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'MTD for Income Tax quarterly update periods and deadlines';
