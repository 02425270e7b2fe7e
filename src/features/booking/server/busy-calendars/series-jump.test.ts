import ICAL from 'ical.js';
import { parseCalendar, readCalendar } from './parse-busy';
import { vcalendar } from './test-calendars';

/*
 * Series that jump to the window (series-jump.ts), date by date against ical.js's own expansion
 * from DTSTART: COUNT series begun in 1990, monthly BYDAY series and yearly ones, each read for a
 * short window, and what the reading cost.
 */

const event = (...properties: string[]) =>
  ['BEGIN:VEVENT', 'UID:x', 'DTSTAMP:20270101T000000Z', ...properties, 'END:VEVENT', ''].join('\r\n');

/** The starts ical.js gives from DTSTART, stepping through every occurrence, in [from, to). */
function icalStarts(body: string, window: { from: number; to: number }): string[] {
  const component = new ICAL.Component(ICAL.parse(vcalendar(body)) as unknown[]).getFirstSubcomponent('vevent');
  if (!component) throw new Error('No VEVENT.');
  const iterator = new ICAL.Event(component).iterator();
  const starts: string[] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const at = next.toUnixTime() * 1000;
    if (at >= window.to) break;
    if (at >= window.from) starts.push(new Date(at).toISOString());
  }
  return starts;
}

/** The starts the reader gives for the window (one-minute events: each its own interval), and what it stepped through. */
function readStarts(body: string, window: { from: number; to: number }) {
  const reading = readCalendar(parseCalendar(vcalendar(body)), window);
  return {
    starts: reading.busy.map((interval) => new Date(interval.start).toISOString()),
    stepped: reading.spent.occurrences,
    notes: reading.notes,
  };
}

const window = (from: string, to: string) => ({ from: Date.parse(from), to: Date.parse(to) });
const march = window('2027-03-15T00:00:00Z', '2027-04-05T00:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;
/** Daily occurrences from 1 January 1990 to `last` (inclusive). */
const daysTo = (last: string) => (Date.parse(last) - Date.parse('1990-01-01T00:00:00Z')) / dayMs + 1;

describe('series that jump to the window, against ical.js from DTSTART', () => {
  it.each([
    ['daily, COUNT past the window', 'RRULE:FREQ=DAILY;COUNT=20000', 'DTSTART:19900101T090000Z', march],
    [
      'daily, COUNT ending inside the window',
      `RRULE:FREQ=DAILY;COUNT=${daysTo('2027-03-24')}`,
      'DTSTART:19900101T090000Z',
      march,
    ],
    [
      'weekly on three days, COUNT ending inside the window',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=5825',
      'DTSTART:19900101T090000Z',
      march,
    ],
    [
      'weekly on days DTSTART is not one of, every other week, COUNT',
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=2000',
      'DTSTART:19900102T100000Z',
      march,
    ],
    [
      'every third day on weekdays only, COUNT',
      'RRULE:FREQ=DAILY;INTERVAL=3;BYDAY=MO,TU,WE,TH,FR;COUNT=3300',
      'DTSTART:19900103T083000Z',
      march,
    ],
    [
      'hourly in office hours, COUNT ending inside the window',
      `RRULE:FREQ=HOURLY;BYHOUR=9,13,16;COUNT=${3 * daysTo('2027-03-20') - 1}`,
      'DTSTART:19900101T090000Z',
      march,
    ],
    [
      'monthly on the second Tuesday',
      'RRULE:FREQ=MONTHLY;BYDAY=2TU',
      'DTSTART:19900109T100000Z',
      window('2027-01-01T00:00:00Z', '2027-07-01T00:00:00Z'),
    ],
    [
      'every fifth month on the last Friday',
      'RRULE:FREQ=MONTHLY;INTERVAL=5;BYDAY=-1FR',
      'DTSTART:19900126T100000Z',
      window('2026-01-01T00:00:00Z', '2027-12-31T00:00:00Z'),
    ],
    [
      'monthly on the 31st (months without one skipped)',
      'RRULE:FREQ=MONTHLY',
      'DTSTART:19900131T100000Z',
      window('2027-01-01T00:00:00Z', '2027-09-01T00:00:00Z'),
    ],
    ['yearly on the last Sunday of March', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'DTSTART:19900325T100000Z', march],
    [
      'yearly on 29 February',
      'RRULE:FREQ=YEARLY',
      'DTSTART:19920229T100000Z',
      window('2027-01-01T00:00:00Z', '2033-01-01T00:00:00Z'),
    ],
  ])('%s', (_name, rule, start, span) => {
    const body = event(start, 'DURATION:PT1M', rule);
    const expected = icalStarts(body, span);
    expect(expected.length).toBeGreaterThan(0);
    const read = readStarts(body, span);
    expect(read.starts).toEqual(expected);
    expect(read.notes).toEqual([]);
    // Its cost is the window's occurrences and two cycles at most, not the 37 years since DTSTART.
    expect(read.stepped).toBeLessThan(500);
  });

  it('ends a COUNT series before the window at its COUNT-th occurrence, having stepped through two cycles', () => {
    const body = event('DTSTART:19900101T090000Z', 'DURATION:PT1M', `RRULE:FREQ=DAILY;COUNT=${daysTo('2027-03-14')}`);
    expect(icalStarts(body, march)).toEqual([]);
    const read = readStarts(body, march);
    expect(read.starts).toEqual([]);
    expect(read.stepped).toBeLessThan(10);
  });
});
