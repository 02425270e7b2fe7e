/**
 * The side-by-side benchmark:   npm run bench -- --compare [<commit>]
 * Builds <commit> (default: the merge base with main) in a temporary folder, serves it and this
 * checkout's build, each with its own nginx.conf, on two free loopback ports, and runs Lighthouse
 * (mobile, simulated throttling) on both, interleaved: BENCH_RUNS runs (default 3) of each build
 * per page, the order swapped on every run. Prints a Markdown table of the medians, the ratio
 * after/before of each figure, and flags a figure that got worse by more than the run-to-run noise
 * measured: the larger spread (highest minus lowest run) of the two builds for that page and figure.
 * Absolute figures move with the machine's load; a ratio taken in one session does not, much.
 * Writes reports/bench-compare.json.
 *
 * The temporary folder is `git archive` of the commit, with this checkout's node_modules linked
 * in entry by entry (its own .cache aside), so the build takes seconds; BENCH_NPM_CI=1 installs
 * the commit's own lockfile with `npm ci` instead (needed when the two lockfiles differ: the
 * script warns). The folder is removed at the end.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { htmlFileFor } from '../server/build-layout';
import { launchBrowser } from '../tests/support/browser';
import { lighthouseRun, type LighthouseRun } from './lighthouse-run';
import { freePort, startNginx, type RunningNginx } from './serve-nginx';

const root = path.resolve(__dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** The four main pages, one of each kind issue 19 names, and the newer kinds where both builds have them. */
const pages = [
  '/',
  '/services',
  '/sectors/technology',
  '/contact',
  '/key-dates',
  '/insights/mtd-income-tax-30000-from-april-2027',
  '/book',
  '/fees',
];
/** Each /tools/<name> page a build has (the first of them is benchmarked). */
const toolPages = (dist: string): string[] => {
  const dir = path.join(dist, 'tools');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'index.html')))
    .map((entry) => `/tools/${entry.name}`)
    .sort();
};

interface Figure {
  label: string;
  /** Whether a higher value is better (the score) or worse (the times, CLS). */
  higherIsBetter: boolean;
  /** Below this difference a change is not flagged, whatever the measured spread. */
  floor: number;
  digits: number;
  of: (run: LighthouseRun) => number;
}

const figures: Figure[] = [
  { label: 'perf', higherIsBetter: true, floor: 1, digits: 0, of: (r) => r.scores.performance ?? NaN },
  { label: 'FCP ms', higherIsBetter: false, floor: 10, digits: 0, of: (r) => r.fcpMs },
  { label: 'LCP ms', higherIsBetter: false, floor: 10, digits: 0, of: (r) => r.lcpMs },
  { label: 'TBT ms', higherIsBetter: false, floor: 10, digits: 0, of: (r) => r.tbtMs },
  { label: 'CLS', higherIsBetter: false, floor: 0.005, digits: 3, of: (r) => r.cls },
  { label: 'SI ms', higherIsBetter: false, floor: 10, digits: 0, of: (r) => r.speedIndexMs },
  { label: 'KB', higherIsBetter: false, floor: 1, digits: 0, of: (r) => r.bytes / 1024 },
];

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

/** The commit built into a temporary folder, with its own dist/ and build/nginx/. */
function buildBase(commit: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-base-'));
  execFileSync('sh', ['-c', `git archive --format=tar "${commit}" | tar -x -C "${dir}"`], { cwd: root });
  const sameLockfile =
    fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8') ===
    fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  if (process.env.BENCH_NPM_CI === '1') {
    console.log(`Installing ${commit}'s dependencies (npm ci)…`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  } else {
    if (!sameLockfile)
      console.warn(`Warning: ${commit}'s package-lock.json differs from this one; BENCH_NPM_CI=1 installs its own.`);
    // Linked entry by entry, not as one link: the build's caches (node_modules/.cache) stay its own.
    const modules = path.join(dir, 'node_modules');
    fs.mkdirSync(modules);
    for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
      if (entry !== '.cache') fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
    }
  }
  console.log(`Building ${commit} in ${dir}…`);
  // Without npm's own variables: run from `npm run bench`, they name this checkout as the project
  // (npm_config_local_prefix), and the build would land here instead of in the other commit's folder.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!fs.existsSync(path.join(dir, 'dist', 'index.html'))) throw new Error(`${commit} built no dist/ in ${dir}.`);
  return dir;
}

/**
 * A run whose trace Lighthouse could not read (on a loaded machine it sometimes reports no paint:
 * every time NaN, the score 0) is run again, twice at most, then left out and reported.
 */
async function completeRun(url: string, port: number): Promise<LighthouseRun | undefined> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const run = await lighthouseRun(url, port);
    if (Number.isFinite(run.fcpMs) && Number.isFinite(run.lcpMs) && Number.isFinite(run.tbtMs)) return run;
  }
  return undefined;
}

