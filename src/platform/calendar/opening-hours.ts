import { addDays, dayOfWeek, type IsoDate } from './dates';
import { londonWallTime } from './london-time';

/**
 * Whether the office is open, in London time, given the days it closes (the contact page's status
 * line). Pure: the closures come in as data (`bankHolidayClosures` in ./closures.ts, computed at
 * build time), so a page that shows the status does not carry the bank-holiday file.
 */

export type DayName = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface WeeklyHours {
  /** The days the office opens, bank holidays apart. */
  days: readonly DayName[];
  /** 24-hour clock, "09:00". */
  opens: string;
  closes: string;
}

export interface Closure {
  /** The bank holiday's name as GOV.UK gives it, "Christmas Day". */
  name: string;
  date: IsoDate;
}

/** The days the office closes, and the last day that list is known to cover. */
export interface Closures {
  closed: readonly Closure[];
  knownUntil: IsoDate;
}

export type OpeningStatus =
  | { open: true; closes: string }
  /** `daysAhead`: 0 when it opens later today, 1 tomorrow, and so on. */
  | { open: false; opens: string; on: IsoDate; daysAhead: number };

const dayNames: readonly DayName[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The day of the week's name for a calendar date. */
export function dayName(date: IsoDate): DayName {
  return dayNames[dayOfWeek(date)] as DayName;
}

/**
 * Open or closed at `instant`, on a London clock: open from `opens` up to (not at) `closes`.
 * Null when the answer would need a day beyond what the closures cover: better no status than a
 * wrong one.
 */
export function openingStatus(instant: Date, hours: WeeklyHours, closures: Closures): OpeningStatus | null {
  const { date: today, time } = londonWallTime(instant);
  const closed = new Set(closures.closed.map(({ date }) => date));
  const opensOn = (date: IsoDate) => hours.days.includes(dayName(date)) && !closed.has(date);
  if (today > closures.knownUntil) return null;
  if (opensOn(today) && time >= hours.opens && time < hours.closes) return { open: true, closes: hours.closes };
  if (opensOn(today) && time < hours.opens) return { open: false, opens: hours.opens, on: today, daysAhead: 0 };
  // A fortnight is more than any run of weekends and bank holidays (Christmas to New Year is six days).
  for (let daysAhead = 1; daysAhead <= 14; daysAhead += 1) {
    const day = addDays(today, daysAhead);
    if (day > closures.knownUntil) return null;
    if (opensOn(day)) return { open: false, opens: hours.opens, on: day, daysAhead };
  }
  return null;
}
