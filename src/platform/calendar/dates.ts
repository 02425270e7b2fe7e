/**
 * Calendar dates as ISO strings (YYYY-MM-DD), with arithmetic done in UTC so that the answer is the
 * same on the server, at build time and in a browser in any time zone. A date here is a day in the
 * calendar, not an instant: nothing in this module reads the machine's local time.
 */

/** A calendar date, "2027-01-31". */
export type IsoDate = `${number}-${number}-${number}`;

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 24 * 60 * 60 * 1000;

/** The date for a year, a month (1 to 12) and a day; months and days past the end roll over, as `Date.UTC` does. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) as IsoDate;
}

/** Year, month (1 to 12) and day of a date; throws on anything that is not a real YYYY-MM-DD date. */
export function dateParts(date: string): { year: number; month: number; day: number } {
  const match = isoPattern.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: "${date}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (isoDate(year, month, day) !== date) throw new RangeError(`Not a real date: "${date}"`);
  return { year, month, day };
}

/** True for a real YYYY-MM-DD date. */
export function isIsoDate(value: string): value is IsoDate {
  try {
    dateParts(value);
    return true;
  } catch {
    return false;
  }
}

function toUtc(date: IsoDate): number {
  const { year, month, day } = dateParts(date);
  return Date.UTC(year, month - 1, day);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtc(date) + days * dayMs).toISOString().slice(0, 10) as IsoDate;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / dayMs);
}

/** 0 for Sunday to 6 for Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function lastDayOfMonth(year: number, month: number): IsoDate {
  return isoDate(year, month, daysInMonth(year, month));
}

export function isLastDayOfMonth(date: IsoDate): boolean {
  const { year, month, day } = dateParts(date);
  return day === daysInMonth(year, month);
}

/** Year and month (1 to 12) `count` months after the month of `date`. */
export function monthAfter(date: IsoDate, count: number): { year: number; month: number } {
  const { year, month } = dateParts(date);
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * `count` calendar months after `date` by the corresponding-date rule: the same day of the month,
 * or the month's last day when it has no such day (31 January plus one month is 28 or 29 February).
 */
export function addMonths(date: IsoDate, count: number): IsoDate {
  const { day } = dateParts(date);
  const target = monthAfter(date, count);
  return isoDate(target.year, target.month, Math.min(day, daysInMonth(target.year, target.month)));
}

/** The earlier of two dates. */
export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}