function formatted(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toLocaleString('en-GB', { maximumFractionDigits: digits }) : 'n/a';
}

export async function compareMain(commitArgument?: string): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('Run "npm run build" first.');
  const commit = commitArgument && !commitArgument.startsWith('-') ? commitArgument : git('merge-base', 'HEAD', 'main');
  const baseCommit = git('rev-parse', '--short', commit);
  const afterCommit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' + uncommitted changes' : ''}`;
  const loadBefore = loadAverage();
  const baseDir = buildBase(commit);
  const servers: RunningNginx[] = [];
  const browser = await launchBrowser({}, ['--remote-debugging-port=0']);
  const port = Number(new URL(browser.wsEndpoint()).port);
  // The benchmark sends no enquiry: /api/ goes to a port nothing listens on.
  const noService = 'http://127.0.0.1:9';

  try {
    const base = await startNginx({
      port: await freePort(),
      projectDir: baseDir,
      quiet: true,
      enquiryServiceUrl: noService,
    });
    servers.push(base);
    const after = await startNginx({ port: await freePort(), quiet: true, enquiryServiceUrl: noService });
    servers.push(after);

    const inBoth = (page: string) =>
      [path.join(baseDir, 'dist'), path.join(root, 'dist')].every((dist) =>
        fs.existsSync(path.join(dist, htmlFileFor(page))),
      );
    const tools = toolPages(path.join(root, 'dist')).filter(inBoth).slice(0, 1);
    const measured = [...pages, ...tools].filter(inBoth);
    const skipped = [...pages, ...toolPages(path.join(root, 'dist'))].filter((page) => !measured.includes(page));

    const results = new Map<string, { base: LighthouseRun[]; after: LighthouseRun[] }>();
    const failed: string[] = [];
    for (const page of measured) {
      const pair = { base: [] as LighthouseRun[], after: [] as LighthouseRun[] };
      for (let i = 0; i < runs; i += 1) {
        // Interleaved, the order swapped each run: a slow moment of the machine hits both builds.
        const order = i % 2 === 0 ? (['base', 'after'] as const) : (['after', 'base'] as const);
        for (const which of order) {
          const server = which === 'base' ? base : after;
          const run = await completeRun(new URL(page, server.url).href, port);
          if (run) pair[which].push(run);
          else failed.push(`${page} (${which})`);
        }
      }
      results.set(page, pair);
      console.log(`${page}: done (${runs} runs of each build)`);
    }

    const lines: string[] = [];
    const flags: string[] = [];
    lines.push(
      `| page | figure | before | after | after/before | noise | |`,
      '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    );
    const rows: Record<string, unknown>[] = [];
    for (const [page, pair] of results) {
      for (const figure of figures) {
        const before = pair.base.map(figure.of);
        const now = pair.after.map(figure.of);
        const [b, a] = [median(before), median(now)];
        const noise = Math.max(spread(before), spread(now));
        const worse = figure.higherIsBetter ? b - a : a - b;
        const flagged = worse > Math.max(noise, figure.floor);
        const ratio = b === 0 ? (a === 0 ? 1 : NaN) : a / b;
        if (flagged)
          flags.push(`${page} ${figure.label}: ${formatted(b, figure.digits)} → ${formatted(a, figure.digits)}`);
        lines.push(
          `| ${page} | ${figure.label} | ${formatted(b, figure.digits)} | ${formatted(a, figure.digits)} | ${formatted(ratio, 2)} | ${formatted(noise, figure.digits)} | ${flagged ? 'WORSE' : ''} |`,
        );
        rows.push({
          page,
          figure: figure.label,
          before,
          after: now,
          medianBefore: b,
          medianAfter: a,
          ratio,
          noise,
          flagged,
        });
      }
    }

    const loadAfter = loadAverage();
    console.log(
      `\nSide by side: before = ${baseCommit}, after = ${afterCommit}. Lighthouse mobile (simulated throttling), nginx, ` +
        `median of ${runs} interleaved runs each. Load average (1, 5, 15 min): ${loadBefore} at the start, ${loadAfter} at the end.\n`,
    );
    console.log(lines.join('\n'));
    if (skipped.length > 0) console.log(`\nNot in both builds, skipped: ${skipped.join(', ')}`);
    if (failed.length > 0) console.log(`\nRuns left out (Lighthouse read no paint, three times): ${failed.join(', ')}`);
    console.log(
      flags.length === 0
        ? '\nNo figure worse by more than the noise.'
        : `\nWorse by more than the noise:\n  ${flags.join('\n  ')}`,
    );
    const report = {
      date: new Date().toISOString(),
      before: baseCommit,
      after: afterCommit,
      runs,
      loadBefore,
      loadAfter,
      skipped,
      rows,
      flags,
    };
    fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
    fs.writeFileSync(path.join(root, 'reports', 'bench-compare.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('Written to reports/bench-compare.json');
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(baseDir, { recursive: true, force: true });
  }
}
