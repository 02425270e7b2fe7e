import { site } from '../../config/site';
import { formatClockTime, formatWeeklyHours } from './hours-format';
import { bankHolidayClosures } from './closures';
import { openingStatus } from './opening-hours';

/**
 * The contact page's "Open now" line and the firm's bank-holiday closures, from the office hours
 * in src/config/site.ts (Monday to Friday, 09:00 to 17:30) and GOV.UK's bank holidays. The
 * instants are UTC; the expectations are London's. `npm run test:tz` runs this file under
 * TZ=America/New_York and TZ=Pacific/Auckland too, with the same expectations.
 */
const hours = site.hours.weekdays;
const closures = bankHolidayClosures('2026-01-01', hours);
const at = (iso: string) => openingStatus(new Date(iso), hours, closures);

describe(`opening status (process TZ ${process.env.TZ ?? 'unset'})`, () => {
  it('is open from 09:00 up to 17:30 on a working day, closed at 17:30 itself', () => {
    expect(at('2026-11-24T09:00:00Z')).toEqual({ open: true, closes: '17:30' });
    expect(at('2026-11-24T17:29:59Z')).toEqual({ open: true, closes: '17:30' });
    expect(at('2026-11-24T08:59:00Z')).toEqual({ open: false, opens: '09:00', on: '2026-11-24', daysAhead: 0 });
    expect(at('2026-11-24T17:30:00Z')).toEqual({ open: false, opens: '09:00', on: '2026-11-25', daysAhead: 1 });
  });

  it('opens on Monday after a Friday evening and through the weekend', () => {
    expect(at('2026-11-27T18:00:00Z')).toEqual({ open: false, opens: '09:00', on: '2026-11-30', daysAhead: 3 });
    expect(at('2026-11-29T12:00:00Z')).toEqual({ open: false, opens: '09:00', on: '2026-11-30', daysAhead: 1 });
  });

  it('stays closed over Christmas 2026 (Christmas Day, Boxing Day substitute on Monday 28 December)', () => {
    expect(at('2026-12-24T17:30:00Z')).toEqual({ open: false, opens: '09:00', on: '2026-12-29', daysAhead: 5 });
    expect(at('2026-12-25T10:00:00Z')).toEqual({ open: false, opens: '09:00', on: '2026-12-29', daysAhead: 4 });
    expect(at('2026-12-28T10:00:00Z')).toEqual({ open: false, opens: '09:00', on: '2026-12-29', daysAhead: 1 });
  });

  it("stays closed on New Year's Day 2027 and opens on Monday 4 January", () => {
    expect(at('2026-12-31T17:45:00Z')).toEqual({ open: false, opens: '09:00', on: '2027-01-04', daysAhead: 4 });
  });

  it('reads a London clock on both sides of the October 2026 change (BST, then GMT)', () => {
    // 08:30 UTC on Friday 23 October is 09:30 BST: open, though a UTC clock says 08:30.
    expect(at('2026-10-23T08:30:00Z')).toEqual({ open: true, closes: '17:30' });
    // 16:45 UTC is 17:45 BST: closed until Monday, the first day on GMT.
    expect(at('2026-10-23T16:45:00Z')).toEqual({ open: false, opens: '09:00', on: '2026-10-26', daysAhead: 3 });
    expect(at('2026-10-26T08:30:00Z')).toEqual({ open: false, opens: '09:00', on: '2026-10-26', daysAhead: 0 });
  });

  it('spans Easter 2027 across the March change (Good Friday, the clocks, Easter Monday)', () => {
    expect(at('2027-03-25T17:30:00Z')).toEqual({ open: false, opens: '09:00', on: '2027-03-30', daysAhead: 5 });
    // 08:00 UTC on Tuesday 30 March is 09:00 BST.
    expect(at('2027-03-30T08:00:00Z')).toEqual({ open: true, closes: '17:30' });
    expect(at('2027-03-30T07:59:00Z')).toEqual({ open: false, opens: '09:00', on: '2027-03-30', daysAhead: 0 });
  });

  it('gives no status rather than guess beyond the bank holidays on file (to 2028)', () => {
    expect(at('2028-12-29T18:00:00Z')).toBeNull();
  });
});

describe('bank-holiday closures (the structured data)', () => {
  it('lists every weekday bank holiday from a date to the end of the file, with GOV.UK names', () => {
    const { closed, knownUntil } = bankHolidayClosures('2026-11-22', hours);
    expect(knownUntil).toBe('2028-12-31');
    expect(closed.slice(0, 3)).toEqual([
      { name: 'Christmas Day', date: '2026-12-25' },
      { name: 'Boxing Day', date: '2026-12-28' },
      { name: 'New Year’s Day', date: '2027-01-01' },
    ]);
    expect(closed).toHaveLength(2 + 8 + 8);
    expect(closed.at(-1)?.date).toBe('2028-12-26');
  });
});

describe('opening times as the site writes them: the 12-hour clock of the specification', () => {
  it.each([
    ['09:00', '9:00 AM'],
    ['17:30', '5:30 PM'],
    ['12:00', '12:00 PM'],
    ['00:15', '12:15 AM'],
    ['11:59', '11:59 AM'],
    ['23:05', '11:05 PM'],
  ])('%s is %s', (time, words) => expect(formatClockTime(time)).toBe(words));

  it('refuses what is not a time of day', () => {
    expect(() => formatClockTime('9:00')).toThrow(RangeError);
    expect(() => formatClockTime('24:00')).toThrow(RangeError);
  });

  it('says the office hours as SPEC.md does, in a sentence and shown on their own', () => {
    expect(formatWeeklyHours(hours)).toBe('Monday to Friday 9:00 AM to 5:30 PM');
    expect(site.hours.summary).toBe('Monday to Friday 9:00 AM to 5:30 PM');
    expect(site.hours.shown).toBe('Monday to Friday 9:00 AM to 5:30 PM; closed at weekends');
  });
});
