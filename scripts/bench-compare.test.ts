import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockfileDrift } from './bench-checkout';
import { pagesFromEnv, planPages, toolPages } from './bench-pages';
import { markdownTable, tableRows, worseLines } from './bench-table';
import { throttlingFromEnv, type LighthouseRun } from './lighthouse-run';

/** A Lighthouse run with the figures the table reads (the rest as a run of the home page reports them). */
const run = (performance: number, tbtMs: number, lcpMs = 1277): LighthouseRun => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 750,
  lcpMs,
  tbtMs,
  cls: 0,
  speedIndexMs: 750,
  bytes: 146_432,
  requests: 9,
  html: '',
});

describe('the pages the side-by-side benchmark measures', () => {
  const base = new Set(['/', '/services', '/contact', '/old-page']);
  const after = new Set(['/', '/services', '/contact', '/book', '/tools/mtd-income-tax']);
  const inBuild = { base: (page: string) => base.has(page), after: (page: string) => after.has(page) };

  it('measures a page only the after-build has, as new, and skips one only the base has', () => {
    const plan = planPages(['/', '/book', '/old-page', '/fees', '/tools/mtd-income-tax'], inBuild);
    expect(plan.measured).toEqual([
      { page: '/', isNew: false },
      { page: '/book', isNew: true },
      { page: '/tools/mtd-income-tax', isNew: true },
    ]);
    expect(plan.onlyInBase).toEqual(['/old-page']);
    expect(plan.inNeither).toEqual(['/fees']);
  });

  it('reads BENCH_PAGES as comma-separated paths, and nothing from an empty value', () => {
    expect(pagesFromEnv('/, /book,/book')).toEqual(['/', '/book']);
    expect(pagesFromEnv(undefined)).toBeUndefined();
    expect(pagesFromEnv(' ')).toBeUndefined();
    expect(() => pagesFromEnv('/,book')).toThrow('not book');
  });

  it('finds the /tools pages a build prerendered, in order, and none when it has no tools folder', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dist-'));
    try {
      expect(toolPages(dist)).toEqual([]);
      for (const name of ['safeguarding-audit', 'mtd-income-tax', 'unbuilt']) {
        fs.mkdirSync(path.join(dist, 'tools', name), { recursive: true });
        if (name !== 'unbuilt') fs.writeFileSync(path.join(dist, 'tools', name, 'index.html'), '<!doctype html>');
      }
      expect(toolPages(dist)).toEqual(['/tools/mtd-income-tax', '/tools/safeguarding-audit']);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the side-by-side table', () => {
  // Issue 19's measurement of the home page: TBT 42–70 ms before, 157–173 ms now.
  const home = {
    page: '/',
    isNew: false,
    base: [run(100, 42), run(100, 70), run(100, 55)],
    after: [run(98, 157), run(98, 173), run(97, 165)],
  };
  const book = {
    page: '/book',
    isNew: true,
    base: [],
    after: [run(99, 120, 1300), run(100, 90, 1250), run(99, 100, 1280)],
  };

  it('gives medians, the ratio and the noise, and flags a figure worse by more than the noise', () => {
    const rows = tableRows([home]);
    const tbt = rows.find((row) => row.figure === 'TBT ms');
    expect(tbt).toMatchObject({ medianBefore: 55, medianAfter: 165, noise: 28, flagged: true });
    expect(tbt?.ratio).toBeCloseTo(3, 5);
    // The score fell by 2, more than its spread (1) and its floor (1).
    expect(rows.find((row) => row.figure === 'perf')).toMatchObject({
      medianBefore: 100,
      medianAfter: 98,
      flagged: true,
    });
    // Unchanged figures: ratio 1, never flagged, CLS 0 against 0 included.
    expect(rows.find((row) => row.figure === 'CLS')).toMatchObject({ ratio: 1, flagged: false });
    expect(worseLines(rows)).toEqual(['/ perf: 100 → 98', '/ perf, worst run: 100 → 97', '/ TBT ms: 55 → 165']);
  });

  it("gives the worst run's score beside the median, and the gap between the two paints run by run", () => {
    const rows = tableRows([home, book]);
    // The home page after: 98, 98, 97: median 98, but one run under it.
    expect(rows.find((row) => row.page === '/' && row.figure === 'perf, worst run')).toMatchObject({
      medianBefore: 100,
      medianAfter: 97,
      flagged: true,
    });
    // /book's largest paints 1,300, 1,250, 1,280 ms after first paints at 750 ms.
    expect(rows.find((row) => row.page === '/book' && row.figure === 'LCP − FCP ms')).toMatchObject({
      medianAfter: 530,
      noise: 50,
    });
    expect(markdownTable(rows).split('\n')).toContain('| /book | LCP − FCP ms | — | 530 | — | 50 | new |');
  });

  it('prints a new page with an empty before column, no ratio and no flag, marked new', () => {
    const rows = tableRows([home, book]);
    const table = markdownTable(rows).split('\n');
    expect(table).toContain('| /book | perf | — | 99 | — | 1 | new |');
    expect(table).toContain('| /book | TBT ms | — | 100 | — | 30 | new |');
    expect(table).toContain('| /book | KB | — | 143 | — | 0 | new |');
    expect(table).toContain('| / | TBT ms | 55 | 165 | 3 | 28 | WORSE |');
    expect(rows.filter((row) => row.page === '/book')).toHaveLength(9);
    expect(rows.filter((row) => row.page === '/book').every((row) => row.ratio === null && !row.flagged)).toBe(true);
    expect(worseLines(rows).some((line) => line.startsWith('/book'))).toBe(false);
  });
});

describe('whether this node_modules builds another commit as its own lockfile would', () => {
  it('finds nothing when the other lockfile is this one', () => {
    const lockfile = JSON.parse(fs.readFileSync(path.join(__dirname, '../package-lock.json'), 'utf8')) as object;
    expect(lockfileDrift(lockfile, lockfile)).toEqual([]);
  });

  it('lists a package at another version or another place, and ignores packages only this one has', () => {
    const current = {
      packages: {
        '': { version: '0.1.0' },
        'node_modules/react': { version: '19.3.1' },
        'node_modules/tailwind-merge': { version: '3.7.0' },
        'node_modules/jest/node_modules/ci-info': { version: '4.3.0' },
      },
    };
    const base = {
      packages: {
        '': { version: '0.0.9' },
        'node_modules/react': { version: '19.2.0' },
        'node_modules/ci-info': { version: '4.3.0' },
      },
    };
    expect(lockfileDrift(base, current)).toEqual(['react@19.2.0', 'ci-info@4.3.0']);
    expect(lockfileDrift({ packages: { 'node_modules/react': { version: '19.3.1' } } }, current)).toEqual([]);
  });
});

describe('the throttling a benchmark asks for', () => {
  it('is simulated unless BENCH_THROTTLING says devtools, and refuses anything else', () => {
    expect(throttlingFromEnv(undefined)).toBe('simulate');
    expect(throttlingFromEnv('')).toBe('simulate');
    expect(throttlingFromEnv('simulate')).toBe('simulate');
    expect(throttlingFromEnv('devtools')).toBe('devtools');
    expect(() => throttlingFromEnv('provided')).toThrow('not provided');
  });
});
