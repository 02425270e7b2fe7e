import { OverBudget, parseBusy, parseCalendar, readCalendar, readCalendarInTurns } from './parse-busy';
import { asIso, calendarCases, londonZone, testWindow, vcalendar } from './test-calendars';

const event = (...properties: string[]) =>
  ['BEGIN:VEVENT', 'UID:x', 'DTSTAMP:20270101T000000Z', ...properties, 'END:VEVENT', ''].join('\r\n');
const busy = (body: string, window = testWindow) => asIso(parseBusy(vcalendar(body), window));

describe('parseBusy: the shared calendar cases', () => {
  it.each(calendarCases.map((c) => [c.name, c] as const))('%s', (_name, calendarCase) => {
    expect(busy(calendarCase.body)).toEqual(calendarCase.busy);
  });
});

describe('parseBusy: more of RFC 5545', () => {
  const october = { from: Date.parse('2026-10-12T00:00:00Z'), to: Date.parse('2026-11-03T00:00:00Z') };

  it('keeps a weekly 10:00 London meeting at 10:00 London when the clocks go back (25 October 2026)', () => {
    const body = event(
      'DTSTART;TZID=Europe/London:20260907T100000',
      'DTEND;TZID=Europe/London:20260907T110000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO',
    );
    expect(busy(body, october)).toEqual([
      ['2026-10-12T09:00:00Z', '2026-10-12T10:00:00Z'],
      ['2026-10-19T09:00:00Z', '2026-10-19T10:00:00Z'],
      ['2026-10-26T10:00:00Z', '2026-10-26T11:00:00Z'],
      ['2026-11-02T10:00:00Z', '2026-11-02T11:00:00Z'],
    ]);
  });

  it('reads the same with the feed’s VTIMEZONE', () => {
    const body =
      londonZone +
      event(
        'DTSTART;TZID=Europe/London:20260907T100000',
        'DTEND;TZID=Europe/London:20260907T110000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
      );
    expect(busy(body, october).slice(1, 3)).toEqual([
      ['2026-10-19T09:00:00Z', '2026-10-19T10:00:00Z'],
      ['2026-10-26T10:00:00Z', '2026-10-26T11:00:00Z'],
    ]);
  });

  it('keeps the last occurrence when UNTIL is in UTC and the series is on London’s summer clock', () => {
    const body = event(
      'DTSTART;TZID=Europe/London:20270331T100000',
      'DTEND;TZID=Europe/London:20270331T103000',
      'RRULE:FREQ=WEEKLY;UNTIL=20270407T090000Z',
    );
    expect(busy(body)).toEqual([
      ['2027-03-31T09:00:00Z', '2027-03-31T09:30:00Z'],
      ['2027-04-07T09:00:00Z', '2027-04-07T09:30:00Z'],
    ]);
  });

  it('matches a RECURRENCE-ID in UTC to an occurrence named with a TZID', () => {
    const body =
      event('DTSTART;TZID=Europe/London:20270317T100000', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;COUNT=2') +
      event('RECURRENCE-ID:20270318T100000Z', 'DTSTART:20270318T150000Z', 'DURATION:PT1H');
    expect(busy(body)).toEqual([
      ['2027-03-17T10:00:00Z', '2027-03-17T11:00:00Z'],
      ['2027-03-18T15:00:00Z', '2027-03-18T16:00:00Z'],
    ]);
  });

  it('adds RDATEs to a series and honours a DATE EXDATE on an all-day series', () => {
    const body = event(
      'DTSTART;VALUE=DATE:20270322',
      'RRULE:FREQ=DAILY;COUNT=3',
      'EXDATE;VALUE=DATE:20270323',
      'RDATE;VALUE=DATE:20270329',
    );
    expect(busy(body)).toEqual([
      ['2027-03-22T00:00:00Z', '2027-03-23T00:00:00Z'],
      ['2027-03-24T00:00:00Z', '2027-03-25T00:00:00Z'],
      ['2027-03-28T23:00:00Z', '2027-03-29T23:00:00Z'],
    ]);
  });

  it('gives an all-day event without DTEND one day, and a timed one without DTEND or DURATION an instant', () => {
    expect(busy(event('DTSTART;VALUE=DATE:20270322'))).toEqual([['2027-03-22T00:00:00Z', '2027-03-23T00:00:00Z']]);
    expect(busy(event('DTSTART:20270322T100000Z'))).toEqual([['2027-03-22T10:00:00Z', '2027-03-22T10:00:00Z']]);
  });

  it('reads floating times and unknown TZIDs as London time (noting the unknown), Mozilla’s prefixed TZIDs by IANA name', () => {
    expect(busy(event('DTSTART:20270401T100000', 'DURATION:PT1H'))).toEqual([
      ['2027-04-01T09:00:00Z', '2027-04-01T10:00:00Z'],
    ]);
    expect(
      busy(event('DTSTART;TZID=/mozilla.org/20070129_1/America/New_York:20270401T100000', 'DURATION:PT1H')),
    ).toEqual([['2027-04-01T14:00:00Z', '2027-04-01T15:00:00Z']]);
    const reading = readCalendar(
      parseCalendar(vcalendar(event('DTSTART;TZID=Somewhere Standard Time:20270401T100000', 'DURATION:PT1H'))),
      testWindow,
    );
    expect(asIso(reading.busy)).toEqual([['2027-04-01T09:00:00Z', '2027-04-01T10:00:00Z']]);
    expect(reading.notes).toEqual([
      'time zone "Somewhere Standard Time" is unknown and undefined: read as London time',
    ]);
  });

  it('ignores Outlook’s free events and cancelled series', () => {
    expect(busy(event('DTSTART:20270322T100000Z', 'DURATION:PT1H', 'X-MICROSOFT-CDO-BUSYSTATUS:FREE'))).toEqual([]);
    expect(busy(event('DTSTART:20270322T100000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY', 'STATUS:CANCELLED'))).toEqual(
      [],
    );
  });

  it('reaches the window quickly from a daily series begun decades ago, and cuts off a series past its cap', () => {
    const daily = event('DTSTART;TZID=Europe/London:19900101T090000', 'DURATION:PT15M', 'RRULE:FREQ=DAILY');
    const window = { from: Date.parse('2027-03-22T00:00:00Z'), to: Date.parse('2027-03-24T00:00:00Z') };
    expect(asIso(parseBusy(vcalendar(daily), window, { maxOccurrences: 50 }))).toEqual([
      ['2027-03-22T09:00:00Z', '2027-03-22T09:15:00Z'],
      ['2027-03-23T09:00:00Z', '2027-03-23T09:15:00Z'],
    ]);
    const hourly = event('DTSTART:20270321T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=HOURLY');
    const reading = readCalendar(parseCalendar(vcalendar(hourly)), window, { maxOccurrences: 50 });
    expect(reading.busy).toHaveLength(26);
    expect(reading.notes).toEqual(['1 series stopped at 50 occurrences']);
  });

  it('jumps a minutely series begun in 1990 to the window: it costs the window’s minutes, not 36 years’', () => {
    const minutely = event('DTSTART:19900101T090000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY;INTERVAL=7;BYHOUR=9');
    const window = { from: Date.parse('2027-03-22T00:00:00Z'), to: Date.parse('2027-03-23T00:00:00Z') };
    const reading = readCalendar(parseCalendar(vcalendar(minutely)), window);
    // 09:00 on 1 January 1990 plus whole multiples of 7 minutes: the phase is kept across the jump.
    const first = Date.parse('1990-01-01T09:00:00Z');
    const starts = reading.busy.map((interval) => interval.start);
    expect(starts.every((start) => (start - first) % (7 * 60_000) === 0)).toBe(true);
    expect(starts.map((start) => new Date(start).getUTCHours())).toEqual(starts.map(() => 9));
    expect(starts.length).toBeGreaterThanOrEqual(8);
    // Two days of minutes at most (the day's margin before the window, and the window's day).
    expect(reading.spent.occurrences).toBeLessThan(2 * 24 * 60);
  });

  it('refuses a feed over its budget of occurrences, or of time, rather than read it in part', () => {
    const body = event('DTSTART:20270322T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY');
    const calendar = parseCalendar(vcalendar(body));
    const window = { from: Date.parse('2027-03-22T00:00:00Z'), to: Date.parse('2027-03-23T00:00:00Z') };
    expect(readCalendar(calendar, window, undefined, { occurrences: 1441, ms: 60_000 }).spent.occurrences).toBe(1441);
    expect(() => readCalendar(calendar, window, undefined, { occurrences: 1000, ms: 60_000 })).toThrow(
      new OverBudget('occurrences', 1000),
    );
    expect(() => readCalendar(calendar, window, undefined, { occurrences: 1000, ms: 60_000 })).toThrow(
      'more than 1,000 occurrences to read, the budget',
    );
    expect(() => readCalendar(calendar, window, undefined, { occurrences: 1e6, ms: 0 })).toThrow(
      'more than 0 s to read, the budget',
    );
  });

  it('read in turns, gives up at the next turn once its signal aborts', async () => {
    const body = event('DTSTART:20270322T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY');
    const window = { from: Date.parse('2027-03-22T00:00:00Z'), to: Date.parse('2027-03-29T00:00:00Z') };
    const stopping = new AbortController();
    const reading = readCalendarInTurns(parseCalendar(vcalendar(body)), window, undefined, {
      signal: stopping.signal,
      sliceMs: 0,
    });
    stopping.abort(new Error('stopped'));
    await expect(reading).rejects.toThrow('stopped');
  });

  it('leaves out an event it cannot read, and says so, and counts events', () => {
    const body = event('SUMMARY:no start') + event('DTSTART:20270322T100000Z', 'DURATION:PT1H');
    const reading = readCalendar(parseCalendar(vcalendar(body)), testWindow);
    expect(asIso(reading.busy)).toEqual([['2027-03-22T10:00:00Z', '2027-03-22T11:00:00Z']]);
    expect(reading).toMatchObject({ events: 2, notes: ['1 event(s) could not be read and were left out'] });
  });

  it('keeps only what touches the window', () => {
    const body = event('DTSTART:20270316T080000Z', 'DTEND:20270316T090000Z') + event('DTSTART:20270414T090000Z');
    expect(busy(body)).toEqual([]);
  });
});

describe('parseCalendar', () => {
  it('refuses what is not iCalendar, without quoting it', () => {
    expect(() => parseCalendar('<!DOCTYPE html><title>Sign in</title>')).toThrow(
      'the answer is not iCalendar (no BEGIN:VCALENDAR)',
    );
    expect(() => parseCalendar('BEGIN:VCALENDAR\r\nsecret agenda\r\nEND:VCALENDAR\r\n')).toThrow(
      /^the iCalendar does not parse/,
    );
    expect(() => parseCalendar('BEGIN:VCALENDAR\r\nsecret agenda\r\nEND:VCALENDAR\r\n')).not.toThrow(/secret/);
  });
});
