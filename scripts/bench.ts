/**
 * Lighthouse (mobile, simulated throttling; BENCH_THROTTLING=devtools applies it) on the main pages,
 * not a test:   npm run bench
 * Serves the build with the project's nginx where Debian's nginx is installed, else with the
 * Express preview; runs each page three times and keeps the median run (by performance score,
 * then LCP); prints the scores and timings, and writes reports/bench.json and each page's
 * Lighthouse HTML report under reports/lighthouse/. BENCH_PAGES=/key-dates,/book measures other
 * pages; BENCH_RUNS sets the runs. /book's free times come from the booking service, which the
 * nginx pair serves.
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from './browser';
import { compareMain } from './bench-compare';
import { cpuFromEnv, lighthouseRun, throttlingFromEnv, type LighthouseRun } from './lighthouse-run';
import { pagesFromEnv } from './bench-pages';
import { freePort, startProductionPair, waitForPort } from './serve-nginx';

const root = path.resolve(__dirname, '..');
/** The four main pages, or those BENCH_PAGES names (comma-separated paths, e.g. /key-dates,/book). */
const pages = pagesFromEnv(process.env.BENCH_PAGES) ?? ['/', '/services', '/sectors/technology', '/contact'];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const throttling = throttlingFromEnv(process.env.BENCH_THROTTLING);
const cpu = cpuFromEnv(process.env.BENCH_CPU);
const targets = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 30,
  cls: 0.01,
};

function hasNginx(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function serve(): Promise<{ name: string; url: string; stop: () => Promise<void> | void }> {
  const port = await freePort();
  if (hasNginx()) {
    // The enquiry service's spool goes to a temporary folder: the benchmark sends no enquiry.
    const spool = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-spool-'));
    const nginx = await startProductionPair({ port, quiet: true, env: { ...process.env, ENQUIRY_SPOOL_DIR: spool } });
    return { name: 'nginx', url: nginx.url, stop: nginx.stop };
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/app/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  await waitForPort(port, { child, timeoutMs: 15_000 });
  return { name: 'express', url: `http://127.0.0.1:${port}`, stop: () => void child.kill('SIGTERM') };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('Run "npm run build" first.');
  const server = await serve();
  // Lighthouse's timings in the whole browser, as a visitor's (and as every earlier figure was taken).
  const browser = await launchBrowser({}, ['--remote-debugging-port=0'], { fullBrowser: true });
  const port = Number(new URL(browser.wsEndpoint()).port);
  const outDir = path.join(root, 'reports', 'lighthouse');
  fs.mkdirSync(outDir, { recursive: true });
  const rows: Record<string, unknown>[] = [];

  try {
    for (const pagePath of pages) {
      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i += 1) {
        results.push(await lighthouseRun(new URL(pagePath, server.url).href, port, throttling, cpu));
      }
      results.sort((a, b) => (b.scores.performance ?? 0) - (a.scores.performance ?? 0) || a.lcpMs - b.lcpMs);
      const median = results[Math.floor(results.length / 2)] as LighthouseRun;
      const file = `${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\//g, '-')}.html`;
      fs.writeFileSync(path.join(outDir, file), median.html);
      rows.push({
        page: pagePath,
        perf: median.scores.performance,
        a11y: median.scores.accessibility,
        bp: median.scores['best-practices'],
        seo: median.scores.seo,
        fcpMs: Math.round(median.fcpMs),
        lcpMs: Math.round(median.lcpMs),
        tbtMs: Math.round(median.tbtMs),
        cls: Number(median.cls.toFixed(3)),
        siMs: Math.round(median.speedIndexMs),
        kb: Math.round(median.bytes / 1024),
        requests: median.requests,
      });
      console.log(`${pagePath}: done (${runs} runs)`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(
    `\nLighthouse, mobile, ${throttling === 'simulate' ? 'simulated' : 'applied (devtools)'} throttling, CPU ${cpu}× slower, median of ${runs}; served by ${server.name}`,
  );
  console.table(rows);
  const misses = rows.flatMap((row) =>
    [
      row.perf !== targets.performance && `${row.page}: performance ${row.perf}`,
      row.a11y !== targets.accessibility && `${row.page}: accessibility ${row.a11y}`,
      row.bp !== targets['best-practices'] && `${row.page}: best practices ${row.bp}`,
      row.seo !== targets.seo && `${row.page}: SEO ${row.seo}`,
      (row.lcpMs as number) > targets.lcpMs && `${row.page}: LCP ${row.lcpMs} ms`,
      (row.tbtMs as number) > targets.tbtMs && `${row.page}: TBT ${row.tbtMs} ms`,
      (row.cls as number) > targets.cls && `${row.page}: CLS ${row.cls}`,
    ].filter(Boolean),
  );
  console.log(misses.length === 0 ? 'Every target met.' : `Short of target:\n  ${misses.join('\n  ')}`);
  const report = { date: new Date().toISOString(), server: server.name, runs, targets, rows, misses };
  fs.writeFileSync(path.join(root, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('Written to reports/bench.json and reports/lighthouse/');
}

const compare = process.argv.indexOf('--compare');
const reference = process.argv.includes('--reference');
(compare === -1 && !reference
  ? main()
  : compareMain(process.argv[compare + 1], { reference, accept: process.argv.includes('--accept') })
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
