/* eslint-disable max-lines-per-function -- the comparison's main run reads as one sequence (build, serve, measure, report); its steps are the functions beside it. */
/**
 * The side-by-side benchmark:   npm run bench -- --compare [<commit>]
 * Builds <commit> (default: the merge base with main) in a temporary folder and serves it and this
 * checkout's build on two free loopback ports, each by its own checkout's scripts/serve-nginx.ts
 * (its own nginx.conf and generated include files, whatever their layout, and its own enquiry and
 * booking service with a throwaway spool: scripts/bench-checkout.ts). Runs Lighthouse (mobile,
 * simulated throttling; BENCH_THROTTLING=devtools applies it instead) on both, interleaved: BENCH_RUNS runs (default 3) of each build per page,
 * the order swapped on every run. Pages: scripts/bench-pages.ts, or BENCH_PAGES=/,/book; a page
 * only this build has is measured alone and printed as new. Prints a Markdown table of the
 * medians, the ratio after/before of each figure, and flags a figure that got worse by more than
 * the run-to-run noise measured (scripts/bench-table.ts). Absolute figures move with the machine's
 * load; a ratio taken in one session does not, much. Writes reports/bench-compare.json.
 *
 * The temporary folder is `git archive` of the commit, with this checkout's node_modules linked
 * in entry by entry (its own .cache aside), so the build takes seconds; BENCH_NPM_CI=1 installs
 * the commit's own lockfile with `npm ci` instead (needed when a package the commit's lockfile
 * names is at another version or place here: the script warns). The folder is removed at the end.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { htmlFileFor } from '../server/platform/build-layout';
import { launchBrowser } from './browser';
import { lockfileDrift, serveCheckout, type ServedCheckout } from './bench-checkout';
import { comparedPages, pagesFromEnv, planPages, toolPages } from './bench-pages';
import { markdownTable, tableRows, worseLines, type PageRuns } from './bench-table';
import {
  accepted,
  driftOf,
  measuringKey,
  ratiosOf,
  readReference,
  referenceFile,
  writeReference,
} from './bench-reference';
import { cpuFromEnv, lighthouseRun, throttlingFromEnv, type LighthouseRun } from './lighthouse-run';
import { freePort } from './serve-nginx';

const root = path.resolve(__dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const throttling = throttlingFromEnv(process.env.BENCH_THROTTLING);
const cpu = cpuFromEnv(process.env.BENCH_CPU);

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
const readLockfile = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as object;

/** The commit built into a temporary folder, with its own dist/ and build/nginx/. */
export function buildBase(commit: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-base-'));
  execFileSync('sh', ['-c', `git archive --format=tar "${commit}" | tar -x -C "${dir}"`], { cwd: root });
  const drift = lockfileDrift(readLockfile(dir), readLockfile(root));
  if (process.env.BENCH_NPM_CI === '1') {
    console.log(`Installing ${commit}'s dependencies (npm ci)…`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  } else {
    if (drift.length > 0)
      console.warn(
        `Warning: this node_modules differs from what ${commit}'s package-lock.json installs (${drift.slice(0, 5).join(', ')}` +
          `${drift.length > 5 ? ` and ${drift.length - 5} more` : ''}); BENCH_NPM_CI=1 installs its own.`,
      );
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
    const run = await lighthouseRun(url, port, throttling, cpu);
    if (Number.isFinite(run.fcpMs) && Number.isFinite(run.lcpMs) && Number.isFinite(run.tbtMs)) return run;
  }
  return undefined;
}

/**
 * `reference`: against the pinned commit of scripts/bench-reference.json instead, with each page's
 * ratios checked against the ones last accepted there; `accept`: this run's ratios accepted.
 */
export async function compareMain(
  commitArgument?: string,
  { reference = false, accept = false }: { reference?: boolean; accept?: boolean } = {},
): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('Run "npm run build" first.');
  const pinned = reference ? readReference() : undefined;
  const commit =
    pinned?.commit ??
    (commitArgument && !commitArgument.startsWith('-') ? commitArgument : git('merge-base', 'HEAD', 'main'));
  const baseCommit = git('rev-parse', '--short', commit);
  const afterCommit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' + uncommitted changes' : ''}`;
  const loadBefore = loadAverage();
  const baseDir = buildBase(commit);
  const servers: ServedCheckout[] = [];
  // Lighthouse's timings in the whole browser, as a visitor's (and as every earlier figure was taken).
  const browser = await launchBrowser({}, ['--remote-debugging-port=0'], { fullBrowser: true });
  const port = Number(new URL(browser.wsEndpoint()).port);

  try {
    // Each build served by its own checkout's nginx.conf, include files and service.
    const base = await serveCheckout(baseDir, { port: await freePort() });
    servers.push(base);
    const after = await serveCheckout(root, { port: await freePort() });
    servers.push(after);

    const has = (dir: string) => (page: string) => fs.existsSync(path.join(dir, 'dist', htmlFileFor(page)));
    const candidates = pagesFromEnv(process.env.BENCH_PAGES) ?? [
      ...comparedPages,
      ...toolPages(path.join(root, 'dist')).slice(0, 1),
    ];
    const plan = planPages(candidates, { base: has(baseDir), after: has(root) });

    const measured: PageRuns[] = [];
    const failed: string[] = [];
    for (const { page, isNew } of plan.measured) {
      const pair: PageRuns = { page, isNew, base: [], after: [] };
      for (let i = 0; i < runs; i += 1) {
        // Interleaved, the order swapped each run: a slow moment of the machine hits both builds.
        const order = i % 2 === 0 ? (['base', 'after'] as const) : (['after', 'base'] as const);
        for (const which of order) {
          if (which === 'base' && isNew) continue;
          const server = which === 'base' ? base : after;
          const run = await completeRun(new URL(page, server.url).href, port);
          if (run) pair[which].push(run);
          else failed.push(`${page} (${which})`);
        }
      }
      measured.push(pair);
      console.log(`${page}: done (${runs} runs of ${isNew ? 'the after-build; new' : 'each build'})`);
    }

    const rows = tableRows(measured);
    const flags = worseLines(rows);
    const loadAfter = loadAverage();
    const services = (served: ServedCheckout) => (served.withService ? 'its service' : 'no service');
    console.log(
      `\nSide by side: before = ${baseCommit}${pinned ? ' (the pinned reference)' : ''}, after = ${afterCommit}. Lighthouse mobile (${throttling === 'simulate' ? 'simulated' : 'applied (devtools)'} throttling, CPU ${cpu}× slower), nginx ` +
        `(before: ${services(base)}; after: ${services(after)}), median of ${runs} interleaved runs each. ` +
        `Load average (1, 5, 15 min): ${loadBefore} at the start, ${loadAfter} at the end.\n`,
    );
    console.log(markdownTable(rows));
    const newPages = measured.filter((pair) => pair.isNew).map((pair) => pair.page);
    if (newPages.length > 0) console.log(`\nNew (not in ${baseCommit}; after-build only): ${newPages.join(', ')}`);
    if (plan.onlyInBase.length > 0) console.log(`\nOnly in ${baseCommit}, skipped: ${plan.onlyInBase.join(', ')}`);
    if (plan.inNeither.length > 0) console.log(`\nIn neither build, skipped: ${plan.inNeither.join(', ')}`);
    if (runs < 2)
      console.log('\nOne run of each build: no noise measured, so a flag says only that a figure passed its floor.');
    if (failed.length > 0) console.log(`\nRuns left out (Lighthouse read no paint, three times): ${failed.join(', ')}`);
    console.log(
      flags.length === 0
        ? '\nNo figure worse by more than the noise.'
        : `\nWorse by more than the noise:\n  ${flags.join('\n  ')}`,
    );
    const ratios = ratiosOf(rows);
    const key = measuringKey(throttling, cpu);
    const drift = pinned ? driftOf(ratios, pinned.accepted[key] ?? [], pinned.tolerance) : undefined;
    if (pinned && drift) {
      const history = pinned.accepted[key] ?? [];
      console.log(
        history.length === 0
          ? `\nNo ratios accepted yet for ${key}: \`-- --reference --accept\` keeps these.`
          : `\nAgainst the ratios last accepted (${history.at(-1)?.commit}, ${history.length} accepted run${history.length === 1 ? '' : 's'} for ${key}; tolerance ${Math.round(pinned.tolerance * 100)}%):`,
      );
      if (history.length > 0) {
        console.log(
          drift.step.length === 0 ? '  No ratio moved beyond it since.' : `  Moved:\n    ${drift.step.join('\n    ')}`,
        );
        console.log(
          drift.accumulated.length === 0
            ? '  No drift accumulated over the accepted runs.'
            : `  Drift accumulated in steps each within it:\n    ${drift.accumulated.join('\n    ')}`,
        );
      }
      if (accept) {
        writeReference(accepted(pinned, key, { date: new Date().toISOString(), commit: afterCommit, ratios }));
        console.log(`Accepted: these ratios written to ${path.relative(root, referenceFile)}.`);
      }
    }
    const report = {
      date: new Date().toISOString(),
      cpu,
      ...(pinned && { reference: pinned.commit, ratios, drift }),
      before: baseCommit,
      after: afterCommit,
      runs,
      loadBefore,
      loadAfter,
      newPages,
      skipped: { onlyInBase: plan.onlyInBase, inNeither: plan.inNeither },
      failed,
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
