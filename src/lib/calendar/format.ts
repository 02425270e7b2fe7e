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
