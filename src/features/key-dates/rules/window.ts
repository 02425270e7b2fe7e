import { addMonths, dateParts, isoDate, type IsoDate } from '../../../platform/calendar/dates';

/** The first day of the UK tax year (6 April) that `date` falls in. */
export function taxYearStart(date: IsoDate): IsoDate {
  const { year } = dateParts(date);
  const start = isoDate(year, 4, 6);
  return date >= start ? start : isoDate(year - 1, 4, 6);
}

/** "2025 to 2026": the tax year that ended on the last 5 April before `date`. */
export function taxYearEndedBefore(date: IsoDate): string {
  const endYear = dateParts(taxYearStart(date)).year;
  return `${endYear - 1} to ${endYear}`;
}

/** The dates the page and the feeds cover: from `today` to the end of the next tax year (5 April). */
export function keyDateWindow(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const startYear = dateParts(taxYearStart(today)).year;
  return { from: today, to: isoDate(startYear + 2, 4, 5) };
}

/** A warning when a feed built `today` would end within six months; null when it is fine. */
export function feedEndWarning(today: IsoDate, feedEnd: IsoDate): string | null {
  return feedEnd < addMonths(today, 6)
    ? `The key-date feeds end on ${feedEnd}, within six months of ${today}: rebuild, and add bank holidays if they run out.`
    : null;
}

/** A warning when the rules were last reviewed before the tax year `today` is in; null when it is fine. */
export function rulesReviewWarning(today: IsoDate, reviewedOn: IsoDate): string | null {
  const start = taxYearStart(today);
  return reviewedOn < start
    ? `The key-date rules were last reviewed on ${reviewedOn}, before this tax year began (${start}): check each against its source.`
    : null;
}
