import { addDays, dayOfWeek, type IsoDate } from './dates';
import { londonWallTime } from './london-time';
import { bankHolidayCoverage, bankHolidays, isBankHoliday } from './working-days';

/**
 * Whether the office is open, in London time with England-and-Wales bank holidays, and the bank
 * holidays it closes for (the contact page's status line and the firm's structured data).
 */

export type DayName = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface WeeklyHours {
  /** The days the office opens, bank holidays apart. */
  days: readonly DayName[];
  /** 24-hour clock, "09:00". */
  opens: string;
  closes: string;
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

/** True when the office opens on `date`: one of its days and not a bank holiday. */
function opensOn(date: IsoDate, hours: WeeklyHours): boolean {
  return hours.days.includes(dayName(date)) && !isBankHoliday(date);
}

/**
 * Open or closed at `instant`, on a London clock: open from `opens` up to (not at) `closes`.
 * Null when the answer would need bank holidays beyond the file (src/lib/calendar/bank-holidays.json):
 * better no status than a wrong one.
 */
export function openingStatus(instant: Date, hours: WeeklyHours): OpeningStatus | null {
  const { date: today, time } = londonWallTime(instant);
  try {
    if (opensOn(today, hours) && time >= hours.opens && time < hours.closes)
      return { open: true, closes: hours.closes };
    if (opensOn(today, hours) && time < hours.opens)
      return { open: false, opens: hours.opens, on: today, daysAhead: 0 };
    // A fortnight is more than any run of weekends and bank holidays (Christmas to New Year is six days).
    for (let daysAhead = 1; daysAhead <= 14; daysAhead += 1) {
      const day = addDays(today, daysAhead);
      if (opensOn(day, hours)) return { open: false, opens: hours.opens, on: day, daysAhead };
    }
    return null;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

export interface Closure {
  /** The bank holiday's name as GOV.UK gives it, "Christmas Day". */
  name: string;
  date: IsoDate;
}

/** The bank holidays from `from` to the end of the file that fall on a day the office would open. */
export function bankHolidayClosures(from: IsoDate, hours: WeeklyHours): Closure[] {
  return bankHolidays
    .filter(({ date }) => date >= from && date <= bankHolidayCoverage.to && hours.days.includes(dayName(date)))
    .map(({ title, date }) => ({ name: title, date }));
}
