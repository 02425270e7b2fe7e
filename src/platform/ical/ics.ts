import { addDays, type IsoDate } from '../calendar/dates';

/**
 * iCalendar (RFC 5545) text for all-day and timed events: CRLF line endings, lines folded at 75 octets
 * without splitting a UTF-8 character, TEXT values escaped. Pure, so the build writes the feeds
 * and the browser builds a visitor's own download with the same code.
 */
export interface AllDayEvent {
  /** Stable across rebuilds, so that a calendar updates the event rather than adding another. */
  uid: string;
  date: IsoDate;
  summary: string;
  description: string;
  url?: string;
  /** A reminder this many days before (at the start of the day); none when omitted. */
  alarmDaysBefore?: number;
}

/** Someone in a scheduled event (RFC 5545 §3.8.4.1, §3.8.4.3): their address and, for a person of the firm, their name. */
export interface Participant {
  email: string;
  name?: string;
}

/** An attendee, with where they stand (PARTSTAT) and whether a reply is asked for (RSVP). */
export interface Attendee extends Participant {
  partstat: 'NEEDS-ACTION' | 'ACCEPTED';
  rsvp: boolean;
}

/** An event at a time (a consultation): DTSTART and DTEND in UTC, which every calendar app places right. */
export interface TimedEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  /** For a scheduled event (an invitation, RFC 5546): one more with each change, so calendars take the latest. */
  sequence?: number;
  organizer?: Participant;
  attendees?: readonly Attendee[];
  /** CANCELLED in a cancellation; CONFIRMED otherwise. */
  status?: 'CONFIRMED' | 'CANCELLED';
}

export interface Calendar {
  /** The calendar's name in the visitor's app (X-WR-CALNAME). */
  name: string;
  description?: string;
  /** PRODID: who made it, "-//Firm//Product//EN". */
  productId: string;
  /** When the file was made (DTSTAMP on every event). */
  stamp: Date;
  /** iTIP's method (RFC 5546): PUBLISH for a file to import (the default), REQUEST for an invitation, CANCEL. */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** How often a subscribed calendar should look again, as an RFC 5545 duration ("P1D"). */
  refreshInterval?: string;
  events: readonly (AllDayEvent | TimedEvent)[];
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: a line longer than 75 octets continues on the next, after CRLF and a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (date: IsoDate) => date.replaceAll('-', '');

/** A parameter value (CN): quoted, without the quotes and line breaks a value may not hold (RFC 5545 §3.2). */
const paramValue = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;
const calAddress = (email: string) => `mailto:${email.replace(/[\s"]/g, '')}`;
const cn = (who: Participant) => (who.name ? `;CN=${paramValue(who.name)}` : '');
const basicUtc = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function timedEventLines(event: TimedEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${basicUtc(event.start)}`,
    `DTEND:${basicUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL;VALUE=URI:${event.url}`] : []),
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    ...(event.organizer ? [`ORGANIZER${cn(event.organizer)}:${calAddress(event.organizer.email)}`] : []),
    ...(event.attendees ?? []).map(
      (attendee) =>
        `ATTENDEE${cn(attendee)};ROLE=REQ-PARTICIPANT;PARTSTAT=${attendee.partstat};RSVP=${attendee.rsvp ? 'TRUE' : 'FALSE'}:${calAddress(attendee.email)}`,
    ),
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

function eventLines(event: AllDayEvent | TimedEvent, stamp: string): string[] {
  if ('start' in event) return timedEventLines(event, stamp);
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
    `DTEND;VALUE=DATE:${basicDate(addDays(event.date, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL;VALUE=URI:${event.url}`] : []),
    'TRANSP:TRANSPARENT',
    ...(event.alarmDaysBefore === undefined
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          `TRIGGER:-P${event.alarmDaysBefore}D`,
          'END:VALARM',
        ]),
    'END:VEVENT',
  ];
}

/** The whole calendar as an .ics file's text. */
export function icsCalendar(calendar: Calendar): string {
  const stamp = basicUtc(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method ?? 'PUBLISH'}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    ...(calendar.refreshInterval
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${calendar.refreshInterval}`, `X-PUBLISHED-TTL:${calendar.refreshInterval}`]
      : []),
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
