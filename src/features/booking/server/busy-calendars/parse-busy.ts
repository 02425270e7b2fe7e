import ICAL from 'ical.js';
import { addDays, daysBetween, isoDate, type IsoDate } from '../../../../platform/calendar/dates';
import { londonInstant, londonTimeZone } from '../../../../platform/calendar/london-time';
import { eachEvent, parseCalendar, type ParsedCalendar } from './feed-text';
import { mergeIntervals, overlaps, type Interval } from './intervals';
import { seriesStart, withoutCount } from './series-jump';
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
 *   - Only occurrences that touch the window are kept. A series first jumps, by whole cycles of its
 *     rule, to just before the window (series-jump.ts: up to weekly, monthly and yearly, and a COUNT
 *     series counted across the jump where every cycle gives as many), so a minutely rule from 1990
 *     costs what its occurrences in the window cost, not 36 years of minutes. A series then steps
 *     through at most `maxOccurrences` occurrences; one cut short is noted.
 *   - The whole feed has a budget (`FeedBudget`): occurrences stepped through (a one-off event
 *     counts one) and time spent reading, pauses not counted. A feed over it is refused
 *     (`OverBudget`), never read in part: a diary read in part would offer times its director is
 *     busy. What it costs is therefore bounded whatever the feed says: memory by the occurrences
 *     (each at most one interval), CPU by both.
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

/** What reading one feed may cost; past either, the feed is refused. */
export interface FeedBudget {
  /** Occurrences stepped through, in every series and one-off event together. */
  occurrences: number;
  /** Time spent reading, in milliseconds, pauses for the event loop not counted. */
  ms: number;
}

/**
 * Occurrences bound memory and CPU alike; the time is a backstop, generous because it is wall time
 * (a busy machine reads the same feed slower).
 */
export const defaultFeedBudget: FeedBudget = { occurrences: 100_000, ms: 60_000 };

/** A feed refused for costing more than its budget: which part of it ran out. */
export class OverBudget extends Error {
  constructor(
    readonly part: keyof FeedBudget,
    readonly limit: number,
  ) {
    super(
      part === 'occurrences'
        ? `more than ${limit.toLocaleString('en-GB')} occurrences to read, the budget`
        : `more than ${(limit / 1000).toLocaleString('en-GB')} s to read, the budget`,
    );
  }
}

/** How a reading in turns is run: its budget, and the signal that abandons it (the service stopping). */
export interface TurnOptions {
  budget?: FeedBudget;
  signal?: AbortSignal;
  /** The longest stretch of work between pauses for the event loop. */
  sliceMs?: number;
}

export { parseCalendar, type ParsedCalendar };

/** A feed read for a window. */
export interface CalendarReading {
  /** The busy intervals that touch the window, merged, in order. */
  busy: Interval[];
  /** VEVENTs in the feed (masters and overrides), whatever the window. */
  events: number;
  /** What was left out or guessed, for the feed's status; never an event's content. */
  notes: string[];
  /** What the reading cost, against its budget. */
  spent: FeedBudget;
}

/** The busy intervals in `text` that touch `window`. */
export function parseBusy(
  text: string,
  window: BusyWindow,
  limits: ParseLimits = defaultParseLimits,
  budget: FeedBudget = defaultFeedBudget,
): Interval[] {
  return readCalendar(parseCalendar(text), window, limits, budget).busy;
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
  occurrences = 0;

  constructor(
    readonly window: BusyWindow,
    readonly limits: ParseLimits,
    readonly budget: FeedBudget,
  ) {}

  /** One more occurrence stepped through; refuses the feed past its budget. */
  step(): void {
    if (++this.occurrences > this.budget.occurrences) throw new OverBudget('occurrences', this.budget.occurrences);
  }

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

/** The busy intervals of a parsed feed that touch `window`; throws OverBudget past `budget`. */
export function readCalendar(
  calendar: ParsedCalendar,
  window: BusyWindow,
  limits: ParseLimits = defaultParseLimits,
  budget: FeedBudget = defaultFeedBudget,
): CalendarReading {
  const started = performance.now();
  const steps = reader(calendar, window, limits, budget);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return { ...step.value, spent: { ...step.value.spent, ms: performance.now() - started } };
    if (performance.now() - started > budget.ms) throw new OverBudget('ms', budget.ms);
  }
}

