import type { IsoDate } from '../content/types';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "21 November 2026": the same on the server and in every visitor's time zone. */
export function formatDate(date: IsoDate): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}
