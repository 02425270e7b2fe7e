import type { FeatureCommand } from '../../../../server/platform/feature';
import { csvTable } from '../../../../server/platform/csv';
import { sourcesCopy } from '../content/sources';
import type { Desk } from './desk';
import { conversionKinds, sourcesReport, type SourcesReport } from './sources';
import { monthLabel } from './views/sources-view';

/** The report as CSV, one line per month and page: the desk's download and `npm run cli -- sources --csv`. */
export function sourcesCsv(report: SourcesReport): string {
  const header = ['month', 'page', 'tool', 'views', ...conversionKinds];
  const rows = report.months.flatMap(({ month, rows: pages }) =>
    pages.map((row) => [
      month,
      row.page ?? '',
      row.tool ? 'yes' : 'no',
      row.views ?? '',
      ...conversionKinds.map((kind) => row.counts[kind]),
    ]),
  );
  return csvTable(header, rows);
}

/** The report as lines for a terminal: each month, then a line per page with its figures named. */
export function sourcesLines(report: SourcesReport): string[] {
  const views = report.views.available ? [] : [sourcesCopy.views[report.views.reason]];
  if (report.months.length === 0) return [...views, sourcesCopy.empty];
  const figures = (views: number | null, counts: Record<(typeof conversionKinds)[number], number>) =>
    [
      `${sourcesCopy.columns.views.toLowerCase()} ${views ?? sourcesCopy.notAvailable}`,
      ...conversionKinds.map((kind) => `${sourcesCopy.columns[kind].toLowerCase()} ${counts[kind]}`),
    ].join(', ');
  return [
    ...views,
    ...report.months.flatMap(({ month, rows, totals }) => [
      `${monthLabel(month)}: ${figures(totals.views, totals)}`,
      ...rows.map(
        (row) =>
          `  ${row.page ?? sourcesCopy.unknown}${row.tool ? ` (${sourcesCopy.tool})` : ''}: ${figures(row.views, row.counts)}`,
      ),
      `  ${sourcesCopy.answers(totals.answers)}`,
    ]),
  ];
}

/** `npm run cli -- sources [--csv]`: the desk's report, from the same code, for a shell or a script. */
export const sourcesCommand: FeatureCommand<Desk> = {
  summary: sourcesCopy.command.summary,
  usage: sourcesCopy.command.usage,
  async run(desk, args, io, context) {
    const report = await sourcesReport(
      desk.sources,
      desk.pageViews,
      (desk.config.clock ?? context.clock)(),
      desk.config.sourcesMonths,
    );
    if (args.includes('--csv')) io.write(sourcesCsv(report));
    else for (const line of sourcesLines(report)) io.line(line);
  },
};
