/**
 * Where a page's main-thread time goes, from Chromium's own trace, not a test:
 *   npm run build && npm run bench:trace
 * Serves the build with the project's nginx and the booking service (scripts/serve-nginx.ts), loads
 * each page in a phone-sized headless Chromium, records a trace from the navigation until the app
 * has hydrated the page and a second has passed, and reads it (scripts/trace-tasks.ts) for a CPU
 * 4 times slower than this one (the rate Lighthouse's mobile run models) and 12 times (a slow
 * phone): each task's CPU time scaled, as Lighthouse's simulated throttling scales it. It prints the
 * longest task, the tasks over 50 ms named by what they ran ("microtasks": the modules of a chunk
 * that has just loaded, evaluated; "running 6768.js": React's work, hydration, in the chunk that
 * holds it), the blocking time after the first paint, the main thread's time by kind of work and
 * each script's boot-up time (unscaled). BENCH_PAGES=/,/book picks pages, BENCH_RUNS (default 5)
 * the runs of each (the median run by blocking time, then longest task, is the one listed),
 * BENCH_CPU=4,12 the slowdowns.
 * BENCH_TRACE_BEFORE=<a dist folder> traces that build too (another commit's `npm run build` output,
 * served by this nginx.conf beside this build, sharing its service), interleaved run by run, the
 * order swapped each run, for a before-and-after from one run. `-- --reference` builds the commit
 * pinned in scripts/bench-reference.json as the before (scripts/bench-compare.ts's buildBase) and
 * checks each page's ratios (blocking time, longest task) against the ones accepted there under
 * "trace, N× CPU"; `-- --reference --accept` keeps this run's. Writes reports/bench-trace.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer';
import { launchBrowser, viewports } from './browser';
import { buildBase } from './bench-compare';
import { pagesFromEnv } from './bench-pages';
import {
  accepted,
  driftOf,
  measuringKey,
  ratiosOf,
  readReference,
  writeReference,
  type Reference,
} from './bench-reference';
import type { TableRow } from './bench-table';
import { hydrated } from './first-load';
import { freePort, startNginx, startProductionPair, type RunningNginx } from './serve-nginx';
import { blockingTime, longTasks, readMainThread, slowedMs, type MainThread, type TraceEvent } from './trace-tasks';

const root = path.resolve(__dirname, '..');
/** The six pages issue 55 names: the home page, the diary, the dated list, the fees, the form and the calculator. */
export const tracedPages = ['/', '/book', '/key-dates', '/fees', '/contact', '/tools/sole-trader-or-limited-company'];
const pages = pagesFromEnv(process.env.BENCH_PAGES) ?? tracedPages;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const rates = (process.env.BENCH_CPU ?? '4,12').split(',').map(Number);

/** What the trace records: the timeline Lighthouse reads, with V8's compilation and evaluation. */
const categories = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'loading',
  'blink.user_timing',
  '__metadata',
];

interface TracedRun {
  thread: MainThread;
  tbtMs: number;
  longestMs: number;
}

/** A run's figures on a CPU `rate` times slower. */
const slowed = (thread: MainThread, rate: number): TracedRun => ({
  thread,
  tbtMs: blockingTime(thread.tasks, thread.fcpMs ?? 0, rate),
  longestMs: Math.max(0, ...thread.tasks.map((task) => slowedMs(task, rate))),
});

