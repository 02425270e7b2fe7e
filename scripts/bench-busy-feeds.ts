/**
 * The busy calendars' cost (issue 45, item 3; numbers, not a test):   npm run bench:feeds
 * For each large feed (test-kit/large-calendars.ts: a 5 MiB feed of 44,000 events, and 200 weekly
 * series that all recur in the booking window) it starts the real service as its own process
 * (server/app/enquiry-server-main.ts, the production settings and the image's NODE_OPTIONS) with that feed as the `*` calendar,
 * served from loopback. It prints the service's resident memory peak before the feed is answered
 * and after it has been read (Linux's VmHWM), the longest a health request waited while the feed
 * was read (the event loop's stall), what health said of the feed, and the median and worst of 30
 * GET /api/bookings/slots. The limit it compares the peak with is compose's for the service.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { manyEvents, recurringSeries } from '../test-kit/large-calendars';

const root = path.resolve(__dirname, '..');
const mib = 1024 * 1024;

/** The service's memory limit in docker-compose.yml (the `enquiries` service's), in MiB. */
function composeLimitMiB(): number {
  const compose = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  const service = compose.slice(compose.indexOf('\n  enquiries:'));
  const limit = /memory:\s*(\d+)M/.exec(service)?.[1];
  return Number(limit ?? Number.NaN);
}

/** The service image's NODE_OPTIONS (its heap limits), so that the service here runs as it does there. */
function imageNodeOptions(): string {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const stage = dockerfile.slice(dockerfile.indexOf(' AS enquiries'));
  return /NODE_OPTIONS="([^"]*)"/.exec(stage)?.[1] ?? '';
}

const peakMiB = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s*(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(url: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const answer = await fetch(url);
  const body: unknown = await answer.json();
  return { ms: performance.now() - started, body };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function freePort(): Promise<number> {
  const server = http.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface FeedHealth {
  lastSuccessAt: string | null;
  lastError: string | null;
  events: number | null;
  busy: number | null;
  notes: string[];
}

async function run(name: string, feed: string): Promise<void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const feedServer = http.createServer((_req, res) => {
    void released.then(() => res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed));
  });
  feedServer.listen(0, '127.0.0.1');
  await new Promise((resolve) => feedServer.once('listening', resolve));
  const feedPort = (feedServer.address() as AddressInfo).port;
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-feeds-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/app/enquiry-server-main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: imageNodeOptions(),
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      BOOKING_BUSY_CALENDARS: `*=http://127.0.0.1:${feedPort}/feed.ics`,
      BOOKING_BUSY_ALLOW_LOOPBACK: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  const pid = child.pid ?? Number.NaN;
  try {
    for (;;) {
      const up = await fetch(`${base}/health`).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (child.exitCode !== null) throw new Error('the service ended before it answered');
      await sleep(100);
    }
    const before = peakMiB(pid);
    release();
    let stall = 0;
    let calendar: FeedHealth | undefined;
    for (;;) {
      const { ms, body } = await timed(`${base}/health`);
      stall = Math.max(stall, ms);
      calendar = (body as { busyCalendars: FeedHealth[] }).busyCalendars[0];
      if (calendar?.lastSuccessAt || calendar?.lastError) break;
      await sleep(20);
    }
    const after = peakMiB(pid);
    const slots: number[] = [];
    for (let request = 0; request < 30; request++) slots.push((await timed(`${base}/bookings/slots`)).ms);
    const limit = composeLimitMiB();
    console.log(`${name} (${(feed.length / mib).toFixed(2)} MiB; NODE_OPTIONS ${imageNodeOptions()}):`);
    console.log(
      `  feed: ${calendar?.lastError ? `refused: ${calendar.lastError}` : `read, ${calendar?.events} events, ${calendar?.busy} busy intervals`}` +
        `${calendar?.notes.length ? `; notes: ${calendar.notes.join('; ')}` : ''}`,
    );
    console.log(
      `  memory peak: ${before.toFixed(0)} MiB before the feed, ${after.toFixed(0)} MiB after (compose's limit ${limit} MiB: ${after < limit ? 'under' : 'OVER'})`,
    );
    console.log(`  longest health answer while reading: ${stall.toFixed(0)} ms`);
    console.log(
      `  GET /api/bookings/slots: median ${median(slots).toFixed(1)} ms, worst ${Math.max(...slots).toFixed(1)} ms (30 requests)`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    feedServer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await run('No feed events (baseline)', manyEvents(1, 200));
  await run('44,000 events in 5 MiB', manyEvents(44_000, 5 * mib));
  await run('200 weekly series', recurringSeries(200));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