/**
 * readCalendar in turns: it gives the event loop back every `sliceMs` of work, so that a large
 * feed (44,000 events took 1.9 s in one go) never holds up the requests meanwhile, and stops at
 * the next turn once `signal` aborts (so that the service stops within moments of SIGTERM).
 */
export async function readCalendarInTurns(
  calendar: ParsedCalendar,
  window: BusyWindow,
  limits: ParseLimits = defaultParseLimits,
  { budget = defaultFeedBudget, signal, sliceMs = 10 }: TurnOptions = {},
): Promise<CalendarReading> {
  const steps = reader(calendar, window, limits, budget);
  let worked = 0;
  let since = performance.now();
  for (let step = steps.next(); ; step = steps.next()) {
    const slice = performance.now() - since;
    if (step.done) return { ...step.value, spent: { ...step.value.spent, ms: worked + slice } };
    if (worked + slice > budget.ms) throw new OverBudget('ms', budget.ms);
    if (slice < sliceMs) continue;
    worked += slice;
    await new Promise((resolve) => setImmediate(resolve));
    signal?.throwIfAborted();
    since = performance.now();
  }
}

/** The reading, one event a step. */
function* reader(
  calendar: ParsedCalendar,
  window: BusyWindow,
  limits: ParseLimits,
  budget: FeedBudget,
): Generator<void, CalendarReading> {
  const reading = new Reading(window, limits, budget);
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
    } catch (error) {
      if (error instanceof OverBudget) throw error;
      reading.failed();
    }
    yield;
  }
  return {
    busy: mergeIntervals(reading.busy),
    events: calendar.events,
    notes: reading.notes(),
    spent: { occurrences: reading.occurrences, ms: 0 },
  };
}

function readEvent(event: ICAL.Component, overridden: Map<string, Set<number>>, reading: Reading): void {
  if (!isBusy(event)) return;
  const start = momentOf(event, 'dtstart');
  if (!start) throw new Error('no DTSTART');
  const span = spanOf(event, start, reading);
  const recurs = event.hasProperty('rrule') || event.hasProperty('rdate');
  if (event.hasProperty('recurrence-id') || !recurs) {
    reading.step();
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
  if (!rules.length) {
    reading.step();
    if (once(start)) yield start;
  }
  for (const property of event.getAllProperties('rdate')) {
    const tzid = tzidOf(property);
    for (const value of property.getValues()) {
      reading.step();
      const time = value instanceof ICAL.Period ? value.start : value;
      if (time instanceof ICAL.Time && once({ time, tzid })) yield { time, tzid };
    }
  }
}

function* ruleStarts(rule: ICAL.Recur, start: Moment, span: Span, reading: Reading): Generator<Moment> {
  const { to } = reading.window;
  const length =
    'days' in span ? (span.days + 1) * dayMs : 'ms' in span ? span.ms : span.duration.toSeconds() * 1000 + dayMs;
  // A day's margin on top, for the zone's offset and a clock change.
  const target = reading.window.from - Math.abs(length) - dayMs;
  const from = seriesStart(
    rule,
    start.time,
    target,
    (time) => instantOf({ time, tzid: start.tzid }, reading),
    () => reading.step(),
  );
  // A COUNT series moved forward is counted here: its COUNT less the occurrences skipped.
  const counted = from.skipped !== null;
  let left = counted ? (rule.count ?? 0) - (from.skipped ?? 0) : Infinity;
  const expanded = untilOnWallClock(counted ? withoutCount(rule) : rule, start, reading);
  const iterator = expanded.iterator(from.time);
  let steps = 0;
  for (let next = iterator.next(); next && left > 0; next = iterator.next()) {
    reading.step();
    if (++steps > reading.limits.maxOccurrences) {
      reading.stopped();
      return;
    }
    // A moved start the rule does not give (ical.js yields DTSTART whatever the rule says).
    if (steps === 1 && !from.given) continue;
    left -= 1;
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
