/**
 * The calendars the busy-calendar tests read, each with exactly the busy time it must give: the
 * unit tests parse each alone (parse-busy.test.ts), the server tests put them all in a real CalDAV
 * server and read them back through the poller (busy-calendars.server.test.ts). For tests only.
 *
 * The clock stands at Wednesday 17 March 2027, 09:00 UTC, so the window (a day back, 28 ahead)
 * runs from 16 March 09:00 UTC to 14 April 09:00 UTC, across London's clocks going forward
 * (Sunday 28 March, 01:00 UTC).
 */
import type { Interval } from './intervals';

export const testNow = new Date('2027-03-17T09:00:00Z');
export const testHorizonDays = 28;
export const testWindow = {
  from: Date.parse('2027-03-16T09:00:00Z'),
  to: Date.parse('2027-04-14T09:00:00Z'),
};

export interface CalendarCase {
  name: string;
  /** Whose diary it is in: a director, or `*` (everyone's). */
  diary: 'eleanor-hartley' | 'daniel-okafor' | '*';
  uid: string;
  /** The VEVENTs of one UID (master and overrides), and any VTIMEZONE they use. */
  body: string;
  /** What it blocks in the window, as UTC ISO instants. */
  busy: [string, string][];
}

/** Text in iCalendar's CRLF lines. */
const lines = (...content: string[]) => content.map((line) => `${line}\r\n`).join('');

/** A whole iCalendar object around `body`. */
export const vcalendar = (body: string) =>
  lines('BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Busy calendars//EN') + body + lines('END:VCALENDAR');

const event = (uid: string, ...properties: string[]) =>
  lines('BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20270101T000000Z', ...properties, 'END:VEVENT');

/** As Google and Apple publish them. */
export const londonZone = lines(
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
);

export const newYorkZone = lines(
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
);

