import { minDate, type IsoDate } from '../../../platform/calendar/dates';
import { bankHolidayCoverage } from '../../../platform/calendar/working-days';
import { keyDatesBetween } from '../rules/compute';
import type { AudienceId, KeyDate } from '../rules/types';
import { feedEndWarning, keyDateWindow, rulesReviewWarning } from '../rules/window';
import { keyDateRules, keyDateRulesReviewedOn } from './rules';

/**
 * The dates the page and the feeds cover from `today`: to the end of the next tax year, or to the
 * end of the bank holidays on file if they run out first (a date cannot be moved off a holiday
 * nobody has published yet).
 */
export function keyDateRange(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const window = keyDateWindow(today);
  return { from: window.from, to: minDate(window.to, bankHolidayCoverage.to) };
}

/** An audience's deadlines over `range`, in date order. */
export function keyDatesForAudience(audience: AudienceId, range: { from: IsoDate; to: IsoDate }): KeyDate[] {
  const rules = keyDateRules.filter((rule) => rule.audiences.includes(audience));
  return keyDatesBetween(rules, range.from, range.to);
}

/** The key dates' warnings as of `today`: rules not reviewed this tax year, feeds that would end within six months. */
export function keyDateWarnings(today: IsoDate): string[] {
  return [rulesReviewWarning(today, keyDateRulesReviewedOn), feedEndWarning(today, keyDateRange(today).to)].filter(
    (warning): warning is string => warning !== null,
  );
}
