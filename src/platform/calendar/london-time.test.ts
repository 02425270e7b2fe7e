import { londonDate, londonInstant, londonOffsetMinutes, londonWallTime } from './london-time';

/**
 * London time must not depend on the machine's zone. `npm run test:tz` runs this file under
 * TZ=America/New_York and TZ=Pacific/Auckland as well; the expectations are the same.
 */
describe(`London time (process TZ ${process.env.TZ ?? 'unset'})`, () => {
  it('is GMT in winter and BST in summer, 2026–27', () => {
    expect(londonOffsetMinutes(new Date('2026-12-01T12:00:00Z'))).toBe(0);
    expect(londonOffsetMinutes(new Date('2027-07-01T12:00:00Z'))).toBe(60);
  });

  it('changes at 01:00 UTC on the last Sunday of October 2026 and March 2027', () => {
    expect(londonWallTime(new Date('2026-10-25T00:59:00Z'))).toEqual({ date: '2026-10-25', time: '01:59' });
    expect(londonWallTime(new Date('2026-10-25T01:00:00Z'))).toEqual({ date: '2026-10-25', time: '01:00' });
    expect(londonWallTime(new Date('2027-03-28T00:59:00Z'))).toEqual({ date: '2027-03-28', time: '00:59' });
    expect(londonWallTime(new Date('2027-03-28T01:00:00Z'))).toEqual({ date: '2027-03-28', time: '02:00' });
  });

  it('turns a London wall time into the right instant on both sides of each change', () => {
    expect(londonInstant('2026-10-23', '10:00').toISOString()).toBe('2026-10-23T09:00:00.000Z'); // Friday, BST
    expect(londonInstant('2026-10-26', '10:00').toISOString()).toBe('2026-10-26T10:00:00.000Z'); // Monday, GMT
    expect(londonInstant('2027-03-26', '10:00').toISOString()).toBe('2027-03-26T10:00:00.000Z'); // Friday, GMT
    expect(londonInstant('2027-03-29', '10:00').toISOString()).toBe('2027-03-29T09:00:00.000Z'); // Monday, BST
  });

  it('refuses the hour the clocks skip and takes the first of the hour they repeat', () => {
    expect(() => londonInstant('2027-03-28', '01:30')).toThrow(RangeError);
    expect(londonInstant('2026-10-25', '01:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it("gives London's date, not the machine's, near midnight", () => {
    expect(londonDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31'); // already 1 Jan in Auckland
    expect(londonDate(new Date('2027-06-30T23:30:00Z'))).toBe('2027-07-01'); // BST: 00:30 in London
    expect(londonDate(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01'); // still 31 Dec in New York
  });
});

/** London's wall clock at `instant` as the time-zone data has it: the reference the rule is held to. */
const intlWall = (() => {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (instant: Date) => {
    const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
    return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
  };
})();

const hourMs = 3_600_000;

/** The instants from `from` to `to` (UTC, ISO) `stepMs` apart, each moved by `atMs`, where the rule and Intl differ. */
function mismatches(from: string, to: string, stepMs: number, atMs = [0]): string[] {
  const found: string[] = [];
  for (let ms = Date.parse(from); ms < Date.parse(to); ms += stepMs)
    for (const at of atMs) {
      const instant = new Date(ms + at);
      const expected = intlWall(instant);
      const actual = londonWallTime(instant);
      if (actual.date !== expected.date || actual.time !== expected.time)
        found.push(`${instant.toISOString()}: ${actual.date} ${actual.time}, Intl ${expected.date} ${expected.time}`);
    }
  return found;
}

describe('London time from the Summer Time Act 1972 rule, held to Intl (Europe/London)', () => {
  it('agrees on every day from 1998 to 2045, just after midnight, at noon and just before midnight UTC', () => {
    // 23:30 UTC is already tomorrow in London in summer: the date as well as the time is held.
    const times = [0.5 * hourMs, 12.5 * hourMs, 23.5 * hourMs];
    expect(mismatches('1998-01-01T00:00:00Z', '2046-01-01T00:00:00Z', 24 * hourMs, times)).toEqual([]);
  });

  it('agrees at every minute of each day the clocks change, 1998 to 2045', () => {
    const found: string[] = [];
    for (let year = 1998; year <= 2045; year += 1)
      for (const month of [3, 10]) {
        // The last Sunday: the last day of the month, less its day of the week.
        const lastDay = new Date(Date.UTC(year, month, 0));
        const sunday = new Date(lastDay.getTime() - lastDay.getUTCDay() * 24 * hourMs).toISOString().slice(0, 10);
        found.push(...mismatches(`${sunday}T00:00:00Z`, `${sunday}T03:00:00Z`, 60_000));
      }
    expect(found).toEqual([]);
  });

  it('reads earlier years, under older rules, from the time-zone data', () => {
    // 1995: summer time began on the day after the third Saturday in March (Summer Time Act 1972 as enacted).
    expect(mismatches('1995-03-18T00:00:00Z', '1995-04-02T00:00:00Z', hourMs)).toEqual([]);
    expect(londonOffsetMinutes(new Date('1995-03-27T12:00:00Z'))).toBe(60);
    expect(mismatches('1970-01-01T00:00:00Z', '1998-01-01T00:00:00Z', 24 * hourMs)).toEqual([]);
  });

  it('refuses an invalid instant', () => {
    expect(() => londonWallTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