async function traceOnce(browser: Browser, url: string): Promise<MainThread> {
  // A fresh context each run: nothing cached, as a first visit.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(viewports.phone);
    await page.tracing.start({ categories });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(hydrated, { timeout: 120_000 });
    // A second after hydration: the renders that follow it, and React's passive effects, land in the trace.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    const buffer = await page.tracing.stop();
    const { traceEvents } = JSON.parse(Buffer.from(buffer ?? new Uint8Array()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    return readMainThread(traceEvents);
  } finally {
    await context.close();
  }
}

const round = (value: number) => Math.round(value);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** One page at one rate on one build: the medians, each run's figures, and the median run's detail. */
function summary(pagePath: string, rate: number, build: string, runsOf: TracedRun[]): Record<string, unknown> {
  const traced = [...runsOf].sort((a, b) => a.tbtMs - b.tbtMs || a.longestMs - b.longestMs);
  const chosen = traced[Math.floor(traced.length / 2)] as TracedRun;
  const ms = (record: Record<string, number>, atLeast = 0) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([, value]) => value >= atLeast)
        .sort((a, b) => b[1] - a[1])
        .map(([name, value]) => [name, round(value)]),
    );
  return {
    page: pagePath,
    rate,
    build,
    tbtMs: round(median(traced.map((run) => run.tbtMs))),
    tbtRuns: traced.map((run) => round(run.tbtMs)),
    longestMs: round(median(traced.map((run) => run.longestMs))),
    longestRuns: traced.map((run) => round(run.longestMs)),
    fcpMs: round(chosen.thread.fcpMs ?? NaN),
    longTasks: longTasks(chosen.thread.tasks, rate).map((task) => ({
      startMs: round(task.startMs),
      durationMs: round(slowedMs(task, rate)),
      label: task.label,
      scripts: task.scripts,
    })),
    breakdown: ms(chosen.thread.breakdown),
    bootUp: ms(chosen.thread.bootUp, 1),
  };
}

/** The figures kept as ratios to the pinned reference, by the labels the drift check reads. */
const referenceFigures = [
  ['TBT ms', 'tbtMs'],
  ['longest task ms', 'longestMs'],
] as const;

/** Each page's ratios to the reference at each rate, checked against (and with `accept`, added to) the accepted ones. */
function checkAgainstReference(reference: Reference, results: Record<string, unknown>[], accept: boolean): void {
  let next = reference;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  for (const rate of rates) {
    const of = (page: unknown, build: string) =>
      results.find((row) => row.page === page && row.rate === rate && row.build === build);
    const rows: TableRow[] = results
      .filter((row) => row.rate === rate && row.build === 'after')
      .flatMap((after) =>
        referenceFigures.map(([figure, field]) => {
          const before = of(after.page, 'before')?.[field] as number | undefined;
          const now = after[field] as number;
          return {
            page: String(after.page),
            figure,
            digits: 0,
            isNew: before === undefined,
            before: before === undefined ? [] : [before],
            after: [now],
            medianBefore: before ?? null,
            medianAfter: now,
            ratio: before === undefined || before === 0 ? null : now / before,
            noise: 0,
            flagged: false,
          };
        }),
      );
    const key = measuringKey('trace', rate);
    const history = reference.accepted[key] ?? [];
    const ratios = ratiosOf(rows);
    const drift = driftOf(ratios, history, reference.tolerance);
    console.log(`\nRatios to the pinned reference ${reference.commit.slice(0, 7)} at ${rate}× (after/reference):`);
    for (const [page, byFigure] of Object.entries(ratios))
      console.log(
        `  ${page}: ${Object.entries(byFigure)
          .map(([figure, ratio]) => `${figure} ${ratio}`)
          .join(', ')}`,
      );
    if (history.length === 0) console.log(`  No ratios accepted yet for ${key}.`);
    else {
      console.log(
        drift.step.length === 0
          ? `  No ratio moved beyond ${Math.round(reference.tolerance * 100)}% since ${history.at(-1)?.commit}.`
          : `  Moved:\n    ${drift.step.join('\n    ')}`,
      );
      console.log(
        drift.accumulated.length === 0
          ? '  No drift accumulated over the accepted runs.'
          : `  Drift accumulated in steps each within the tolerance:\n    ${drift.accumulated.join('\n    ')}`,
      );
    }
    if (accept) next = accepted(next, key, { date: new Date().toISOString(), commit, ratios });
  }
  if (accept) {
    writeReference(next);
    console.log('Accepted: these ratios written to scripts/bench-reference.json.');
  }
}

