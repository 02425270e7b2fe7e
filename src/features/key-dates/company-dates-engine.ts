import { isIsoDate, type IsoDate } from '../../platform/calendar/dates';
import { companyKeyDates } from './rules/year-end';
import type { KeyDate } from './rules/types';
import { companyCalendar } from './content/feeds';
import { vatQuarterRules, yearEndRules } from './content/rules';

/**
 * The company tool's working: the rules, the calendar and the iCalendar writer. Loaded when a
 * visitor asks for their dates, so that none of it weighs on the page's first load.
 */
export function ownDates(yearEnd: string, vatStagger: string, range: { from: IsoDate; to: IsoDate }): KeyDate[] | null {
  // The date input gives YYYY-MM-DD or nothing; anything else is not a date to work from.
  if (!isIsoDate(yearEnd)) return null;
  const vatRules = vatQuarterRules.filter((rule) => rule.id === `vat-quarters-${vatStagger}`);
  return companyKeyDates({ yearEnd, vatRules }, yearEndRules, range.from, range.to);
}

/** The dates as an .ics file's text, for the download link. */
export function ownCalendar(dates: readonly KeyDate[]): string {
  return companyCalendar(dates, new Date());
}
