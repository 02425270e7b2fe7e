import { londonDate } from '../../src/platform/calendar/london-time';

/**
 * Where the firm's clients come from, as each feature counts what it keeps: the staff desk's
 * sources report and the command line's (`npm run cli -- sources`) read it through the firm's side
 * (server/platform/firm.ts), so the desk imports no other feature.
 */

/** How many arrived in one London month (YYYY-MM) from one page of the site (a path; null when not known). */
export interface SourceCount {
  page: string | null;
  month: string;
  count: number;
}

/** One thing a visitor did, when (milliseconds since 1970) and from which page: what a feature hands the counting. */
export interface Arrival {
  page: string | null;
  at: number;
}

/** Each kind of arrival the report counts, by page and month, from the records each feature keeps. */
export interface FirmSources {
  /** Enquiries sent (the enquiry feature). */
  enquiries: () => Promise<SourceCount[]>;
  /** Consultations booked, each holding its time until the visitor confirmed it (the booking feature). */
  holds: () => Promise<SourceCount[]>;
  /** Of those, the ones the visitor confirmed. */
  bookings: () => Promise<SourceCount[]>;
  /** Deadline-alert sign-ups (the alerts feature). */
  alerts: () => Promise<SourceCount[]>;
}

/** The London month (YYYY-MM) of an instant. */
export const londonMonth = (at: number): string => londonDate(new Date(at)).slice(0, 7);

/** Arrivals counted by page and London month, in page then month order. */
export function countByPageAndMonth(arrivals: readonly Arrival[]): SourceCount[] {
  const counts = new Map<string, SourceCount>();
  for (const { page, at } of arrivals) {
    const month = londonMonth(at);
    const key = `${page ?? ''} ${month}`;
    const count = counts.get(key) ?? { page, month, count: 0 };
    count.count += 1;
    counts.set(key, count);
  }
  return [...counts.values()].sort(
    (a, b) => (a.page ?? '').localeCompare(b.page ?? '') || a.month.localeCompare(b.month),
  );
}
