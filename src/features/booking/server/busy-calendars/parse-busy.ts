import ICAL from 'ical.js';
import { addDays, daysBetween, isoDate, type IsoDate } from '../../../../platform/calendar/dates';
import { londonInstant, londonTimeZone } from '../../../../platform/calendar/london-time';
import { eachEvent, parseCalendar, type ParsedCalendar } from './feed-text';
import { mergeIntervals, overlaps, type Interval } from './intervals';
import { ianaZone, wallTimeIn, zonedInstant } from './time-zones';

/**
 * The busy time in an iCalendar feed (RFC 5545), read with ical.js. Pure: text in, intervals out;
 * fetching is busy-calendars.ts's job.
 *
 * What counts as busy, and how times are read:
 *   - Every VEVENT, unless it is free (TRANSP:TRANSPARENT, or Outlook's
 *     X-MICROSOFT-CDO-BUSYSTATUS:FREE) or cancelled (STATUS:CANCELLED). A cancelled or free master
 *     takes its whole series with it; a cancelled override (RECURRENCE-ID) takes one occurrence.
 *   - Recurrence: RRULE (expanded by ical.js, on the event's own wall clock, so a weekly 10:00 London
 *     meeting stays at 10:00 across the clock changes), RDATE, EXDATE, and overrides: an override
 *     replaces the occurrence its RECURRENCE-ID names, matched by instant (so a RECURRENCE-ID in UTC
 *     matches a DTSTART with a TZID). RANGE=THISANDFUTURE is not followed: such an override moves
 *     its own occurrence only (no mainstream feed publishes it; they split the series instead).
 *   - Time zones: a TZID the feed defines in a VTIMEZONE uses that definition (ical.js); a TZID it
 *     does not define uses Node's time-zone database, by IANA name, Windows name (Outlook) or
 *     vendor-prefixed IANA name (time-zones.ts); one Node cannot place, and floating times (no
 *     TZID, no Z), are read as London time. The first is noted in the reading.
 *   - All-day events (DATE values) are busy for whole London days, midnight to midnight, DTEND
 *     exclusive; without DTEND, for the days of their DURATION, else one day.
 *   - A DATE-TIME event without DTEND lasts its DURATION; with neither it is an instant (intervals.ts).
 *   - Only occurrences that touch the window are kept. A series steps through at most
 *     `maxOccurrences` occurrences from where it starts (daily and weekly series without COUNT first
 *     jump, by whole periods, to just before the window), so a minutely rule from 1990 cannot hold
 *     the process up; a series cut short is noted.
 *   - An event ical.js cannot read (no DTSTART, a rule it rejects) is left out and noted, rather
 *     than costing the whole feed.
 */

/** The span to read busy times in: instants, `to` exclusive. */
export interface BusyWindow {
  from: number;
  to: number;
}

export interface ParseLimits {
  /** Occurrences one series may step through. */
  maxOccurrences: number;
}

export const defaultParseLimits: ParseLimits = { maxOccurrences: 5000 };

export { parseCalendar, type ParsedCalendar };

/** A feed read for a window. */
export interface CalendarReading {
  /** The busy intervals that touch the window, merged, in order. */
  busy: Interval[];
  /** VEVENTs in the feed (masters and overrides), whatever the window. */
  events: number;
  /** What was left out or guessed, for the feed's status; never an event's content. */
  notes: string[];
}

/** The busy intervals in `text` that touch `window`. */
export function parseBusy(text: string, window: BusyWindow, limits: ParseLimits = defaultParseLimits): Interval[] {
  return readCalendar(parseCalendar(text), window, limits).busy;
}

/** A date or date-time, and the TZID its property named (null for none). */
interface Moment {
  time: ICAL.Time;
  tzid: string | null;
}

/** How long each occurrence of an event lasts. */
type Span = { days: number } | { ms: number } | { duration: ICAL.Duration };

const dayMs = 24 * 60 * 60 * 1000;

/** What a reading keeps note of while it reads. */
class Reading {
  readonly busy: Interval[] = [];
  private readonly unknownZones = new Set<string>();
  private unreadable = 0;
  private cutShort = 0;

  constructor(
    readonly window: BusyWindow,
    readonly limits: ParseLimits,
  ) {}

  zone(tzid: string | null): string {
    if (tzid === null) return londonTimeZone;
    const zone = ianaZone(tzid);
    if (zone) return zone;
    this.unknownZones.add(tzid);
    return londonTimeZone;
  }

  add(interval: Interval): void {
    if (overlaps(interval, this.window.from, this.window.to)) this.busy.push(interval);
  }

  failed(): void {
    this.unreadable++;
  }

  stopped(): void {
    this.cutShort++;
  }

  notes(): string[] {
    return [
      ...[...this.unknownZones].map((tzid) => `time zone "${tzid}" is unknown and undefined: read as London time`),
      ...(this.unreadable ? [`${this.unreadable} event(s) could not be read and were left out`] : []),
      ...(this.cutShort ? [`${this.cutShort} series stopped at ${this.limits.maxOccurrences} occurrences`] : []),
    ];
  }
}

