import { dayName, type Closures, type WeeklyHours } from './opening-hours';
import { bankHolidayCoverage, bankHolidays } from './working-days';
import type { IsoDate } from './dates';

/**
 * The bank holidays from `from` to the end of the file (src/platform/calendar/bank-holidays.json) that
 * fall on a day the office would open, and the last day the file covers.
 */
export function bankHolidayClosures(from: IsoDate, hours: WeeklyHours): Closures {
  return {
    closed: bankHolidays
      .filter(({ date }) => date >= from && date <= bankHolidayCoverage.to && hours.days.includes(dayName(date)))
      .map(({ title, date }) => ({ name: title, date })),
    knownUntil: bankHolidayCoverage.to,
  };
}
