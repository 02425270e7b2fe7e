import type { DatedFigures } from './penalties';
import type { Cited, Pence } from './types';

/** Dividends above the allowance: up to this, HMRC can collect the tax through a tax code; above it, a Self Assessment return. */
export interface DividendsReporting {
  selfAssessmentAbove: Cited<Pence>;
}

/* What a page reads, apart from its dates (the series the build reports is ./thresholds.ts). */
export const dividendsReportingFigures: DividendsReporting = {
  selfAssessmentAbove: { value: 1_000_000, source: 'dividendsReporting' },
};

export const dividendsReportingEntries: [DatedFigures<DividendsReporting>] = [
  { from: '2026-04-06', checkedOn: '2026-11-28', figures: dividendsReportingFigures },
];
