import {
  addDays,
  daysInMonth,
  isoDate,
  monthAfter,
  dateParts,
  lastDayOfMonth,
  type IsoDate,
} from '../../../platform/calendar/dates';
import { formatDate } from '../../../platform/calendar/format';
import { fillPeriod, moveNote } from './move-note';
import { workingDayOnOrBefore } from '../../../platform/calendar/working-days';
import type { KeyDate, KeyDateRule, NonWorkingDayRule, PeriodSpec } from './types';
import { taxYearEndedBefore } from './window';

/** The date to act by, as the rule's source says, and why it moved if it did. */
export function actBy(
  dueDate: IsoDate,
  rule: { onNonWorkingDay: NonWorkingDayRule; nonWorkingDayException?: string },
): Pick<KeyDate, 'date' | 'moveNote'> {
  if (rule.onNonWorkingDay === 'stands') return { date: dueDate };
  const date = workingDayOnOrBefore(dueDate);
  if (date === dueDate) return { date };
  return { date, moveNote: moveNote(dueDate, date, rule.nonWorkingDayException) };
}

/** What a deadline on `dueDate` is for: "2025 to 2026" (a tax year) or "5 January 2027" (a period's end). */
export function periodLabel(period: PeriodSpec, dueDate: IsoDate): string {
  if (period.kind === 'tax-year-ended') return taxYearEndedBefore(dueDate);
  const { year, month } = monthAfter(dueDate, -period.monthsBefore);
  const end = period.day === 'last' ? lastDayOfMonth(year, month) : isoDate(year, month, period.day);
  return formatDate(end);
}

/** A rule's deadline on `dueDate`, with its act-by date and wording filled in. */
export function keyDateOn(rule: KeyDateRule, dueDate: IsoDate): KeyDate {
  return {
    ruleId: rule.id,
    title: rule.title,
    summary: fillPeriod(rule.what, periodLabel(rule.period, dueDate)),
    ...(rule.consequence ? { consequence: rule.consequence } : {}),
    dueDate,
    ...actBy(dueDate, rule),
    // What a link shows: a source may carry more (the catalogue says what it is cited for).
    source: { title: rule.sources[0].title, url: rule.sources[0].url },
  };
}

/** Every deadline of `rules` due from `from` to `to` (inclusive), in date order. */
export function keyDatesBetween(rules: readonly KeyDateRule[], from: IsoDate, to: IsoDate): KeyDate[] {
  const dates: KeyDate[] = [];
  for (let year = dateParts(from).year; year <= dateParts(to).year; year++) {
    for (const rule of rules) {
      for (const month of rule.schedule.months) {
        const dueDate = isoDate(year, month, Math.min(rule.schedule.day, daysInMonth(year, month)));
        const { firstDue, lastDue } = rule.schedule;
        const applies =
          (firstDue === undefined || dueDate >= firstDue) && (lastDue === undefined || dueDate <= lastDue);
        if (applies && dueDate >= from && dueDate <= to) dates.push(keyDateOn(rule, dueDate));
      }
    }
  }
  return sortKeyDates(dates);
}

/** Date order; on the same date, by title, so that the order is stable. */
export function sortKeyDates(dates: KeyDate[]): KeyDate[] {
  return dates.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
}

/** The day a rule that ends must be re-read: the day after its last deadline; null for a rule that does not end. */
export function ruleReviewBy(rule: KeyDateRule): IsoDate | null {
  return rule.schedule.lastDue === undefined ? null : addDays(rule.schedule.lastDue, 1);
}
