import { addDays } from '../../platform/calendar/dates';
import type { TimeBound } from '../time-bound';
import { taxYears } from './index';
import { newest as newestEntry, penaltySeries, type FigureSeries } from './penalties';
import { thresholdSeries } from './thresholds';
import type { TaxYearRates } from './types';

/**
 * The money figures as statements time makes wrong (src/content/time-bound.ts): the newest tax
 * year's rates from the day the next tax year begins, and each series of penalty figures and thresholds (./thresholds.ts) from the
 * day a new year's law could change it. Until a reviewed module for the new year is added (or the
 * series' `reviewBy` moved on after reading its sources again), the build warns, health reports it
 * and `npm run check:launch` fails.
 */
export function figuresTimeBound(years: readonly TaxYearRates[] = taxYears): TimeBound[] {
  const newest = years.at(-1);
  const rates: TimeBound[] = newest
    ? [
        {
          where: 'figures: tax-year rates (src/content/tax-years)',
          what: `${newest.id} is the newest tax year with reviewed rates (checked on ${newest.checkedOn}); the next year begins without one`,
          reviewBy: addDays(newest.ends, 1),
        },
      ]
    : [];
  const series =
    (file: string) =>
    (one: FigureSeries<object>): TimeBound => ({
      where: `figures: ${one.name} (src/content/tax-years/${file})`,
      what: `checked on ${newestEntry(one).checkedOn}; a new year's law may change them`,
      reviewBy: one.reviewBy,
    });
  return [...rates, ...penaltySeries.map(series('penalties.ts')), ...thresholdSeries.map(series('thresholds.ts'))];
}
