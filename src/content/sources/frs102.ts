import type { Source } from '../types';

export const source = {
  title: 'FRC: FRS 102, The Financial Reporting Standard applicable in the UK and Republic of Ireland',
  url: 'https://www.frc.org.uk/library/standards-codes-policy/accounting-and-reporting/uk-accounting-standards/frs-102/',
} satisfies Source;

/** What the site cites it for: kept beside it, never in a page's bundle (nothing there reads it). */
export const citedFor = 'UK accounting standards';
