import type { Source } from '../types';

export const source = {
  title: 'The Income Tax (Digital Requirements) Regulations 2021, regulation 21 (income exemption)',
  url: 'https://www.legislation.gov.uk/uksi/2021/1076/regulation/21',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'MTD for Income Tax: the £50,000 threshold for 2026-27 (on 2024-25 income) and £30,000 for later years, regulation 21(3) as substituted by SI 2024/167 regulation 19';
