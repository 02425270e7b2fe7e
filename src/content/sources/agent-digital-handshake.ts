import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Authorise an agent for taxes that use the digital handshake',
  url: 'https://www.gov.uk/guidance/authorise-an-agent-to-deal-with-certain-tax-services-for-you',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'VAT and Making Tax Digital for Income Tax: the agent sends a link, the client signs in and accepts';
