import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  accepted,
  driftOf,
  measuringKey,
  ratiosOf,
  readReference,
  referenceFile,
  writeReference,
  type AcceptedRun,
  type Reference,
} from './bench-reference';
import type { TableRow } from './bench-table';
import { cpuFromEnv } from './lighthouse-run';

const row = (page: string, figure: string, before: number | null, after: number): TableRow => ({
  page,
  figure,
  digits: 0,
  isNew: before === null,
  before: before === null ? [] : [before],
  after: [after],
  medianBefore: before,
  medianAfter: after,
  ratio: before === null ? null : after / before,
  noise: 0,
  flagged: false,
});

const run = (commit: string, ratios: AcceptedRun['ratios']): AcceptedRun => ({
  date: '2026-11-29T01:00:00.000Z',
  commit,
  ratios,
});

describe('the ratios a run keeps', () => {
  it('keeps each page’s figures as after/reference, leaving out new pages and figures under their floor', () => {
    const ratios = ratiosOf([
      row('/', 'TBT ms', 100, 80),
      row('/', 'LCP ms', 1200, 1260),
      // 4 ms of blocking time is under the figure's 10 ms floor: no ratio worth keeping.
      row('/fees', 'TBT ms', 4, 20),
      row('/fees', 'KB', 140, 140),
      row('/new', 'TBT ms', null, 30),
    ]);
    expect(ratios).toEqual({ '/': { 'TBT ms': 0.8, 'LCP ms': 1.05 }, '/fees': { KB: 1 } });
  });
});

describe('drift against the accepted ratios', () => {
  it('flags a ratio that moved beyond the tolerance since the last accepted run, saying which way', () => {
    const drift = driftOf(
      { '/': { 'TBT ms': 1.3, perf: 0.7 } },
      [run('abc1234', { '/': { 'TBT ms': 1, perf: 1 } })],
      0.2,
    );
    expect(drift.step).toEqual([
      '/ TBT ms: ratio 1 → 1.3, +30% (worse) since abc1234 (2026-11-29)',
      '/ perf: ratio 1 → 0.7, -30% (worse) since abc1234 (2026-11-29)',
    ]);
    expect(drift.accumulated).toEqual([]);
  });

  it('names drift built up over accepted runs each within the tolerance', () => {
    const history = [
      run('aaa0001', { '/fees': { 'TBT ms': 1 } }),
      run('aaa0002', { '/fees': { 'TBT ms': 1.15 } }),
      run('aaa0003', { '/fees': { 'TBT ms': 1.3 } }),
    ];
    const drift = driftOf({ '/fees': { 'TBT ms': 1.45 } }, history, 0.2);
    expect(drift.step).toEqual([]);
    expect(drift.accumulated).toEqual([
      '/fees TBT ms: ratio 1 at aaa0001 → 1.45 now, +45% (worse) over 3 accepted runs, each step within 20%',
    ]);
  });

  it('says nothing of a ratio within the tolerance of both, or with no accepted run to compare with', () => {
    const history = [run('aaa0001', { '/': { 'LCP ms': 1 } })];
    expect(driftOf({ '/': { 'LCP ms': 0.9 }, '/book': { 'LCP ms': 3 } }, history, 0.2)).toEqual({
      step: [],
      accumulated: [],
    });
    expect(driftOf({ '/': { 'LCP ms': 3 } }, [], 0.2)).toEqual({ step: [], accumulated: [] });
  });

  it('calls a lower blocking time better and a lower score worse', () => {
    const drift = driftOf({ '/': { 'TBT ms': 0.5, perf: 1.5 } }, [run('b', { '/': { 'TBT ms': 1, perf: 1 } })], 0.2);
    expect(drift.step.map((line) => line.match(/\((\w+)\)/)?.[1])).toEqual(['better', 'better']);
  });
});

describe('the accepted runs on file', () => {
  it('appends a run under its way of measuring, keeping the others, and reads back what it wrote', () => {
    const start: Reference = { commit: 'd7021af', tolerance: 0.2, accepted: { 'simulate, 12× CPU': [run('x', {})] } };
    const key = measuringKey('simulate', 4);
    const next = accepted(accepted(start, key, run('one', { '/': { KB: 1 } })), key, run('two', { '/': { KB: 1.01 } }));
    expect(next.accepted[key]?.map((entry) => entry.commit)).toEqual(['one', 'two']);
    expect(next.accepted['simulate, 12× CPU']).toHaveLength(1);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reference-')), 'reference.json');
    writeReference(next, file);
    expect(readReference(file)).toEqual(next);
  });

  it('pins a full commit of this repository, with a tolerance between 0 and 1', () => {
    const reference = readReference(referenceFile);
    expect(reference.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(reference.tolerance).toBeGreaterThan(0);
    expect(reference.tolerance).toBeLessThan(1);
  });
});

describe('the CPU slowdown a benchmark takes', () => {
  it('is Lighthouse’s 4 unless BENCH_CPU names another of 1 or more', () => {
    expect(cpuFromEnv(undefined)).toBe(4);
    expect(cpuFromEnv('')).toBe(4);
    expect(cpuFromEnv('12')).toBe(12);
    expect(() => cpuFromEnv('fast')).toThrow(/BENCH_CPU/);
    expect(() => cpuFromEnv('0.5')).toThrow(/BENCH_CPU/);
  });
});
