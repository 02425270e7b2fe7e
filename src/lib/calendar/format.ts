import type { IsoDate } from './dates';

const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const dateFormat = new Intl.DateTimeFormat('en-GB', options);
const weekdayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** "21 November 2026": the same on the server and in every visitor's time zone. */
export function formatDate(date: IsoDate): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "Sunday 31 January 2027", with the day of the week. */
export function formatLongDate(date: IsoDate): string {
  return `${weekdayFormat.format(new Date(`${date}T00:00:00Z`))} ${formatDate(date)}`;
}

/** "17:30" as the site writes a time for people: "5:30 PM" (and "9:00 AM", "12:00 PM"). */
export function formatClockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Not an HH:MM time: "${time}"`);
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}