/** The busy intervals of a parsed feed that touch `window`. */
export function readCalendar(
  calendar: ParsedCalendar,
  window: BusyWindow,
  limits: ParseLimits = defaultParseLimits,
): CalendarReading {
  const steps = reader(calendar, window, limits);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/**
 * readCalendar in turns: it gives the event loop back every `sliceMs` of work, so that a large
 * feed (44,000 events took 1.9 s in one go) never holds up the requests meanwhile.
 */
export async function readCalendarInTurns(
  calendar: ParsedCalendar,
  window: BusyWindow,
  limits: ParseLimits = defaultParseLimits,
  sliceMs = 10,
): Promise<CalendarReading> {
  const steps = reader(calendar, window, limits);
  let since = performance.now();
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    if (performance.now() - since < sliceMs) continue;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  }
}

/** The reading, one event a step. */
function* reader(calendar: ParsedCalendar, window: BusyWindow, limits: ParseLimits): Generator<void, CalendarReading> {
  const reading = new Reading(window, limits);
  // The occurrences each series has overrides for, by UID: the series leaves those to the override.
  const overridden = new Map<string, Set<number>>();
  for (const event of eachEvent(calendar, /^RECURRENCE-ID[;:]/im)) {
    const recurrenceId = event && momentOf(event, 'recurrence-id');
    if (!recurrenceId) continue;
    try {
      const uid = String(event.getFirstPropertyValue('uid'));
      overridden.set(uid, (overridden.get(uid) ?? new Set()).add(instantOf(recurrenceId, reading)));
    } catch {
      // Read as a one-off below, which notes it if it cannot be read at all.
    }
    yield;
  }
  for (const event of eachEvent(calendar)) {
    try {
      if (!event) throw new Error('does not parse');
      readEvent(event, overridden, reading);
    } catch {
      reading.failed();
    }
    yield;
  }
  return { busy: mergeIntervals(reading.busy), events: calendar.events, notes: reading.notes() };
}

function readEvent(event: ICAL.Component, overridden: Map<string, Set<number>>, reading: Reading): void {
  if (!isBusy(event)) return;
  const start = momentOf(event, 'dtstart');
  if (!start) throw new Error('no DTSTART');
  const span = spanOf(event, start, reading);
  const recurs = event.hasProperty('rrule') || event.hasProperty('rdate');
  if (event.hasProperty('recurrence-id') || !recurs) {
    reading.add(intervalOf(start, span, reading));
    return;
  }
  const skip = new Set([
    ...exceptions(event, reading),
    ...(overridden.get(String(event.getFirstPropertyValue('uid'))) ?? []),
  ]);
  for (const occurrence of occurrences(event, start, span, reading)) {
    const interval = intervalOf(occurrence, span, reading);
    if (!skip.has(interval.start)) reading.add(interval);
  }
}

/** Whether an event takes time: not free, not cancelled. */
function isBusy(event: ICAL.Component): boolean {
  const value = (name: string) =>
    String(event.getFirstPropertyValue(name) ?? '')
      .trim()
      .toUpperCase();
  return (
    value('status') !== 'CANCELLED' &&
    value('transp') !== 'TRANSPARENT' &&
    value('x-microsoft-cdo-busystatus') !== 'FREE'
  );
}

/** The TZID parameter of a property, or null. */
function tzidOf(property: ICAL.Property): string | null {
  const tzid = property.getParameter('tzid');
  const first = Array.isArray(tzid) ? tzid[0] : tzid;
  return typeof first === 'string' && first ? first : null;
}

/** The first value of a date or date-time property, with its TZID; null when absent. */
function momentOf(event: ICAL.Component, name: string): Moment | null {
  const property = event.getFirstProperty(name);
  const time = property?.getFirstValue();
  return property && time instanceof ICAL.Time ? { time, tzid: tzidOf(property) } : null;
}

const dateOf = (time: ICAL.Time): IsoDate => isoDate(time.year, time.month, time.day);

const londonMidnight = (date: IsoDate) => londonInstant(date, '00:00').getTime();

/** The instant a date (its London midnight) or date-time names. */
function instantOf({ time, tzid }: Moment, reading: Reading): number {
  if (time.isDate) return londonMidnight(dateOf(time));
  const zone = time.zone?.tzid;
  if (zone === 'UTC') return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  // A zone the feed defines (ical.js hydrates the VTIMEZONE): its own rules.
  if (zone && zone !== 'floating') return time.toUnixTime() * 1000;
  return zonedInstant(time, reading.zone(tzid));
}

function spanOf(event: ICAL.Component, start: Moment, reading: Reading): Span {
  const end = momentOf(event, 'dtend');
  const duration = event.getFirstPropertyValue('duration');
  if (start.time.isDate) {
    if (end) return { days: Math.max(1, daysBetween(dateOf(start.time), dateOf(end.time))) };
    if (duration instanceof ICAL.Duration) return { days: Math.max(1, Math.round(duration.toSeconds() / 86_400)) };
    return { days: 1 };
  }
  if (end) return { ms: Math.max(0, instantOf(end, reading) - instantOf(start, reading)) };
  if (duration instanceof ICAL.Duration) return { duration };
  return { ms: 0 };
}

