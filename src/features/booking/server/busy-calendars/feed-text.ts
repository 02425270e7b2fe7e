import ICAL from 'ical.js';

/**
 * A feed's iCalendar text, split so that it is parsed one event at a time. ical.js turns a whole
 * feed into arrays and objects many times its size: a 5 MiB feed of 44,000 events took the service
 * from 137 MiB to a 304 MiB peak, over its container's 256 MiB (issue 45). Here the text is
 * scanned for its VCALENDAR and VEVENT lines; each calendar's frame (its properties and its
 * VTIMEZONEs, the events cut out) is parsed once and kept, and each event is parsed only while it
 * is read (`eachEvent`), inside its calendar's frame so that its TZIDs find the feed's VTIMEZONEs,
 * then dropped. What is kept between reads is the text and where its events are.
 *
 * A feed with more than `maxEvents` VEVENTs is refused, not cut short: a diary read in part would
 * offer times its director is busy.
 */

export interface FeedLimits {
  /** VEVENTs (masters and overrides) a feed may hold. */
  maxEvents: number;
}

export const defaultFeedLimits: FeedLimits = { maxEvents: 50_000 };

interface CalendarPart {
  /** The VCALENDAR without its events: its properties and time zones. */
  frame: ICAL.Component;
  /** Each event's text as [start, end) offsets into the feed's text, flat. */
  events: number[];
}

/** A parsed feed: the VCALENDARs in it (usually one), each event still text. */
export interface ParsedCalendar {
  text: string;
  calendars: CalendarPart[];
  /** VEVENTs in the feed. */
  events: number;
}

const lines = /^(BEGIN|END):(VCALENDAR|VEVENT)[ \t]*\r?$/gim;

/** ical.js quotes the offending line: keep the diary's contents out of the logs. */
function parseError(error: unknown): Error {
  const reason = error instanceof Error ? (error.message.split(/["']/)[0] ?? '').trim() : '';
  return new Error(`the iCalendar does not parse${reason ? ` (${reason})` : ''}`);
}

/** Splits iCalendar text; throws an error fit for the feed's status when it is not iCalendar or is too large. */
export function parseCalendar(text: string, limits: FeedLimits = defaultFeedLimits): ParsedCalendar {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  // An expired secret address or a sign-in page often answers 200 with HTML.
  if (!/^BEGIN:VCALENDAR/i.test(body)) throw new Error('the answer is not iCalendar (no BEGIN:VCALENDAR)');
  const calendars: CalendarPart[] = [];
  let events = 0;
  let calendarAt = -1;
  let eventAt = -1;
  let frame = '';
  let framedTo = 0;
  let offsets: number[] = [];
  for (const match of body.matchAll(lines)) {
    const [line, edge, name] = match as unknown as [string, string, string];
    const at = match.index;
    const end = at + line.length;
    const next = body[end] === '\n' ? end + 1 : end;
    const begins = edge.toUpperCase() === 'BEGIN';
    if (name.toUpperCase() === 'VCALENDAR') {
      if (begins === calendarAt >= 0 || eventAt >= 0) throw new Error('the iCalendar does not parse (unbalanced)');
      if (begins) {
        calendarAt = at;
        framedTo = at;
        frame = '';
        offsets = [];
      } else {
        frame += body.slice(framedTo, next);
        try {
          calendars.push({ frame: new ICAL.Component(ICAL.parse(frame) as unknown[]), events: offsets });
        } catch (error) {
          throw parseError(error);
        }
        calendarAt = -1;
      }
    } else if (calendarAt >= 0) {
      if (begins === eventAt >= 0) throw new Error('the iCalendar does not parse (unbalanced)');
      if (begins) {
        if (++events > limits.maxEvents)
          throw new Error(`more than ${limits.maxEvents.toLocaleString('en-GB')} events, the limit`);
        frame += body.slice(framedTo, at);
        eventAt = at;
      } else {
        offsets.push(eventAt, next);
        framedTo = next;
        eventAt = -1;
      }
    }
  }
  if (calendarAt >= 0 || !calendars.length) throw new Error('the iCalendar does not parse (no END:VCALENDAR)');
  return { text: body, calendars, events };
}

/**
 * Each VEVENT of the feed whose text matches `only` (all when none), parsed and placed in its
 * calendar's frame while the caller reads it; null for one that does not parse.
 */
export function* eachEvent(calendar: ParsedCalendar, only?: RegExp): Generator<ICAL.Component | null> {
  for (const { frame, events } of calendar.calendars) {
    for (let index = 0; index < events.length; index += 2) {
      const text = calendar.text.slice(events[index], events[index + 1]);
      if (only && !only.test(text)) continue;
      let event: ICAL.Component;
      try {
        event = new ICAL.Component(ICAL.parse(text) as unknown[]);
      } catch {
        yield null;
        continue;
      }
      frame.addSubcomponent(event);
      try {
        yield event;
      } finally {
        frame.removeSubcomponent(event);
      }
    }
  }
}
