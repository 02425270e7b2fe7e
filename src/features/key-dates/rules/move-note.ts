import type { IsoDate } from '../../../platform/calendar/dates';
import { formatLongDate } from '../../../platform/calendar/format';

/** Why a deadline's act-by date is earlier than the date its source gives, in a sentence. */
export function moveNote(dueDate: IsoDate, date: IsoDate, exception?: string): string {
  return `Due ${formatLongDate(dueDate)}, not a working day: make sure your payment reaches HMRC by ${formatLongDate(date)}${exception ? `, ${exception}` : ''}.`;
}

/** A rule's wording with what it is for put in place of `{period}`. */
export function fillPeriod(what: string, period: string): string {
  return what.replace('{period}', period);
}
