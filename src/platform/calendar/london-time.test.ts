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
