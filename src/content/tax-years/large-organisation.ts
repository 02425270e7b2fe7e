import type { DatedFigures } from './penalties';
import type { Cited, Pence } from './types';

/**
 * Economic Crime and Corporate Transparency Act 2023 s201: a "large organisation", within the
 * failure to prevent fraud offence (s199, in force since 1 September 2025), met two or more of
 * these in the financial year before the year of the fraud.
 */
export interface LargeOrganisation {
  /** Turnover more than this. */
  turnover: Cited<Pence>;
  /** Balance sheet total more than this. */
  balanceSheetTotal: Cited<Pence>;
  /** More employees than this. */
  employees: Cited<number>;
}

/* What a page reads, apart from its dates (the series the build reports is ./thresholds.ts). */
export const largeOrganisationFigures: LargeOrganisation = {
  turnover: { value: 3_600_000_000, source: 'eccta2023' },
  balanceSheetTotal: { value: 1_800_000_000, source: 'eccta2023' },
  employees: { value: 250, source: 'eccta2023' },
};

export const largeOrganisationEntries: [DatedFigures<LargeOrganisation>] = [
  { from: '2025-09-01', checkedOn: '2026-11-28', figures: largeOrganisationFigures },
];
