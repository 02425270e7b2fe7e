/**
 * A bounded load run on loopback against both servers (not a test):   npm run bench:serve
 * For each server and each connection count, autocannon requests a mix of pages and assets for a
 * fixed time, then this prints requests per second, p99 latency and errors. Then an enquiry run:
 * a burst of BENCH_ENQUIRIES (default 2000) valid enquiries through nginx to the enquiry service
 * (rate limits lifted for the run), delivered to a local SMTP sink; it prints accepted per second
 * and p99 latency, and checks that the database and the sink each hold exactly the number accepted.
 * Then two booking runs through nginx: BENCH_BOOKINGS (default 500) bookings of distinct slots, and
 * as many racing for 50 slots; each prints accepted per second, p99 and the counts (booked =
 * emailed = slots taken, and no slot booked twice). 500 slots do not fit the 15-day window (255),
 * so the service runs with BOOKING_WINDOW_WORKING_DAYS=40 and its per-email, per-address,
 * per-network and held-at-once limits lifted (BOOKING_LIMIT_*=0), as the rate limits are. Each
 * booking is a hold, emailed to its visitor only (the firm is told once it is confirmed).
 * BENCH_ONLY=bookings runs the booking runs alone. Writes reports/bench-serve.json. BENCH_DURATION (seconds, default 20) sets each static run.
 * `-- --postgres`: the enquiry and booking runs on a throwaway PostgreSQL server (Debian's
 * postgresql, started here on loopback) instead of the embedded SQLite.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import os from 'node:os';
import { sampleEnquiry } from '../test-kit/enquiry-service';
import { SmtpSink } from '../test-kit/smtp-sink';
import { dataPlace as newDataPlace } from '../test-kit/data-place';
import { startPostgres, type TestPostgres } from '../test-kit/postgres';
import { bookingRules } from '../src/features/booking/rules';
import { slotGrid } from '../src/features/booking/slots';
import { bookingBody } from '../test-kit/booking';
import { freePort, startProductionPair, waitForPort } from './serve-nginx';

const root = path.resolve(__dirname, '..');
const duration = Number(process.env.BENCH_DURATION ?? 20);
const connectionCounts = [64, 256];
const enquiryCount = Number(process.env.BENCH_ENQUIRIES ?? 2000);
const bookingCount = Number(process.env.BENCH_BOOKINGS ?? 500);
const raceSlots = 50;
const benchWindowDays = 40;
const tempSpool = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bench-spool-'));

/** `--postgres`: the enquiry and booking runs on a throwaway PostgreSQL server (a fresh database each). */
let postgres: TestPostgres | null = null;

/** Where one run's data lives: a new SQLite folder, or a new database on the PostgreSQL server. */
const dataPlace = () => newDataPlace({ postgresUrl: postgres?.url });

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
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/app/index.ts'], {
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
  const place = await dataPlace();
  const pair = await startProductionPair({
    port: await freePort(),
    quiet: true,
    liftRateLimit: true,
    env: { ...process.env, ...place.env, ENQUIRY_RATE_LIMIT: '0', SMTP_URL: sink.url },
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
    const data = await place.open();
    const counts = await data.outbox.counts();
    await data.close();
    return {
      enquiries: enquiryCount,
      connections,
      acceptedPerSecond: Math.round(accepted / seconds),
      p99LatencyMs: result.latency.p99,
      accepted,
      errors: result.errors + result.timeouts + result.non2xx,
      inSpool: counts.waiting + counts.sending + counts.delivered + counts.failed,
      inSink: sink.messages.length,
      deliverySeconds,
    };
  } finally {
    await pair.stop();
    await sink.stop();
    place.remove();
  }
}

interface BookingRow {
  run: string;
  requests: number;
  slots: number;
  acceptedPerSecond: number;
  p99LatencyMs: number;
  booked: number;
  refused409: number;
  otherAnswers: number;
  slotsTaken: number;
  emailed: number;
  doubleBookings: number;
}

/**
 * `requests` bookings through nginx to the service, spread round-robin over `slots` distinct free
 * slots (each email address different), delivered to a local SMTP sink; then the diary and the
 * sink are counted: every 201 a slot taken and an email, no slot taken or emailed twice.
 */
