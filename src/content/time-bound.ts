import type { IsoDate, Reviewed } from './types';

/**
 * A statement time will make wrong, wherever it lives: a page's passage (`reviewBy` in its module),
 * an article (`reviewBy` in its front matter) or a key-date rule with a last period
 * (`schedule.lastDue`). From `reviewBy` on it must be re-read: the build warns, health reports it
 * and `npm run check:launch` fails.
 */
export interface TimeBound {
  /** The page's path, the article's, or the rule as `key-date rule p11d`. */
  where: string;
  /** The words, or what the rule publishes. */
  what: string;
  reviewBy: IsoDate;
}

/** The passages each page declares. */
export function pagesTimeBound(pages: readonly (Reviewed & { path?: string; title: string })[]): TimeBound[] {
  return pages.flatMap((page) =>
    (page.reviewBy ?? []).map(({ date, passage }) => ({
      where: page.path ?? page.title,
      what: passage,
      reviewBy: date,
    })),
  );
}

/** Those whose day has come by `today`, soonest first. */
export function pastReviewBy(statements: readonly TimeBound[], today: IsoDate): TimeBound[] {
  return statements.filter((statement) => statement.reviewBy <= today).sort(byDay);
}

/** Those still ahead of `today`, soonest first: what the build will start warning about. */
export function comingReviewBy(statements: readonly TimeBound[], today: IsoDate): TimeBound[] {
  return statements.filter((statement) => statement.reviewBy > today).sort(byDay);
}

const byDay = (a: TimeBound, b: TimeBound) => a.reviewBy.localeCompare(b.reviewBy) || a.where.localeCompare(b.where);

/** One line for the build, health and the launch check. */
export const describeTimeBound = ({ where, what, reviewBy }: TimeBound) =>
  `${where}: "${what}" was to be re-read by ${reviewBy}`;
