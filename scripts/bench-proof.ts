/**
 * What the hold request's proof of work costs (not a test):   npm run bench:proof
 * The visitor's side: the form's own solver (src/features/booking/solve-proof.ts, bundled as the
 * site bundles it) in headless Chromium on a loopback page (a secure context, as the site's https
 * is), at BENCH_PROOF_THROTTLE (4) times CPU throttling, as Lighthouse's mid-range phone; each
 * difficulty solved BENCH_PROOF_RUNS (6) times with fresh challenges, the long tasks (over 50 ms)
 * counted by the page's own PerformanceObserver (wall time: on a busy machine a task also counts
 * the time the renderer waited for a core, so this can only count more). The bot's side: Node's native SHA-256 in a loop
 * (test-kit/proof.ts), unthrottled. Prints one table; the seconds a difficulty takes on average
 * are its 2^difficulty hashes at the rate measured (one run's time varies by the luck of the draw).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { solveNatively } from '../test-kit/proof';
import type { Page } from 'puppeteer';
import { launchBrowser } from './browser';

const throttle = Number(process.env.BENCH_PROOF_THROTTLE ?? 4);
const runs = Number(process.env.BENCH_PROOF_RUNS ?? 6);
const difficulties = [16, 18, 20, 22];
/** The control's seconds of 2 ms tasks (see `controlRun`). */
const controlSeconds = 8;

/** The form's solver as one script that sets `window.solveProof`. */
async function solverScript(): Promise<string> {
  const bundled = await build({
    stdin: {
      contents: "import { solveProof } from './src/features/booking/solve-proof'; window.solveProof = solveProof;",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
  });
  return bundled.outputFiles.map((file) => file.text).join('\n');
}

/** `run` on a fresh page of a loopback origin (a secure context), its CPU throttled, long tasks counted into `window.longTasks`. */
async function onThrottledPage<T>(run: (page: Page) => Promise<T>): Promise<{ result: T; longTasks: number[] }> {
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>proof of work</title>'),
  );
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = seen;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(entry.duration))).observe({
        type: 'longtask',
      });
    });
    const result = await run(page);
    // A moment for the observer to report the last task.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    return { result, longTasks: await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks) };
  } finally {
    await browser.close();
    server.close();
  }
}

interface BrowserRun {
  ms: number;
  hashes: number;
}

/** `runs` fresh challenges at `difficulty`, solved by the form's solver one after another. */
const browserRuns = (difficulty: number, script: string) =>
  onThrottledPage(async (page) => {
    await page.addScriptTag({ content: script });
    const done: BrowserRun[] = [];
    for (let run = 0; run < runs; run++)
      done.push(
        await page.evaluate(
          async (challenge, bits) => {
            const started = performance.now();
            const solve = (window as unknown as { solveProof: (c: string, d: number) => Promise<string> }).solveProof;
            const proof = await solve(challenge, bits);
            return { ms: performance.now() - started, hashes: Number(proof.slice(proof.lastIndexOf(':') + 1)) + 1 };
          },
          randomBytes(24).toString('base64url'),
          difficulty,
        ),
      );
    return done;
  });

/**
 * The machine's own long tasks: the same throttled page running 2 ms tasks, each yielding as the
 * solver does, for `controlSeconds`. Any long task here is the renderer waiting for a core, not work.
 */
const controlRun = () =>
  onThrottledPage((page) =>
    page.evaluate(async (seconds) => {
      const end = performance.now() + seconds * 1000;
      while (performance.now() < end) {
        const started = performance.now();
        while (performance.now() - started < 2);
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      }
    }, controlSeconds),
  );

function nativeRate(): number {
  const started = process.cpuUsage();
  let hashes = 0;
  for (let run = 0; run < 20; run++) hashes += solveNatively(randomBytes(24).toString('base64url'), 16).hashes;
  const used = process.cpuUsage(started);
  return hashes / ((used.user + used.system) / 1e6);
}

async function main(): Promise<void> {
  const script = await solverScript();
  const native = nativeRate();
  console.log(`A bot's native SHA-256 here: ${Math.round(native).toLocaleString('en-GB')} hashes per CPU-second.`);
  console.log(`The visitor's browser at ${throttle}x CPU throttling, ${runs} fresh challenges each:\n`);
  console.log(
    '| difficulty | hashes on average | browser hashes/s | browser s (mean of runs) | browser s expected | longest run s | long tasks (longest ms) | bot CPU s per hold |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const difficulty of difficulties) {
    const { result: done, longTasks } = await browserRuns(difficulty, script);
    const hashes = done.reduce((sum, run) => sum + run.hashes, 0);
    const ms = done.reduce((sum, run) => sum + run.ms, 0);
    const rate = hashes / (ms / 1000);
    const expected = 2 ** difficulty;
    const cells = [
      difficulty,
      expected.toLocaleString('en-GB'),
      Math.round(rate).toLocaleString('en-GB'),
      (ms / done.length / 1000).toFixed(1),
      (expected / rate).toFixed(1),
      (Math.max(...done.map((run) => run.ms)) / 1000).toFixed(1),
      `${longTasks.length} (${Math.round(Math.max(0, ...longTasks))})`,
      (expected / native).toFixed(3),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  const { longTasks: control } = await controlRun();
  const [load] = os.loadavg();
  console.log(
    `\nControl: ${controlSeconds} s of 2 ms tasks on the same throttled page gave ${control.length} long tasks (longest ${Math.round(Math.max(0, ...control))} ms): the machine's load, not the solver (load average ${load?.toFixed(1)} on ${os.cpus().length} cores).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