function intervalOf(start: Moment, span: Span, reading: Reading): Interval {
  const from = instantOf(start, reading);
  if ('days' in span) return { start: from, end: londonMidnight(addDays(dateOf(start.time), span.days)) };
  if ('ms' in span) return { start: from, end: from + span.ms };
  // A nominal duration (P1D) is a day on the wall clock, as RFC 5545 says.
  const end = start.time.clone();
  end.addDuration(span.duration);
  return { start: from, end: Math.max(from, instantOf({ time: end, tzid: start.tzid }, reading)) };
}

/** The instants EXDATE takes out of a series. */
function exceptions(event: ICAL.Component, reading: Reading): number[] {
  return event.getAllProperties('exdate').flatMap((property) => {
    const tzid = tzidOf(property);
    return property
      .getValues()
      .filter((value): value is ICAL.Time => value instanceof ICAL.Time)
      .map((time) => instantOf({ time, tzid }, reading));
  });
}

/** A series' starts up to the window's end: its RRULEs' (from DTSTART) and its RDATEs, each once. */
function* occurrences(event: ICAL.Component, start: Moment, span: Span, reading: Reading): Generator<Moment> {
  const seen = new Set<number>();
  const once = (moment: Moment) => {
    const at = instantOf(moment, reading);
    if (seen.has(at)) return false;
    seen.add(at);
    return true;
  };
  const rules = event.getAllProperties('rrule').map((property) => property.getFirstValue());
  for (const rule of rules) {
    if (!(rule instanceof ICAL.Recur)) continue;
    for (const moment of ruleStarts(rule, start, span, reading)) if (once(moment)) yield moment;
  }
  // DTSTART is the first of the set even with RDATEs alone.
  if (!rules.length && once(start)) yield start;
  for (const property of event.getAllProperties('rdate')) {
    const tzid = tzidOf(property);
    for (const value of property.getValues()) {
      const time = value instanceof ICAL.Period ? value.start : value;
      if (time instanceof ICAL.Time && once({ time, tzid })) yield { time, tzid };
    }
  }
}

function* ruleStarts(rule: ICAL.Recur, start: Moment, span: Span, reading: Reading): Generator<Moment> {
  const { to } = reading.window;
  const iterator = untilOnWallClock(rule, start, reading).iterator(jumpAhead(rule, start, span, reading).time);
  let steps = 0;
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (++steps > reading.limits.maxOccurrences) {
      reading.stopped();
      return;
    }
    const moment = { time: next.clone(), tzid: start.tzid };
    if (instantOf(moment, reading) >= to) return;
    yield moment;
  }
}

/**
 * The rule with its UNTIL on the same clock as DTSTART. ical.js compares a floating DTSTART (one
 * this module places with Node's zones) with a UTC UNTIL as if both were UTC, which would drop the
 * last occurrence of a London series in summer; and a DATE UNTIL on a DATE-TIME series (which RFC
 * 5545 forbids, but feeds send) includes that whole day.
 */
function untilOnWallClock(rule: ICAL.Recur, start: Moment, reading: Reading): ICAL.Recur {
  const { until } = rule;
  if (!until || start.time.isDate) return rule;
  const floating = [undefined, 'floating'].includes(start.time.zone?.tzid);
  let wall: ICAL.Time | null = null;
  if (until.isDate) {
    wall = new ICAL.Time(
      { year: until.year, month: until.month, day: until.day, hour: 23, minute: 59, second: 59, isDate: false },
      start.time.zone,
    );
  } else if (floating && until.zone?.tzid === 'UTC') {
    const at = wallTimeIn(until.toUnixTime() * 1000, reading.zone(start.tzid));
    wall = new ICAL.Time({ ...at, isDate: false }, start.time.zone);
  }
  if (!wall) return rule;
  const copy = rule.clone();
  copy.until = wall;
  return copy;
}

/**
 * DTSTART moved forward by whole periods to a little before the window, for daily and weekly rules
 * without COUNT: their occurrences from there on are the same (INTERVAL and BYDAY keep their
 * phase), and a daily series begun years ago then costs a few dozen steps, not thousands. Whatever
 * the moved start yields lies wholly before the window.
 */
function jumpAhead(rule: ICAL.Recur, start: Moment, span: Span, reading: Reading): Moment {
  const interval = Math.max(1, rule.interval || 1);
  const periodDays = rule.freq === 'DAILY' ? interval : rule.freq === 'WEEKLY' ? 7 * interval : 0;
  if (!periodDays || rule.count) return start;
  const length =
    'days' in span ? (span.days + 1) * dayMs : 'ms' in span ? span.ms : span.duration.toSeconds() * 1000 + dayMs;
  // A day's margin on top, for the zone's offset and a clock change.
  const target = reading.window.from - Math.abs(length) - dayMs;
  const periods = Math.floor((target - instantOf(start, reading)) / (periodDays * dayMs));
  if (periods <= 0) return start;
  const time = start.time.clone();
  time.adjust(periods * periodDays, 0, 0, 0);
  return { time, tzid: start.tzid };
}
