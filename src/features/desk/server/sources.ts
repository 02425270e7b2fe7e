import type { FirmSources, SourceCount } from '../../../../server/platform/firm-sources';
import { londonMonth } from '../../../../server/platform/firm-sources';
import { href } from '../../../config/paths';
import type { PageViewCounter, PageViews } from './page-views';

/**
 * Where clients come from: for each month and each page of the site, the page's views (GoAccess,
 * page-views.ts) beside what it brought (each feature's counts, server/platform/firm-sources.ts).
 * The desk's page and the command line (`npm run cli -- sources`) both print this report.
 */

/** What the report counts of each page, in its columns' order. */
export const conversionKinds = ['enquiries', 'holds', 'bookings', 'alerts'] as const;
export type ConversionKind = (typeof conversionKinds)[number];

export interface SourcesRow {
  /** A path of the site, or null: the page was not known (an enquiry from before pages were kept). */
  page: string | null;
  /** A tool's page (a checker or the fee estimate): what it brought came from the tool's answer. */
  tool: boolean;
  /** Page views that month (null when views are not available, or the log does not reach the month). */
  views: number | null;
  counts: Record<ConversionKind, number>;
}

export interface SourcesMonth {
  /** YYYY-MM, London. */
  month: string;
  rows: SourcesRow[];
  /** Each column's total, and what the tools' answers brought: enquiries and bookings made. */
  totals: Record<ConversionKind, number> & { answers: number; views: number | null };
}

export interface SourcesReport {
  /** Newest month first; a month with nothing to show is left out. */
  months: SourcesMonth[];
  views: PageViews;
}

/** The tools' pages: a checker's answer or the fee estimate leads from them to the booking and contact forms. */
export function isToolPage(page: string | null): boolean {
  return page !== null && (page.startsWith(`${href('/tools')}/`) || page === href('/fees'));
}

/** The last `count` London months up to `now`'s, oldest first (YYYY-MM). */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = londonMonth(now.getTime()).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - (count - 1 - back);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const zero = (): Record<ConversionKind, number> => ({ enquiries: 0, holds: 0, bookings: 0, alerts: 0 });

/** The report over the last `monthCount` months: each feature's counts, and the views where GoAccess can count them. */
export async function sourcesReport(
  sources: FirmSources,
  counter: Pick<PageViewCounter, 'counts'>,
  now: Date,
  monthCount: number,
): Promise<SourcesReport> {
  const months = lastMonths(now, monthCount);
  const [counted, views] = await Promise.all([
    Promise.all(conversionKinds.map(async (kind) => [kind, await sources[kind]()] as [ConversionKind, SourceCount[]])),
    counter.counts(months),
  ]);
  const report: SourcesMonth[] = [];
  for (const month of [...months].reverse()) {
    const rows = new Map<string | null, SourcesRow>();
    // Views only for a month the log reaches: before it, unknown rather than none.
    const viewed = views.available && views.months.has(month);
    const row = (page: string | null) => {
      const found = rows.get(page) ?? {
        page,
        tool: isToolPage(page),
        views: viewed ? (views.views.get(page ?? '')?.get(month) ?? 0) : null,
        counts: zero(),
      };
      rows.set(page, found);
      return found;
    };
    for (const [kind, counts] of counted)
      for (const count of counts) if (count.month === month) row(count.page).counts[kind] += count.count;
    if (viewed) for (const [page, byMonth] of views.views) if (byMonth.has(month)) row(page);
    const listed = [...rows.values()].sort(
      (a, b) =>
        conversions(b) - conversions(a) ||
        (b.views ?? 0) - (a.views ?? 0) ||
        (a.page ?? '~').localeCompare(b.page ?? '~'),
    );
    if (listed.length === 0) continue;
    const totals = { ...zero(), answers: 0, views: viewed ? 0 : null };
    for (const each of listed) {
      for (const kind of conversionKinds) totals[kind] += each.counts[kind];
      if (each.tool) totals.answers += each.counts.enquiries + each.counts.holds;
      if (totals.views !== null) totals.views += each.views ?? 0;
    }
    report.push({ month, rows: listed, totals });
  }
  return { months: report, views };
}

/** What a page brought: enquiries, bookings made and alert sign-ups (a confirmed booking was a hold first). */
function conversions(row: SourcesRow): number {
  return row.counts.enquiries + row.counts.holds + row.counts.alerts;
}
