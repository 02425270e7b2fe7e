import { bankHolidayCoverageWarning } from '../lib/calendar/working-days';
import type { IsoDate } from './types';

/**
 * What the build and `npm run content:review` warn about in the calendar, as of `today`: bank
 * holidays on file for less than the next twelve months.
 */
export function calendarWarnings(today: IsoDate): string[] {
  return [bankHolidayCoverageWarning(today)].filter((warning): warning is string => warning !== null);
}
