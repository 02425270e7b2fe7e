import { bankHolidayCoverageWarning } from '../platform/calendar/working-days';
import { keyDateWarnings } from '../features/key-dates/content/key-dates';
import type { IsoDate } from '../content/types';

/**
 * What the build and `npm run content:review` warn about in the calendar, as of `today`: bank
 * holidays on file for less than the next twelve months, key-date rules not reviewed this tax
 * year, and feeds that would end within six months.
 */
export function calendarWarnings(today: IsoDate): string[] {
  return [bankHolidayCoverageWarning(today), ...keyDateWarnings(today)].filter(
    (warning): warning is string => warning !== null,
  );
}
