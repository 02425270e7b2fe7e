import {
  addDays,
  addMonths,
  dateParts,
  dayOfWeek,
  daysBetween,
  isIsoDate,
  isLastDayOfMonth,
  lastDayOfMonth,
  monthAfter,
} from './dates';

describe('calendar dates', () => {
  it('reads only real YYYY-MM-DD dates', () => {
    expect(dateParts('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-2-1')).toBe(false);
    expect(isIsoDate('not a date')).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-22', '2027-04-05')).toBe(134);
  });

  it('adds months by the corresponding date, or the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2027-02-28', 12)).toBe('2028-02-28');
    expect(monthAfter('2027-11-30', 3)).toEqual({ year: 2028, month: 2 });
  });

  it('knows weekdays and month ends', () => {
    expect(dayOfWeek('2027-01-31')).toBe(0); // Sunday
    expect(isLastDayOfMonth('2027-02-28')).toBe(true);
    expect(isLastDayOfMonth('2028-02-28')).toBe(false);
    expect(lastDayOfMonth(2028, 2)).toBe('2028-02-29');
  });
});
