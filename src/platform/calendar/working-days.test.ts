import bankHolidayFile from './bank-holidays.json';
import {
  bankHolidayCoverage,
  bankHolidayCoverageWarning,
  bankHolidays,
  isBankHoliday,
  isWorkingDay,
  nextWorkingDay,
  previousWorkingDay,
  workingDayOnOrBefore,
} from './working-days';

describe('the bank-holiday file', () => {
  it('has the shape GOV.UK publishes, England and Wales only', () => {
    const division = bankHolidayFile['england-and-wales'];
    expect(division.division).toBe('england-and-wales');
    for (const event of division.events) {
      expect(Object.keys(event).sort()).toEqual(['bunting', 'date', 'notes', 'title']);
    }
  });

  it('covers 2025 to the end of 2028, eight holidays a year, none on a weekend', () => {
    expect(bankHolidayCoverage).toEqual({ from: '2025-01-01', to: '2028-12-31' });
    for (const year of ['2025', '2026', '2027', '2028']) {
      expect(bankHolidays.filter((event) => event.date.startsWith(year))).toHaveLength(8);
    }
    for (const { date } of bankHolidays) expect(new Date(`${date}T00:00:00Z`).getUTCDay() % 6).not.toBe(0);
  });

  it('lists the substitute days GOV.UK announced', () => {
    const substitutes = bankHolidays.filter((event) => event.notes === 'Substitute day').map((event) => event.date);
    expect(substitutes).toEqual(['2026-12-28', '2027-12-27', '2027-12-28', '2028-01-03']);
  });

  it('warns when it covers less than the next twelve months', () => {
    expect(bankHolidayCoverageWarning('2026-11-22')).toBeNull();
    expect(bankHolidayCoverageWarning('2027-12-31')).toBeNull();
    expect(bankHolidayCoverageWarning('2028-01-01')).toMatch(/end on 2028-12-31, less than 12 months after 2028-01-01/);
    expect(bankHolidayCoverageWarning('2028-06-01', 6)).toBeNull();
  });
});

describe('working days', () => {
  it('knows bank holidays and refuses to guess outside the file', () => {
    expect(isBankHoliday('2026-12-25')).toBe(true);
    expect(isBankHoliday('2026-12-26')).toBe(false); // Saturday: the holiday moved to Monday 28th
    expect(isBankHoliday('2026-12-28')).toBe(true);
    expect(() => isBankHoliday('2029-01-01')).toThrow(RangeError);
    expect(() => isBankHoliday('2024-12-31')).toThrow(RangeError);
  });

  it('counts weekends and bank holidays as non-working', () => {
    expect(isWorkingDay('2026-11-23')).toBe(true); // Monday
    expect(isWorkingDay('2026-11-22')).toBe(false); // Sunday
    expect(isWorkingDay('2027-03-26')).toBe(false); // Good Friday
  });

  it('steps over Christmas and New Year', () => {
    // Thu 24 Dec 2026 → Fri 25 (Christmas), Sat, Sun, Mon 28 (Boxing Day substitute) → Tue 29.
    expect(nextWorkingDay('2026-12-24')).toBe('2026-12-29');
    // Fri 24 Dec 2027 → Mon 27 and Tue 28 are substitutes → Wed 29.
    expect(nextWorkingDay('2027-12-24')).toBe('2027-12-29');
    // Fri 31 Dec 2027 → Sat 1, Sun 2, Mon 3 Jan (substitute) → Tue 4 Jan 2028.
    expect(nextWorkingDay('2027-12-31')).toBe('2028-01-04');
    expect(previousWorkingDay('2028-01-04')).toBe('2027-12-31');
    expect(previousWorkingDay('2026-12-29')).toBe('2026-12-24');
  });

  it('steps over Easter and a weekend', () => {
    expect(previousWorkingDay('2027-03-29')).toBe('2027-03-25'); // Easter Monday → Thursday before Good Friday
    expect(nextWorkingDay('2028-04-13')).toBe('2028-04-18');
    expect(nextWorkingDay('2026-11-20')).toBe('2026-11-23'); // Friday → Monday
  });

  it('keeps a working day as it is, and moves any other day back', () => {
    expect(workingDayOnOrBefore('2026-11-23')).toBe('2026-11-23');
    expect(workingDayOnOrBefore('2026-11-22')).toBe('2026-11-20');
    expect(workingDayOnOrBefore('2027-05-03')).toBe('2027-04-30'); // Early May bank holiday
  });
});
