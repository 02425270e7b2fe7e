import type { Source } from '../types';

export const source = {
  title: 'The Money Laundering Regulations 2017, regulation 28: customer due diligence measures',
  url: 'https://www.legislation.gov.uk/uksi/2017/692/regulation/28',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'identify and verify a new client (and, for a company, its name, number, registered office and beneficial owners) when a business relationship is established (regulation 27(1)(a))';
