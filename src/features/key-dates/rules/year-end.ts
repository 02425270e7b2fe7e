import {
  addMonths,
  dateParts,
  isLastDayOfMonth,
  isoDate,
  lastDayOfMonth,
  monthAfter,
  daysInMonth,
  addDays,
  type IsoDate,
} from '../../../platform/calendar/dates';
import { formatDate } from '../../../platform/calendar/format';
import { actBy, keyDatesBetween, sortKeyDates } from './compute';
import { fillPeriod } from './move-note';
import type { KeyDate, KeyDateRule, YearEndOffset, YearEndRule } from './types';

/** The due date `offset` after an accounting period ending on `yearEnd`. */
export function dueAfterYearEnd(offset: YearEndOffset, yearEnd: IsoDate): IsoDate {
  switch (offset.kind) {
    case 'nine-months-and-a-day': {
      // CTM01800: a period ending on a month's last day is due on the first day of the tenth
      // month; otherwise the day after the corresponding day of the ninth month, or the first day
      // of the tenth month when the ninth has no such day.
      const ninth = monthAfter(yearEnd, 9);
      const tenthFirst = isoDate(ninth.year, ninth.month + 1, 1);
      const { day } = dateParts(yearEnd);
      if (isLastDayOfMonth(yearEnd) || day > daysInMonth(ninth.year, ninth.month)) return tenthFirst;
      return addDays(isoDate(ninth.year, ninth.month, day), 1);
    }
    case 'months':
      return addMonths(yearEnd, offset.months);
    case 'months-end-of-month': {
      if (!isLastDayOfMonth(yearEnd)) return addMonths(yearEnd, offset.months);
      const target = monthAfter(yearEnd, offset.months);
      return lastDayOfMonth(target.year, target.month);
    }
  }
}

/**
 * The same accounting year end `years` years on: a year ending on a month's last day keeps ending
 * on it (28 February 2027, 29 February 2028, 28 February 2029).
 */
export function yearEndShifted(yearEnd: IsoDate, years: number): IsoDate {
  if (!isLastDayOfMonth(yearEnd)) return addMonths(yearEnd, 12 * years);
  const { year, month } = dateParts(yearEnd);
  return lastDayOfMonth(year + years, month);
}

export interface CompanyDetails {
  /** The last day of one of the company's accounting years (any year: the others follow from it). */
  yearEnd: IsoDate;
  /** The VAT rules for the company's quarter ends, if it is VAT-registered. */
  vatRules?: readonly KeyDateRule[];
}

/**
 * A company's own deadlines from `from` to `to`: each year-end rule for every accounting year
 * whose deadline falls in the window, and the VAT returns for its quarter ends.
 */
export function companyKeyDates(
  company: CompanyDetails,
  rules: readonly YearEndRule[],
  from: IsoDate,
  to: IsoDate,
): KeyDate[] {
  const dates: KeyDate[] = [];
  // Deadlines run at most a year after a year end, so two years either side covers any window.
  const span = dateParts(to).year - dateParts(from).year + 2;
  for (let shift = -span; shift <= span; shift++) {
    const yearEnd = yearEndShifted(company.yearEnd, shift);
    for (const rule of rules) {
      const dueDate = dueAfterYearEnd(rule.offset, yearEnd);
      if (dueDate < from || dueDate > to) continue;
      dates.push({
        ruleId: rule.id,
        title: rule.title,
        summary: fillPeriod(rule.what, formatDate(yearEnd)),
        ...(rule.consequence ? { consequence: rule.consequence(dueDate) } : {}),
        dueDate,
        ...actBy(dueDate, rule),
        source: { title: rule.sources[0].title, url: rule.sources[0].url },
      });
    }
  }
  return sortKeyDates([...dates, ...keyDatesBetween(company.vatRules ?? [], from, to)]);
}
