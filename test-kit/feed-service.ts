/* eslint-disable max-lines-per-function -- a test server's start: its routes and their faults in one place, so a test reads what it serves. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The real service as its own process, started as the image starts it (the Dockerfile's
 * `enquiries` stage's NODE_OPTIONS: its heap limits), through tsx rather than the build, with
 * busy-calendar feeds served from loopback as the `*` calendars, held back until `release()`.
 * For `npm run bench:feeds` and tests/system/busy-feeds.test.ts: they measure the process, so it
 * cannot run inside Jest's.
 */

const root = path.resolve(__dirname, '..');

/** The service image's NODE_OPTIONS (its heap limits), so that the service here runs as it does there. */
export function imageNodeOptions(): string {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const stage = dockerfile.slice(dockerfile.indexOf(' AS enquiries'));
  return /NODE_OPTIONS="([^"]*)"/.exec(stage)?.[1] ?? '';
}

/** The service's memory limit in docker-compose.yml (the `enquiries` service's), in MiB. */
export function composeLimitMiB(): number {
  const compose = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  const service = compose.slice(compose.indexOf('\n  enquiries:'));
  const limit = /memory:\s*(\d+)M/.exec(service)?.[1];
  return Number(limit ?? Number.NaN);
}

/** One feed's health, as /api/health gives it. */
export interface FeedHealth {
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  events: number | null;
  busy: number | null;
  notes: string[];
  overBudget: boolean;
}

export interface FeedService {
  /** The service's /api base. */
  base: string;
  /** Answers the feed requests held until now (and every later one at once). */
  release(): void;
  /** The resident memory's peak so far (Linux's VmHWM), in MiB; the last seen once the process has ended. */
  peakMiB(): number;
  /** Whether the process has ended, and how. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** Each feed's health once every one has been read or refused; null if the service ended first or `withinMs` passed. */
  feedsSettled(withinMs: number): Promise<FeedHealth[] | null>;
  /** Resolves once the first feed's read has begun and is not yet over (its answer is being read). */
  reading(): Promise<void>;
  /** Sends SIGTERM and resolves with the milliseconds until the process ended (SIGKILL after `withinMs`: Infinity). */
  terminate(withinMs: number): Promise<number>;
  /** Ends the process (if still running), the feed server and the data folder. */
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = http.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startFeedService(feeds: string[], env: NodeJS.ProcessEnv = {}): Promise<FeedService> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const feedServer = http.createServer((request, response) => {
    const feed = feeds[Number(/\/(\d+)\.ics$/.exec(request.url ?? '')?.[1])] ?? '';
    void released.then(() => response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed));
  });
  feedServer.listen(0, '127.0.0.1');
  await new Promise((resolve) => feedServer.once('listening', resolve));
  const feedPort = (feedServer.address() as AddressInfo).port;
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-service-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/app/enquiry-server-main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: imageNodeOptions(),
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      BOOKING_BUSY_CALENDARS: feeds.map((_feed, index) => `*=http://127.0.0.1:${feedPort}/${index}.ics`).join(' '),
      BOOKING_BUSY_ALLOW_LOOPBACK: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid ?? Number.NaN;
  let peak = 0;
  const peakMiB = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      peak = Math.max(peak, Number(/VmHWM:\s*(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      // Ended: the last peak seen stands.
    }
    return peak;
  };
  // Sampled as it runs, since a process that runs out of memory takes its VmHWM with it.
  const sampler = setInterval(peakMiB, 50);
  const exit = () =>
    child.exitCode === null && child.signalCode === null ? null : { code: child.exitCode, signal: child.signalCode };
  const base = `http://127.0.0.1:${port}/api`;
  const health = async () =>
    (await fetch(`${base}/health`).then((answer) => answer.json())) as { busyCalendars: FeedHealth[] };
  for (;;) {
    if (
      await health().then(
        () => true,
        () => false,
      )
    )
      break;
    if (exit()) throw new Error('the service ended before it answered');
    await sleep(100);
  }
  peakMiB();
  return {
    base,
    release,
    peakMiB,
    exit,
    async feedsSettled(withinMs) {
      const deadline = Date.now() + withinMs;
      while (Date.now() < deadline && !exit()) {
        const calendars = await health().then(
          (body) => body.busyCalendars,
          () => null,
        );
        if (calendars?.every((feed) => feed.lastSuccessAt || feed.lastError)) return calendars;
        await sleep(100);
      }
      return null;
    },
    async reading() {
      for (;;) {
        const [feed] = (await health()).busyCalendars;
        if (feed?.lastAttemptAt && !feed.lastSuccessAt && !feed.lastError) return;
        if (exit()) throw new Error('the service ended');
        await sleep(50);
      }
    },
    async terminate(withinMs) {
      if (exit()) return 0;
      const started = performance.now();
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const ended = await Promise.race([
        exited.then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), withinMs))),
      ]);
      clearTimeout(timer);
      if (ended) return performance.now() - started;
      child.kill('SIGKILL');
      await exited;
      return Number.POSITIVE_INFINITY;
    },
    async close() {
      clearInterval(sampler);
      if (!exit()) {
        child.kill('SIGKILL');
        await exited;
      }
      feedServer.closeAllConnections();
      await new Promise((resolve) => feedServer.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
