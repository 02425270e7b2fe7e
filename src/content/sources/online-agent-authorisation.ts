import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: How to use the Online Agent Authorisation to get authorised as a tax agent',
  url: 'https://www.gov.uk/guidance/how-to-use-the-online-agent-authorisation-to-get-authorised-as-a-tax-agent',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'Self Assessment, Corporation Tax and PAYE: HMRC posts the client a code within 7 working days, which the agent must enter within 30 days; not for VAT since 16 February 2024';
