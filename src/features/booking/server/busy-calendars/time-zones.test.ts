import { ianaZone, wallTimeIn, zonedInstant } from './time-zones';

const wall = (iso: string) => {
  const [date = '', time = ''] = iso.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
};
const at = (iso: string, zone: string) => new Date(zonedInstant(wall(iso), zone)).toISOString();

describe('time zones', () => {
  it('names IANA zones, Outlook’s Windows names and vendor-prefixed names; null for the unknown', () => {
    expect(ianaZone('America/New_York')).toBe('America/New_York');
    expect(ianaZone('GMT Standard Time')).toBe('Europe/London');
    expect(ianaZone('W. Europe Standard Time')).toBe('Europe/Berlin');
    expect(ianaZone('/citadel.org/20190914_1/Europe/London')).toBe('Europe/London');
    expect(ianaZone('Somewhere Standard Time')).toBeNull();
  });

  it('places London wall-clock times on both sides of the clock changes, as RFC 5545 says', () => {
    expect(at('2027-03-28T00:30:00', 'Europe/London')).toBe('2027-03-28T00:30:00.000Z');
    // Skipped: 01:30 does not exist; read with the offset before the change.
    expect(at('2027-03-28T01:30:00', 'Europe/London')).toBe('2027-03-28T01:30:00.000Z');
    expect(at('2027-03-28T02:30:00', 'Europe/London')).toBe('2027-03-28T01:30:00.000Z');
    // Repeated: 01:30 happens twice; the first.
    expect(at('2026-10-25T01:30:00', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-10-25T02:30:00', 'Europe/London')).toBe('2026-10-25T02:30:00.000Z');
    expect(at('2027-03-19T09:00:00', 'America/New_York')).toBe('2027-03-19T13:00:00.000Z');
  });

  it('reads the wall clock back', () => {
    expect(wallTimeIn(Date.parse('2027-04-07T09:00:00Z'), 'Europe/London')).toEqual(wall('2027-04-07T10:00:00'));
  });
});
