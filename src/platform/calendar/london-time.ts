import type { IsoDate } from './dates';

/**
 * London wall-clock time for an instant, and the instant for a London wall-clock time, through
 * `Intl` with `timeZone: 'Europe/London'`: right on both sides of the March and October clock
 * changes, and the same whatever time zone the server or the visitor's browser is set to.
 */
export const londonTimeZone = 'Europe/London';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: londonTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface LondonWallTime {
  date: IsoDate;
  /** 24-hour clock, "09:30". */
  time: string;
}

/** The date and time on a London clock at `instant`. */
export function londonWallTime(instant: Date): LondonWallTime {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}` as IsoDate, time: `${parts.hour}:${parts.minute}` };
}

/** The calendar date in London at `instant` (what "today" means for the firm). */
export function londonDate(instant: Date): IsoDate {
  return londonWallTime(instant).date;
}

/** Minutes London is ahead of UTC at `instant`: 0 in winter (GMT), 60 in summer (BST). */
export function londonOffsetMinutes(instant: Date): number {
  const { date, time } = londonWallTime(instant);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const instantMinute = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - instantMinute) / 60_000);
}

/**
 * The instant a London clock shows `date` at `time` ("HH:MM"). A time the clocks skip (01:00 to
 * 01:59 on the last Sunday of March) does not exist and throws; a time they show twice (01:00 to
 * 01:59 on the last Sunday of October) is the first of the two.
 */
export function londonInstant(date: IsoDate, time: string): Date {
  if (!/^\d{2}:\d{2}$/.test(time)) throw new RangeError(`Not an HH:MM time: "${time}"`);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(asUtc)) throw new RangeError(`Not a date and time: ${date} ${time}`);
  // London is UTC+0 or UTC+1: try the earlier instant (BST) first, so a repeated hour gives its first.
  for (const offsetMinutes of [60, 0]) {
    const candidate = new Date(asUtc - offsetMinutes * 60_000);
    const wall = londonWallTime(candidate);
    if (wall.date === date && wall.time === time) return candidate;
  }
  throw new RangeError(`${date} ${time} does not exist in London (the clocks go forward).`);
}
