import type { Source } from '../types';

export const source = {
  title:
    'The Company, Limited Liability Partnership and Business (Names and Trading Disclosures) Regulations 2015, regulation 25',
  url: 'https://www.legislation.gov.uk/uksi/2015/17/regulation/25',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'the part of the UK, registered number and registered office on business letters (every email a visitor receives), order forms and websites';
