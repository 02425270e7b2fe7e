import type { IsoDate } from './dates';

/*
 * Dates are written out here by hand, not with Intl.DateTimeFormat: a page's first formatter
 * makes the browser load its locale data, 15–30 ms of one task on a fast computer and four times
 * that on a mid-range phone, which every page that shows a date paid while its script started.
 * The site writes British English only; src/platform/calendar/format.test.ts holds the words equal
 * to Intl's en-GB, day by day.
 */

/** The months, January first (the content review reads dates in copy with them too). */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** en-GB's short names: the first three letters, but "Sept". */
const shortMonthNames = monthNames.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));
const shortDayNames = dayNames.map((name) => name.slice(0, 3));

/** The day at midnight UTC, so that it is the same day on the server and in every time zone. */
function utcDay(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) throw new RangeError(`Not a YYYY-MM-DD date: "${date}"`);
  return day;
}

/** "21 November 2026": the same on the server and in every visitor's time zone. */
export function formatDate(date: IsoDate): string {
  const day = utcDay(date);
  return `${day.getUTCDate()} ${monthNames[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** "Sunday 31 January 2027", with the day of the week. */
export function formatLongDate(date: IsoDate): string {
  return `${dayNames[utcDay(date).getUTCDay()]} ${formatDate(date)}`;
}

/** "Monday 30 November": a day named in full where the year goes without saying (a few weeks ahead). */
export function formatDayAndMonth(date: IsoDate): string {
  const day = utcDay(date);
  return `${dayNames[day.getUTCDay()]} ${day.getUTCDate()} ${monthNames[day.getUTCMonth()]}`;
}

/** "January 2027", from the month as YYYY-MM. */
export function formatMonth(month: string): string {
  const day = utcDay(`${month}-01`);
  return `${monthNames[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** "Mon 23 Nov": a day in a row of days. */
export function formatShortDay(date: IsoDate): string {
  const day = utcDay(date);
  return `${shortDayNames[day.getUTCDay()]} ${day.getUTCDate()} ${shortMonthNames[day.getUTCMonth()]}`;
}
