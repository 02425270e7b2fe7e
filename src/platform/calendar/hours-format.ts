import type { WeeklyHours } from './opening-hours';

/*
 * Apart from format.ts: the firm's config reads this for every page, and format.ts's tables of
 * names would come with it into the script every page loads.
 */

/**
 * An opening time as the site writes it: "09:00" is "9:00 AM" and "17:30" "5:30 PM", the 12-hour
 * clock of the specification's business hours (SPEC.md: "Monday to Friday 9:00 AM to 5:30 PM"), so
 * the hours, and the line that says whether the office is open now, read one way on every page.
 */
export function formatClockTime(time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Not an HH:MM time: "${time}"`);
  const hours = Number(match[1]);
  return `${((hours + 11) % 12) + 1}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The weekly hours in words, first day to last: "Monday to Friday 9:00 AM to 5:30 PM". */
export function formatWeeklyHours({ days, opens, closes }: WeeklyHours): string {
  return `${days[0]} to ${days[days.length - 1]} ${formatClockTime(opens)} to ${formatClockTime(closes)}`;
}