export const calendarCases: CalendarCase[] = [
  {
    name: 'one-off event (UTC)',
    diary: 'eleanor-hartley',
    uid: 'one-off',
    body: event('one-off', 'DTSTART:20270318T140000Z', 'DTEND:20270318T150000Z', 'SUMMARY:Audit committee'),
    busy: [['2027-03-18T14:00:00Z', '2027-03-18T15:00:00Z']],
  },
  {
    name: 'weekly (Tuesday 11:00 London, VTIMEZONE), one EXDATE, one occurrence moved',
    diary: 'eleanor-hartley',
    uid: 'weekly',
    body:
      londonZone +
      event(
        'weekly',
        'DTSTART;TZID=Europe/London:20270105T110000',
        'DTEND;TZID=Europe/London:20270105T120000',
        'RRULE:FREQ=WEEKLY;BYDAY=TU',
        'EXDATE;TZID=Europe/London:20270323T110000',
        'SUMMARY:Partners’ meeting',
      ) +
      event(
        'weekly',
        'RECURRENCE-ID;TZID=Europe/London:20270330T110000',
        'DTSTART;TZID=Europe/London:20270331T160000',
        'DTEND;TZID=Europe/London:20270331T170000',
        'SUMMARY:Partners’ meeting (moved)',
      ),
    busy: [
      ['2027-03-16T11:00:00Z', '2027-03-16T12:00:00Z'],
      ['2027-03-31T15:00:00Z', '2027-03-31T16:00:00Z'],
      ['2027-04-06T10:00:00Z', '2027-04-06T11:00:00Z'],
      ['2027-04-13T10:00:00Z', '2027-04-13T11:00:00Z'],
    ],
  },
  {
    name: 'free event (TRANSP:TRANSPARENT)',
    diary: 'eleanor-hartley',
    uid: 'free',
    body: event('free', 'DTSTART:20270322T130000Z', 'DTEND:20270322T140000Z', 'TRANSP:TRANSPARENT'),
    busy: [],
  },
  {
    name: 'cancelled event (STATUS:CANCELLED)',
    diary: 'eleanor-hartley',
    uid: 'cancelled',
    body: event('cancelled', 'DTSTART:20270319T100000Z', 'DTEND:20270319T110000Z', 'STATUS:CANCELLED'),
    busy: [],
  },
  {
    name: 'daily ×3 (08:00 London), the middle one cancelled',
    diary: 'eleanor-hartley',
    uid: 'daily',
    body:
      event(
        'daily',
        'DTSTART;TZID=Europe/London:20270324T080000',
        'DTEND;TZID=Europe/London:20270324T083000',
        'RRULE:FREQ=DAILY;COUNT=3',
      ) +
      event(
        'daily',
        'RECURRENCE-ID;TZID=Europe/London:20270325T080000',
        'DTSTART;TZID=Europe/London:20270325T080000',
        'DTEND;TZID=Europe/London:20270325T083000',
        'STATUS:CANCELLED',
      ),
    busy: [
      ['2027-03-24T08:00:00Z', '2027-03-24T08:30:00Z'],
      ['2027-03-26T08:00:00Z', '2027-03-26T08:30:00Z'],
    ],
  },
  {
    name: 'America/New_York (09:00 EDT)',
    diary: 'eleanor-hartley',
    uid: 'new-york',
    body:
      newYorkZone +
      event('new-york', 'DTSTART;TZID=America/New_York:20270319T090000', 'DTEND;TZID=America/New_York:20270319T100000'),
    busy: [['2027-03-19T13:00:00Z', '2027-03-19T14:00:00Z']],
  },
  {
    name: 'weekly Wednesday 10:00 across the clocks going forward (Outlook: "GMT Standard Time")',
    diary: 'daniel-okafor',
    uid: 'clocks',
    body: event(
      'clocks',
      'DTSTART;TZID=GMT Standard Time:20270106T100000',
      'DTEND;TZID=GMT Standard Time:20270106T103000',
      'RRULE:FREQ=WEEKLY',
    ),
    busy: [
      ['2027-03-17T10:00:00Z', '2027-03-17T10:30:00Z'],
      ['2027-03-24T10:00:00Z', '2027-03-24T10:30:00Z'],
      ['2027-03-31T09:00:00Z', '2027-03-31T09:30:00Z'],
      ['2027-04-07T09:00:00Z', '2027-04-07T09:30:00Z'],
    ],
  },
  {
    name: 'all day, one day (1 April, BST)',
    diary: 'daniel-okafor',
    uid: 'all-day',
    body: event('all-day', 'DTSTART;VALUE=DATE:20270401', 'DTEND;VALUE=DATE:20270402'),
    busy: [['2027-03-31T23:00:00Z', '2027-04-01T23:00:00Z']],
  },
  {
    name: 'all day, four days (26 to 29 March, across the clock change)',
    diary: 'daniel-okafor',
    uid: 'all-days',
    body: event('all-days', 'DTSTART;VALUE=DATE:20270326', 'DTEND;VALUE=DATE:20270330'),
    busy: [['2027-03-26T00:00:00Z', '2027-03-29T23:00:00Z']],
  },
  {
    name: 'DURATION instead of DTEND',
    diary: 'daniel-okafor',
    uid: 'duration',
    body: event('duration', 'DTSTART;TZID=Europe/London:20270318T150000', 'DURATION:PT45M'),
    busy: [['2027-03-18T15:00:00Z', '2027-03-18T15:45:00Z']],
  },
  {
    name: 'closure for everyone (all day, 9 April)',
    diary: '*',
    uid: 'closure',
    body: event('closure', 'DTSTART;VALUE=DATE:20270409', 'DTEND;VALUE=DATE:20270410', 'SUMMARY:Training day'),
    busy: [['2027-04-08T23:00:00Z', '2027-04-09T23:00:00Z']],
  },
];

/** Intervals as ISO pairs, for readable failures. */
export const asIso = (intervals: Interval[] | 'unknown') =>
  intervals === 'unknown'
    ? intervals
    : intervals.map(({ start, end }): [string, string] => [
        new Date(start).toISOString().replace('.000Z', 'Z'),
        new Date(end).toISOString().replace('.000Z', 'Z'),
      ]);
