import type { FirmSources, SourceCount } from '../../../../server/platform/firm-sources';
import { isToolPage, lastMonths, sourcesReport } from './sources';

const counts =
  (...list: SourceCount[]) =>
  async () =>
    list;
const sources: FirmSources = {
  enquiries: counts(
    { page: '/tools/mtd-income-tax', month: '2026-11', count: 2 },
    { page: null, month: '2026-10', count: 1 },
  ),
  holds: counts({ page: '/fees', month: '2026-11', count: 3 }),
  bookings: counts({ page: '/fees', month: '2026-11', count: 1 }),
  // Older than the report's months: left out.
  alerts: counts({ page: '/key-dates', month: '2025-01', count: 9 }),
};
const now = new Date('2026-11-29T12:00:00Z');

describe('the sources report', () => {
  it('covers the last months up to the London month now, across a year’s turn', () => {
    expect(lastMonths(now, 3)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(lastMonths(new Date('2027-01-31T23:30:00Z'), 2)).toEqual(['2026-12', '2027-01']);
    // 00:30 in London on 1 April is still 31 March in UTC: London's month.
    expect(lastMonths(new Date('2027-03-31T23:30:00Z'), 1)).toEqual(['2027-04']);
  });

  it('puts each page’s views beside what it brought, newest month first, and adds up the tools’ answers', async () => {
    const views = new Map([
      ['/tools/mtd-income-tax', new Map([['2026-11', 40]])],
      ['/', new Map([['2026-11', 100]])],
    ]);
    const report = await sourcesReport(
      sources,
      { counts: async () => ({ available: true, views, months: new Set(['2026-11']), countedAt: now }) },
      now,
      12,
    );
    expect(report.months.map((month) => month.month)).toEqual(['2026-11', '2026-10']);
    const [november, october] = report.months;
    expect(november?.rows.map((row) => [row.page, row.tool, row.views, row.counts])).toEqual([
      ['/fees', true, 0, { enquiries: 0, holds: 3, bookings: 1, alerts: 0 }],
      ['/tools/mtd-income-tax', true, 40, { enquiries: 2, holds: 0, bookings: 0, alerts: 0 }],
      ['/', false, 100, { enquiries: 0, holds: 0, bookings: 0, alerts: 0 }],
    ]);
    expect(november?.totals).toEqual({ enquiries: 2, holds: 3, bookings: 1, alerts: 0, answers: 5, views: 140 });
    // October is before the log reaches: its views are not known, not none.
    expect(october?.rows.map((row) => [row.page, row.views, row.counts.enquiries])).toEqual([[null, null, 1]]);
    expect(october?.totals.views).toBeNull();
  });

  it('says views are not available, and still counts, where no log is counted', async () => {
    const report = await sourcesReport(
      sources,
      { counts: async () => ({ available: false, reason: 'not-configured' }) },
      now,
      12,
    );
    expect(report.views).toEqual({ available: false, reason: 'not-configured' });
    expect(report.months[0]?.rows.every((row) => row.views === null)).toBe(true);
    expect(report.months[0]?.totals.views).toBeNull();
  });

  it('knows the tools’ pages: the checkers and the fee estimate', () => {
    expect(isToolPage('/tools/sole-trader-or-limited-company')).toBe(true);
    expect(isToolPage('/fees')).toBe(true);
    expect(isToolPage('/tools')).toBe(false);
    expect(isToolPage('/contact')).toBe(false);
    expect(isToolPage(null)).toBe(false);
  });
});
