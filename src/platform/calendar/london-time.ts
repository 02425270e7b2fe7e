import type { IsoDate } from './dates';

/**
 * London wall-clock time for an instant, and the instant for a London wall-clock time: right on
 * both sides of the March and October clock changes, and the same whatever time zone the server
 * or the visitor's browser is set to.
 *
 * Worked out from the law, not with `Intl`: a page's first `Intl.DateTimeFormat` makes the browser
 * load its locale and time-zone data, 10–35 ms of one task on a fast computer and twelve times that
 * on a slow phone, and today's date is needed as the app starts (docs/performance.md). Summer time
 * is one hour ahead of GMT from 01:00 GMT on the last Sunday in March to 01:00 GMT on the last
 * Sunday in October: the Summer Time Act 1972, s. 1(2), as substituted by the Summer Time Order
 * 2002 (SI 2002/262, art. 2; https://www.legislation.gov.uk/uksi/2002/262/article/2/made), the
 * period the Summer Time Order 1997 (SI 1997/2982) had set for 1998 to 2001. Earlier instants,
 * under older rules, are read from `Intl` (only then). london-time.test.ts holds the rule equal to
 * `Intl`'s Europe/London on every day from 1998 to 2045 and every minute of each changeover night.
 */
export const londonTimeZone = 'Europe/London';

/** The first year the last-Sunday rule applies (SI 1997/2982 for 1998–2001, then SI 2002/262). */
const firstRuleYear = 1998;

/** 01:00 GMT on the last Sunday of `month` (0-based) in `year`, as milliseconds since the epoch. */
function lastSundayAtOneGmt(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Minutes London was ahead of UTC at `ms`, from the time-zone data (before the rule above applied).
 * Swedish writes a date and time as ISO 8601 does, "1995-03-27 13:00:00".
 */
function historicOffsetMinutes(ms: number): number {
  const wall = new Date(ms).toLocaleString('sv', { timeZone: londonTimeZone });
  return Math.round((Date.parse(`${wall.replace(' ', 'T')}Z`) - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** Minutes London is ahead of UTC at `instant`: 0 in winter (GMT), 60 in summer (BST). */
export function londonOffsetMinutes(instant: Date): number {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  const year = instant.getUTCFullYear();
  if (year < firstRuleYear) return historicOffsetMinutes(ms);
  return ms >= lastSundayAtOneGmt(year, 2) && ms < lastSundayAtOneGmt(year, 9) ? 60 : 0;
}

export interface LondonWallTime {
  date: IsoDate;
  /** 24-hour clock, "09:30". */
  time: string;
}

/** The date and time on a London clock at `instant`. */
export function londonWallTime(instant: Date): LondonWallTime {
  // The UTC fields of the instant moved by London's offset are London's wall clock.
  const wall = new Date(instant.getTime() + londonOffsetMinutes(instant) * 60_000).toISOString();
  return { date: wall.slice(0, 10) as IsoDate, time: wall.slice(11, 16) };
}

/** The calendar date in London at `instant` (what "today" means for the firm). */
export function londonDate(instant: Date): IsoDate {
  return londonWallTime(instant).date;
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