/** The results as a Markdown table, then each page's main-thread time by kind and script boot-up. */
function printResults(results: Record<string, unknown>[], loadBefore: string, loadAfter: string): void {
  console.log(
    `\nMain thread, headless Chromium at 390 px, each task's CPU time scaled to a CPU ${rates.join('× and ')}× slower, nginx on loopback, median of ${runs} runs. ` +
      `Load average (1, 5, 15 min): ${loadBefore} at the start, ${loadAfter} at the end.\n`,
  );
  console.log(
    '| page | CPU | build | TBT ms (runs) | longest task ms (runs) | tasks over 50 ms (median run): ms, what |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | --- |');
  for (const row of results) {
    const long = (row.longTasks as { durationMs: number; label: string }[])
      .map((task) => `${task.durationMs} ${task.label}`)
      .join('; ');
    console.log(
      `| ${String(row.page)} | ${String(row.rate)}× | ${String(row.build)} | ${String(row.tbtMs)} (${(row.tbtRuns as number[]).join(', ')}) | ` +
        `${String(row.longestMs)} (${(row.longestRuns as number[]).join(', ')}) | ${long || 'none'} |`,
    );
  }
  console.log('\nMain-thread time by kind (ms, median run, unscaled) and script boot-up (ms):');
  for (const row of results.filter((result) => result.rate === rates[0])) {
    const entries = (record: unknown) =>
      Object.entries(record as Record<string, number>)
        .map(([name, ms]) => `${name} ${ms}`)
        .join(', ');
    console.log(
      `  ${String(row.page)} ${String(row.build)}: ${entries(row.breakdown)}\n    boot-up: ${entries(row.bootUp)}`,
    );
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('Run "npm run build" first.');
  const spool = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-spool-'));
  const server = await startProductionPair({
    port: await freePort(),
    quiet: true,
    env: { ...process.env, ENQUIRY_SPOOL_DIR: spool, SMTP_URL: '', BOOKING_DIR: '' },
  });
  const pinned = process.argv.includes('--reference') ? readReference() : undefined;
  const referenceDir = pinned ? buildBase(pinned.commit) : undefined;
  const beforeDir = referenceDir ? path.join(referenceDir, 'dist') : process.env.BENCH_TRACE_BEFORE;
  let before: RunningNginx | undefined;
  const browser = await launchBrowser({}, [], { fullBrowser: true });
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
  const loadBefore = load();
  const results: Record<string, unknown>[] = [];
  try {
    if (beforeDir)
      before = await startNginx({
        port: await freePort(),
        distDir: path.resolve(beforeDir),
        quiet: true,
        enquiryServiceUrl: server.enquiryServiceUrl,
      });
    const builds = [{ build: 'after', url: server.url }, ...(before ? [{ build: 'before', url: before.url }] : [])];
    for (const pagePath of pages) {
      const traced = new Map<string, MainThread[]>(builds.map(({ build }) => [build, []]));
      for (let i = 0; i < runs; i += 1) {
        // Interleaved, the order swapped each run: a slow moment of the machine hits both builds.
        for (const { build, url } of i % 2 === 0 ? builds : [...builds].reverse())
          traced.get(build)?.push(await traceOnce(browser, new URL(pagePath, url).href));
      }
      for (const rate of rates)
        for (const [build, threads] of traced)
          results.push(
            summary(
              pagePath,
              rate,
              build,
              threads.map((thread) => slowed(thread, rate)),
            ),
          );
      console.log(`${pagePath}: done (${runs} runs)`);
    }
  } finally {
    await browser.close();
    await before?.stop();
    await server.stop();
    fs.rmSync(spool, { recursive: true, force: true });
    if (referenceDir) fs.rmSync(referenceDir, { recursive: true, force: true });
  }
  const loadAfter = load();

  printResults(results, loadBefore, loadAfter);
  if (pinned) checkAgainstReference(pinned, results, process.argv.includes('--accept'));
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  const report = { date: new Date().toISOString(), runs, rates, before: beforeDir, loadBefore, loadAfter, results };
  fs.writeFileSync(path.join(root, 'reports', 'bench-trace.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWritten to reports/bench-trace.json');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
