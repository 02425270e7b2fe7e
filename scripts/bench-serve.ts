/**
 * A bounded load run on loopback against both servers (not a test):   npm run bench:serve
 * For each server and each connection count, autocannon requests a mix of pages and assets for a
 * fixed time, then this prints requests per second, p99 latency and errors, and writes
 * reports/bench-serve.json. BENCH_DURATION (seconds, default 20) shortens or lengthens each run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startNginx, waitForPort } from './serve-nginx';

const root = path.resolve(__dirname, '..');
const duration = Number(process.env.BENCH_DURATION ?? 20);
const connectionCounts = [64, 256];

/** What a visitor's first page load asks for, roughly: pages, the scripts and styles, an image. */
function requestMix(): autocannon.Request[] {
  const home = fs.readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
  const assets = [...home.matchAll(/(?:src|href)="?(\/assets\/[^" >]+)/g)].map((m) => m[1] as string);
  return ['/', '/services', '/sectors/technology', '/contact', ...assets, '/sectors/unknown/wildcard', '/nope'].map(
    (urlPath) => ({ method: 'GET', path: urlPath, headers: { 'accept-encoding': 'gzip' } }),
  );
}

/** The Express preview server in a process of its own, so the load generator does not share its event loop. */
async function startExpress(port: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  await waitForPort(port, { child, timeoutMs: 15_000 });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

interface Row {
  server: string;
  connections: number;
  requestsPerSecond: number;
  p99LatencyMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
}

async function run(server: string, url: string, connections: number): Promise<Row> {
  const result = await autocannon({ url, connections, duration, requests: requestMix(), timeout: 10 });
  return {
    server,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p99LatencyMs: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    // The mix asks for the not-found page on purpose: one request in its cycle is a 404.
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('Run "npm run build" first.');
  const rows: Row[] = [];
  const nginx = await startNginx({ port: await freePort(), quiet: true });
  const express = await startExpress(await freePort());
  try {
    for (const [name, url] of [
      ['nginx', nginx.url],
      ['express', express.url],
    ] as const) {
      for (const connections of connectionCounts) {
        process.stdout.write(`${name}, ${connections} connections, ${duration} s ... `);
        const row = await run(name, url, connections);
        rows.push(row);
        console.log(`${row.requestsPerSecond} req/s`);
      }
    }
  } finally {
    await nginx.stop();
    express.stop();
  }

  console.table(rows);
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    durationSeconds: duration,
    mix: requestMix().map((r) => r.path),
    rows,
  };
  fs.writeFileSync(path.join(root, 'reports', 'bench-serve.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('Written to reports/bench-serve.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
