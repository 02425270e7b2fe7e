/**
 * A bounded load run on loopback against both servers (not a test):   npm run bench:serve
 * For each server and each connection count, autocannon requests a mix of pages and assets for a
 * fixed time, then this prints requests per second, p99 latency and errors. Then an enquiry run:
 * a burst of BENCH_ENQUIRIES (default 2000) valid enquiries through nginx to the enquiry service
 * (rate limits lifted for the run), delivered to a local SMTP sink; it prints accepted per second
 * and p99 latency, and checks that the spool and the sink each hold exactly the number accepted.
 * Writes reports/bench-serve.json. BENCH_DURATION (seconds, default 20) sets each static run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import os from 'node:os';
import { sampleEnquiry } from '../tests/support/enquiry-service';
import { SmtpSink } from '../tests/support/smtp-sink';
import { Spool } from '../server/enquiries/spool';
import { freePort, startProductionPair, waitForPort } from './serve-nginx';

const root = path.resolve(__dirname, '..');
const duration = Number(process.env.BENCH_DURATION ?? 20);
const connectionCounts = [64, 256];
const enquiryCount = Number(process.env.BENCH_ENQUIRIES ?? 2000);
const tempSpool = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bench-spool-'));

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
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ENQUIRY_SPOOL_DIR: tempSpool() },
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

interface EnquiryRow {
  enquiries: number;
  connections: number;
  acceptedPerSecond: number;
  p99LatencyMs: number;
  accepted: number;
  errors: number;
  inSpool: number;
  inSink: number;
  deliverySeconds: number;
}

/** A burst of valid enquiries through nginx to the service, delivered to a local SMTP sink. */
async function enquiryRun(): Promise<EnquiryRow> {
  const sink = await new SmtpSink().start();
  const spoolDir = tempSpool();
  const pair = await startProductionPair({
    port: await freePort(),
    quiet: true,
    liftRateLimit: true,
    env: { ...process.env, ENQUIRY_SPOOL_DIR: spoolDir, ENQUIRY_RATE_LIMIT: '0', SMTP_URL: sink.url },
  });
  const connections = 32;
  try {
    const started = Date.now();
    const result = await autocannon({
      url: pair.url,
      connections,
      amount: enquiryCount,
      timeout: 20,
      requests: [
        {
          method: 'POST',
          path: '/api/enquiries',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(sampleEnquiry),
        },
      ],
    });
    const seconds = (Date.now() - started) / 1000;
    const accepted = result['2xx'];
    const sent = Date.now();
    await sink.waitFor(accepted, 300_000);
    const deliverySeconds = (Date.now() - sent) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 1000)); // any duplicate would arrive now
    const counts = await new Spool(spoolDir).counts();
    return {
      enquiries: enquiryCount,
      connections,
      acceptedPerSecond: Math.round(accepted / seconds),
      p99LatencyMs: result.latency.p99,
      accepted,
      errors: result.errors + result.timeouts + result.non2xx,
      inSpool: counts.waiting + counts.delivered + counts.failed,
      inSink: sink.messages.length,
      deliverySeconds,
    };
  } finally {
    await pair.stop();
    await sink.stop();
    fs.rmSync(spoolDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('Run "npm run build" first.');
  const rows: Row[] = [];
  const nginx = await startProductionPair({
    port: await freePort(),
    quiet: true,
    env: { ...process.env, ENQUIRY_SPOOL_DIR: tempSpool() },
  });
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

  process.stdout.write(`enquiries: ${enquiryCount} through nginx to the service and SMTP ... `);
  const enquiries = await enquiryRun();
  console.log(`${enquiries.acceptedPerSecond} accepted/s`);
  console.table([enquiries]);
  const exact = enquiries.inSpool === enquiries.accepted && enquiries.inSink === enquiries.accepted;
  console.log(
    exact
      ? `Spool and SMTP sink each hold exactly the ${enquiries.accepted} enquiries accepted.`
      : `MISMATCH: ${enquiries.accepted} accepted, ${enquiries.inSpool} in the spool, ${enquiries.inSink} emailed.`,
  );

  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    durationSeconds: duration,
    mix: requestMix().map((r) => r.path),
    rows,
    enquiries,
  };
  fs.writeFileSync(path.join(root, 'reports', 'bench-serve.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('Written to reports/bench-serve.json');
  if (!exact) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
