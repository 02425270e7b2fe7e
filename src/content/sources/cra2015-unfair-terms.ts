import type { Source } from '../types';

export const source = {
  title: 'Consumer Rights Act 2015, Part 2: unfair terms',
  url: 'https://www.legislation.gov.uk/ukpga/2015/15/part/2',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor =
  'an unfair term or consumer notice does not bind the consumer (section 62); no exclusion of liability for death or personal injury from negligence (section 65)';
