/**
 * The side-by-side benchmark's table (scripts/bench-compare.ts): per page and figure, the medians
 * of the two builds' runs (for the worst-run score, the lowest), the ratio after/before, the noise (the larger spread between the runs
 * of either build) and a flag on each figure that got worse by more than that noise. A page the
 * base lacks has an empty before column, no ratio, and is marked new instead of compared.
 */
import type { LighthouseRun } from './lighthouse-run';

interface Figure {
  label: string;
  /** Whether a higher value is better (the score) or worse (the times, CLS). */
  higherIsBetter: boolean;
  /** Below this difference a change is not flagged, whatever the measured spread. */
  floor: number;
  digits: number;
  of: (run: LighthouseRun) => number;
  /** What one build's runs come to: their median, or (for a promise about every run) their worst. */
  summary?: (values: number[]) => number;
}

const lowest = (values: number[]): number => (values.length === 0 ? NaN : Math.min(...values));

export const figures: Figure[] = [
  { label: 'perf', higherIsBetter: true, floor: 1, digits: 0, of: (r) => r.scores.performance ?? NaN },
  // Issue 19 asks for 100 "in every run": the worst run's score, not only the median.
  {
    label: 'perf, worst run',
    higherIsBetter: true,
    floor: 1,
    digits: 0,
    of: (r) => r.scores.performance ?? NaN,
    summary: lowest,
  },
  { label: 'FCP ms', higherIsBetter: false, floor: 10, digits: 0, of: (r) => r.fcpMs },
  { label: 'LCP ms', higherIsBetter: false, floor: 10, digits: 0, of: (r) => r.lcpMs },
  // The goal "the largest paint within 100 ms of the first", run by run.
  { label: 'LCP − FCP ms', higherIsBetter: false, floor: 10, digits: 0, of: (r) => r.lcpMs - r.fcpMs },
  { label: 'TBT ms', higherIsBetter: false, floor: 10, digits: 0, of: (r) => r.tbtMs },
  { label: 'CLS', higherIsBetter: false, floor: 0.005, digits: 3, of: (r) => r.cls },
  { label: 'SI ms', higherIsBetter: false, floor: 10, digits: 0, of: (r) => r.speedIndexMs },
  { label: 'KB', higherIsBetter: false, floor: 1, digits: 0, of: (r) => r.bytes / 1024 },
];

/** The empty cell of a figure the base build has no page for. */
export const absent = '—';

export interface PageRuns {
  page: string;
  /** The base build has no such page: no before runs, nothing to compare. */
  isNew: boolean;
  base: LighthouseRun[];
  after: LighthouseRun[];
}

export interface TableRow {
  page: string;
  figure: string;
  /** Decimal places the figure is printed with. */
  digits: number;
  isNew: boolean;
  before: number[];
  after: number[];
  medianBefore: number | null;
  medianAfter: number;
  ratio: number | null;
  noise: number;
  flagged: boolean;
}

export const median = (values: number[]): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const spread = (values: number[]) => (values.length === 0 ? 0 : Math.max(...values) - Math.min(...values));

export function formatted(value: number | null, digits: number): string {
  if (value === null) return absent;
  return Number.isFinite(value) ? value.toLocaleString('en-GB', { maximumFractionDigits: digits }) : 'n/a';
}

/** One row per page and figure, in the order of `pages` and `figures`. */
export function tableRows(pages: PageRuns[]): TableRow[] {
  return pages.flatMap(({ page, isNew, base, after }) =>
    figures.map((figure) => {
      const before = isNew ? [] : base.map(figure.of);
      const now = after.map(figure.of);
      const summary = figure.summary ?? median;
      const [b, a] = [isNew ? null : summary(before), summary(now)];
      const noise = Math.max(spread(before), spread(now));
      const worse = b === null ? NaN : figure.higherIsBetter ? b - a : a - b;
      const ratio = b === null ? null : b === 0 ? (a === 0 ? 1 : NaN) : a / b;
      return {
        page,
        figure: figure.label,
        digits: figure.digits,
        isNew,
        before,
        after: now,
        medianBefore: b,
        medianAfter: a,
        ratio,
        noise,
        // NaN (a new page, or runs left out) is never greater: nothing to flag.
        flagged: worse > Math.max(noise, figure.floor),
      };
    }),
  );
}

/** The Markdown table bench-compare prints. */
export function markdownTable(rows: TableRow[]): string {
  const lines = [
    '| page | figure | before | after | after/before | noise | |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const { digits } = row;
    const mark = row.isNew ? 'new' : row.flagged ? 'WORSE' : '';
    lines.push(
      `| ${row.page} | ${row.figure} | ${formatted(row.medianBefore, digits)} | ${formatted(row.medianAfter, digits)} | ${formatted(row.ratio, 2)} | ${formatted(row.noise, digits)} | ${mark} |`,
    );
  }
  return lines.join('\n');
}

/** "page figure: before → after" for each flagged row. */
export function worseLines(rows: TableRow[]): string[] {
  return rows
    .filter((row) => row.flagged)
    .map(
      (row) =>
        `${row.page} ${row.figure}: ${formatted(row.medianBefore, row.digits)} → ${formatted(row.medianAfter, row.digits)}`,
    );
}
