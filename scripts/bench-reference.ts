/**
 * The side-by-side benchmark against a fixed reference (`npm run bench -- --reference`): the build
 * of a pinned commit, measured in the same run as this one, so that each page's figures become
 * ratios to it. A slower host slows both builds alike and leaves the ratio; a slower page moves
 * it. The ratios last accepted (`-- --accept`) are kept in scripts/bench-reference.json, every
 * accepted run in turn, per way of measuring (throttling and CPU rate): a ratio that moves by more
 * than the tolerance since the last accepted run is flagged, and one that has moved by more than
 * the tolerance since the first, in steps each small enough to pass, is named as drift.
 */
import fs from 'node:fs';
import path from 'node:path';
import { figures, formatted, type TableRow } from './bench-table';

export const referenceFile = path.join(__dirname, 'bench-reference.json');

/** Ratios by page, then by figure (the labels of scripts/bench-table.ts). */
export type Ratios = Record<string, Record<string, number>>;

export interface AcceptedRun {
  date: string;
  /** The commit measured against the reference. */
  commit: string;
  ratios: Ratios;
}

export interface Reference {
  /** The pinned commit the reference build is made from (`git archive`, built by the benchmark). */
  commit: string;
  /** A ratio moving by more than this fraction (0.15: 15%) is flagged. */
  tolerance: number;
  /** The accepted runs, oldest first, per way of measuring ("simulate, 4× CPU"). */
  accepted: Record<string, AcceptedRun[]>;
}

/** The key a way of measuring keeps its accepted runs under: ratios taken otherwise do not compare. */
export const measuringKey = (throttling: string, cpu: number): string => `${throttling}, ${cpu}× CPU`;

export function readReference(file = referenceFile): Reference {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Reference;
}

export function writeReference(reference: Reference, file = referenceFile): void {
  fs.writeFileSync(file, `${JSON.stringify(reference, null, 2)}\n`);
}

const floorOf = new Map(figures.map((figure) => [figure.label, figure.floor]));
const higherIsBetter = new Map(figures.map((figure) => [figure.label, figure.higherIsBetter]));

/**
 * The ratios a run measured: each figure of each page both builds have, where the reference's
 * median is at least the figure's floor (a blocking time of 0 or 4 ms makes no ratio worth keeping).
 */
export function ratiosOf(rows: TableRow[]): Ratios {
  const ratios: Ratios = {};
  for (const row of rows) {
    if (row.ratio === null || !Number.isFinite(row.ratio) || row.medianBefore === null) continue;
    if (Math.abs(row.medianBefore) < (floorOf.get(row.figure) ?? 0)) continue;
    (ratios[row.page] ??= {})[row.figure] = Number(row.ratio.toFixed(3));
  }
  return ratios;
}

export interface Drift {
  /** Moved by more than the tolerance since the last accepted run. */
  step: string[];
  /** Within the tolerance of the last accepted run, but beyond it from the first: many small steps. */
  accumulated: string[];
}

const describe = (figure: string, from: number, to: number): string => {
  const better = higherIsBetter.get(figure) ? to > from : to < from;
  const change = Math.round((to / from - 1) * 100);
  return `${change > 0 ? '+' : ''}${change}% (${better ? 'better' : 'worse'})`;
};

/** Each ratio of `current` against the accepted runs of the same way of measuring, oldest first. */
export function driftOf(current: Ratios, history: AcceptedRun[], tolerance: number): Drift {
  const drift: Drift = { step: [], accumulated: [] };
  const last = history.at(-1);
  for (const [page, byFigure] of Object.entries(current)) {
    for (const [figure, ratio] of Object.entries(byFigure)) {
      const previous = last?.ratios[page]?.[figure];
      const beyond = (from: number) => from > 0 && Math.abs(ratio / from - 1) > tolerance;
      if (previous !== undefined && beyond(previous)) {
        drift.step.push(
          `${page} ${figure}: ratio ${formatted(previous, 2)} → ${formatted(ratio, 2)}, ${describe(figure, previous, ratio)} since ${last?.commit} (${last?.date.slice(0, 10)})`,
        );
        continue;
      }
      const steps = history.filter((run) => run.ratios[page]?.[figure] !== undefined);
      const first = steps[0];
      const firstRatio = first?.ratios[page]?.[figure];
      if (first && firstRatio !== undefined && beyond(firstRatio)) {
        drift.accumulated.push(
          `${page} ${figure}: ratio ${formatted(firstRatio, 2)} at ${first.commit} → ${formatted(ratio, 2)} now, ` +
            `${describe(figure, firstRatio, ratio)} over ${steps.length} accepted run${steps.length === 1 ? '' : 's'}, each step within ${Math.round(tolerance * 100)}%`,
        );
      }
    }
  }
  return drift;
}

/** The reference with `run` accepted as the latest of its way of measuring. */
export function accepted(reference: Reference, key: string, run: AcceptedRun): Reference {
  return { ...reference, accepted: { ...reference.accepted, [key]: [...(reference.accepted[key] ?? []), run] } };
}
