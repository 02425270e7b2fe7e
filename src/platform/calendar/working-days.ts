import bankHolidayFile from './bank-holidays.json';
import { addDays, dateParts, isoDate, isWeekend, type IsoDate } from './dates';

/**
 * England-and-Wales bank holidays, from the copy of GOV.UK's https://www.gov.uk/bank-holidays.json
 * kept in bank-holidays.json (same shape; only the england-and-wales division). Update that file
 * when GOV.UK announces a further year: the build and `npm run content:review` warn when it covers
 * less than the next twelve months.
 */
export interface BankHolidayEvent {
  title: string;
  date: IsoDate;
  notes: string;
  bunting: boolean;
}

export interface BankHolidayFile {
  'england-and-wales': { division: 'england-and-wales'; events: BankHolidayEvent[] };
}

const file = bankHolidayFile as BankHolidayFile;

/** The bank holidays the file lists, earliest first. */
export const bankHolidays: readonly BankHolidayEvent[] = [...file['england-and-wales'].events].sort((a, b) =>
  a.date.localeCompare(b.date),
);

const holidayDates = new Set<string>(bankHolidays.map((event) => event.date));

/** The file covers whole calendar years: from 1 January of its first listed year to 31 December of its last. */
export const bankHolidayCoverage: { from: IsoDate; to: IsoDate } = (() => {
  const [first, last] = [bankHolidays[0], bankHolidays.at(-1)];
  if (!first || !last) throw new Error('src/platform/calendar/bank-holidays.json lists no bank holidays.');
  return { from: isoDate(dateParts(first.date).year, 1, 1), to: isoDate(dateParts(last.date).year, 12, 31) };
})();

/** A warning when the file covers less than `months` months from `today` (12 unless told); null when it is fine. */
export function bankHolidayCoverageWarning(today: IsoDate, months = 12): string | null {
  const { year, month, day } = dateParts(today);
  const needed = isoDate(year, month + months, day);
  if (bankHolidayCoverage.to >= needed) return null;
  return `The England-and-Wales bank holidays in src/platform/calendar/bank-holidays.json end on ${bankHolidayCoverage.to}, less than ${months} months after ${today}: add the next year from https://www.gov.uk/bank-holidays.json.`;
}

/** True on an England-and-Wales bank holiday. Throws outside the years the file covers rather than guess. */
export function isBankHoliday(date: IsoDate): boolean {
  if (date < bankHolidayCoverage.from || date > bankHolidayCoverage.to) {
    throw new RangeError(
      `${date} is outside the bank holidays on file (${bankHolidayCoverage.from} to ${bankHolidayCoverage.to}).`,
    );
  }
  return holidayDates.has(date);
}

/** Monday to Friday and not a bank holiday in England and Wales. */
export function isWorkingDay(date: IsoDate): boolean {
  return !isWeekend(date) && !isBankHoliday(date);
}

/** The first working day after `date`. */
export function nextWorkingDay(date: IsoDate): IsoDate {
  let day = addDays(date, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The last working day before `date`. */
export function previousWorkingDay(date: IsoDate): IsoDate {
  let day = addDays(date, -1);
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

/** `date` itself when it is a working day, otherwise the last working day before it. */
export function workingDayOnOrBefore(date: IsoDate): IsoDate {
  return isWorkingDay(date) ? date : previousWorkingDay(date);
}