async function bookingRun(run: string, requests: number, slots: number): Promise<BookingRow> {
  const sink = await new SmtpSink().start();
  const place = await dataPlace();
  const pair = await startProductionPair({
    port: await freePort(),
    quiet: true,
    liftRateLimit: true,
    env: {
      ...process.env,
      ...place.env,
      ENQUIRY_RATE_LIMIT: '0',
      SMTP_URL: sink.url,
      BOOKING_WINDOW_WORKING_DAYS: String(benchWindowDays),
      BOOKING_LIMIT_PER_EMAIL: '0',
      BOOKING_LIMIT_PER_ADDRESS: '0',
      BOOKING_LIMIT_PER_NETWORK: '0',
      BOOKING_LIMIT_HELD: '0',
    },
  });
  const free = slotGrid(new Date(), { ...bookingRules, windowWorkingDays: benchWindowDays }, new Set())
    .flatMap((day) => day.slots.filter((slot) => slot.free).map((slot) => slot.id))
    .slice(0, slots);
  if (free.length < slots) throw new Error(`Only ${free.length} free slots in the bench window, ${slots} needed.`);
  let sent = 0;
  try {
    const started = Date.now();
    const result = await autocannon({
      url: pair.url,
      connections: 32,
      amount: requests,
      timeout: 20,
      requests: [
        {
          method: 'POST',
          path: '/api/bookings',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            const index = sent++;
            return {
              ...request,
              body: JSON.stringify(bookingBody(free[index % slots] ?? '', { email: `visitor${index}@example.com` })),
            };
          },
        },
      ],
    });
    const seconds = (Date.now() - started) / 1000;
    const booked = result['2xx'];
    await sink.waitFor(booked, 300_000);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // any duplicate would arrive now
    const data = await place.open();
    const diary = await data.features.booking.list({ all: true });
    await data.close();
    const conflicts = result.statusCodeStats?.['409']?.count ?? 0;
    const references = new Set(sink.messages.map((mail) => mail.raw.match(/X-Booking-Reference: (\S+)/)?.[1]));
    return {
      run,
      requests,
      slots,
      acceptedPerSecond: Math.round(booked / seconds),
      p99LatencyMs: result.latency.p99,
      booked,
      refused409: conflicts,
      otherAnswers: requests - booked - conflicts,
      slotsTaken: diary.length,
      emailed: sink.messages.length,
      // A slot held by two bookings, or a booking emailed twice.
      doubleBookings:
        diary.length - new Set(diary.map((booking) => booking.slot.id)).size + (sink.messages.length - references.size),
    };
  } finally {
    await pair.stop();
    await sink.stop();
    place.remove();
  }
}

/** Both booking runs, printed; whether each came out exact. */
async function benchBookings(): Promise<{ bookings: BookingRow[]; bookingsExact: boolean }> {
  const bookings: BookingRow[] = [];
  for (const [run, slots] of [
    ['distinct slots', bookingCount],
    [`racing for ${raceSlots} slots`, raceSlots],
  ] as const) {
    process.stdout.write(`bookings: ${bookingCount} ${run} through nginx to the service and SMTP ... `);
    const row = await bookingRun(run, bookingCount, slots);
    bookings.push(row);
    console.log(`${row.acceptedPerSecond} accepted/s`);
  }
  console.table(bookings);
  const bookingsExact = bookings.every(
    (row) =>
      row.booked === row.slotsTaken &&
      row.booked === row.emailed &&
      row.booked === row.slots &&
      row.doubleBookings === 0 &&
      row.otherAnswers === 0,
  );
  console.log(
    bookingsExact
      ? 'Bookings: booked = emailed = slots taken in both runs, one per slot, no double bookings.'
      : 'MISMATCH in the booking runs: see the table.',
  );

  return { bookings, bookingsExact };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('Run "npm run build" first.');
  if (process.argv.includes('--postgres')) {
    postgres = await startPostgres();
    if (!postgres) throw new Error('PostgreSQL is not installed (apt-get install postgresql).');
    process.once('exit', () => postgres?.stop());
  }
  // BENCH_ONLY=bookings: the booking runs alone (a few seconds), printed and not written to the report.
  if (process.env.BENCH_ONLY === 'bookings') {
    if (!(await benchBookings()).bookingsExact) process.exitCode = 1;
    return;
  }
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
      ? `The database and the SMTP sink each hold exactly the ${enquiries.accepted} enquiries accepted.`
      : `MISMATCH: ${enquiries.accepted} accepted, ${enquiries.inSpool} in the database, ${enquiries.inSink} emailed.`,
  );

  const { bookings, bookingsExact } = await benchBookings();

  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    durationSeconds: duration,
    mix: requestMix().map((r) => r.path),
    rows,
    enquiries,
    bookings,
  };
  fs.writeFileSync(path.join(root, 'reports', 'bench-serve.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('Written to reports/bench-serve.json');
  if (!exact || !bookingsExact) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
