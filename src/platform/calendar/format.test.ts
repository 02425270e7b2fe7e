import { formatDate, formatDayAndMonth, formatLongDate, formatMonth, formatShortDay } from './format';
import type { IsoDate } from './dates';

/** What Intl's en-GB writes for the same day (the formatters avoid Intl only for its start-up cost). */
const intl = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
};
const intlDate = intl({ day: 'numeric', month: 'long', year: 'numeric' });
const intlWeekday = intl({ weekday: 'long' });
const intlMonth = intl({ month: 'long', year: 'numeric' });
const intlShortDay = intl({ weekday: 'short', day: 'numeric', month: 'short' });

/** Every day of two years, leap day included. */
const days: IsoDate[] = Array.from({ length: 731 }, (_, index) =>
  new Date(Date.UTC(2027, 0, 1 + index)).toISOString().slice(0, 10),
) as IsoDate[];

describe('dates as the site writes them', () => {
  it("writes every day as Intl's en-GB does", () => {
    for (const day of days) {
      expect(formatDate(day)).toBe(intlDate(day));
      expect(formatLongDate(day)).toBe(`${intlWeekday(day)} ${intlDate(day)}`);
      expect(formatShortDay(day)).toBe(intlShortDay(day));
      expect(formatMonth(day.slice(0, 7))).toBe(intlMonth(day));
    }
  });

  it('writes the examples its comments give', () => {
    expect(formatDate('2026-11-21' as IsoDate)).toBe('21 November 2026');
    expect(formatLongDate('2027-01-31' as IsoDate)).toBe('Sunday 31 January 2027');
    expect(formatDayAndMonth('2026-11-30' as IsoDate)).toBe('Monday 30 November');
    expect(formatShortDay('2026-11-23' as IsoDate)).toBe('Mon 23 Nov');
    expect(formatShortDay('2027-09-01' as IsoDate)).toBe('Wed 1 Sept');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('2027-13-45' as IsoDate)).toThrow(RangeError);
    expect(() => formatDate('next Tuesday' as IsoDate)).toThrow(RangeError);
  });
});
