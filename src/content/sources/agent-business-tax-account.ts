import type { Source } from '../types';

export const source = {
  title: 'GOV.UK: Authorise an agent for certain taxes through your business tax account',
  url: 'https://www.gov.uk/guidance/authorise-an-agent-for-certain-taxes-through-your-business-tax-account',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'authorisation is per tax; PAYE and VAT can be authorised in the business tax account; never share sign-in details with an agent';
