import type { Source } from '../types';

export const source = {
  title:
    'HMRC Self Assessment Legal Framework Manual SALF506A: penalties for failing to file a partnership return on time',
  url: 'https://www.gov.uk/hmrc-internal-manuals/self-assessment-legal-framework/salf506a',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'the £100 penalty on each partner for a late partnership return';
