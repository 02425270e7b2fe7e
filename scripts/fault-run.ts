/**
 * The enquiry path under faults (not a test):   npx tsx scripts/fault-run.ts
 * Each run posts enquiries over HTTP to the enquiry service with a real SMTP server (smtp-server)
 * behind it, injects one fault, waits for delivery to settle, and counts: enquiries acknowledged
 * (distinct ids answered 201), stored (in the database), delivered (distinct ids the mail server
 * accepted), emails accepted, and duplicates. Prints a table and writes reports/fault-run.json.
 * Needs root for the full-disk run (a 2 MB tmpfs).
 *   npx tsx scripts/fault-run.ts               on the embedded database (SQLite)
 *   npx tsx scripts/fault-run.ts --postgres    on a throwaway PostgreSQL server (Debian's postgresql),
 *                                              with the rows only PostgreSQL has: two service
 *                                              processes on one database
 */
import fs from 'node:fs';
import path from 'node:path';
import { bookingBody } from '../test-kit/booking';
import { sampleEnquiry, startEnquiryHttp } from '../test-kit/enquiry-service';
import { dataPlace, type DataPlace } from '../test-kit/data-place';
import { startPostgres, type TestPostgres } from '../test-kit/postgres';
import { smallDisk } from '../test-kit/full-disk';
import { rawRequest } from '../test-kit/raw-request';
import { SmtpSink } from '../test-kit/smtp-sink';
import { freePort, startEnquiryService } from './serve-nginx';

interface Row {
  fault: string;
  posts: number;
  acknowledged: number;
  stored: number;
  delivered: number;
  emails: number;
  duplicates: number;
  failed: number;
}

const root = path.resolve(__dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const idFor = (run: number, i: number) =>
  `00000000-0000-4000-8${String(run).padStart(3, '0')}-${String(i).padStart(12, '0')}`;

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < deadline) await sleep(50);
}

/** Posts one enquiry with `id`; the answer's status (0: no answer). */
async function post(url: string, id: string): Promise<number> {
  const answer = await rawRequest(url, '/api/enquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...sampleEnquiry, id }),
  }).catch(() => null);
  return answer?.status ?? 0;
}

class Tally {
  posts = 0;
  readonly acknowledged = new Set<string>();

  async post(url: string, id: string): Promise<void> {
    this.posts += 1;
    if ((await post(url, id)) === 201) this.acknowledged.add(id);
  }

  async row(fault: string, where: Store, sink: SmtpSink): Promise<Row> {
    await sleep(1000); // any duplicate would arrive now
    const data = await where.open();
    const stored = new Set((await data.features.enquiry.list()).map((record) => record.id));
    const { failed } = await data.outbox.counts();
    await data.close();
    const references = sink.messages.map((mail) => mail.parsed.messageId);
    return {
      fault,
      posts: this.posts,
      acknowledged: this.acknowledged.size,
      stored: stored.size,
      delivered: new Set(references).size,
      emails: references.length,
      duplicates: references.length - new Set(references).size,
      failed,
    };
  }
}

type Store = DataPlace;

let postgres: TestPostgres | null = null;

const newStore = (dataDir?: string): Promise<Store> =>
  dataPlace({ postgresUrl: postgres?.url, ...(dataDir ? { dataDir } : {}) });

async function countOf(where: Store, state: 'delivered' | 'failed'): Promise<number> {
  const data = await where.open();
  try {
    return (await data.outbox.counts())[state];
  } finally {
    await data.close();
  }
}
const deliveredCount = (where: Store) => countOf(where, 'delivered');

async function parallelSameId(run: number): Promise<Row> {
  const sink = await new SmtpSink().start();
  const where = await newStore();
  const service = await startEnquiryHttp({ ...where.overrides, smtpUrl: sink.url });
  const tally = new Tally();
  for (let i = 0; i < 10; i += 1) {
    const id = idFor(run, i);
    await Promise.all(Array.from({ length: 50 }, () => tally.post(service.url, id)));
  }
  await until(async () => (await deliveredCount(where)) === 10);
  const row = await tally.row('50 parallel posts of each of 10 ids', where, sink);
  await service.stop();
  await sink.stop();
  return row;
}

async function repeatAfterDelivery(run: number): Promise<Row> {
  const sink = await new SmtpSink().start();
  const where = await newStore();
  const service = await startEnquiryHttp({ ...where.overrides, smtpUrl: sink.url });
  const tally = new Tally();
  const ids = Array.from({ length: 20 }, (_, i) => idFor(run, i));
  for (const id of ids) await tally.post(service.url, id);
  await until(async () => (await deliveredCount(where)) === 20);
  for (let again = 0; again < 3; again += 1) await Promise.all(ids.map((id) => tally.post(service.url, id)));
  const row = await tally.row('the same 20 ids posted 3 times more after delivery', where, sink);
  await service.stop();
  await sink.stop();
  return row;
}

async function diskFillsAfterSend(run: number): Promise<Row> {
  // 2 MB: room for the database and its write-ahead log with twenty enquiries, until it is filled.
  const disk = smallDisk('spool', '2m');
  const where = await newStore(path.join(disk.dir, 'spool'));
  const sink = await new SmtpSink().start();
  // Enquiries wait while the mail server is refusing for now; then it accepts, and the disk
  // fills while it takes the third.
  sink.behaviour.refusal = { code: 451, message: 'Try again later' };
  const service = await startEnquiryHttp({ ...where.overrides, smtpUrl: sink.url, retry: { baseMs: 500, maxMs: 500 } });
  const tally = new Tally();
  for (let i = 0; i < 20; i += 1) await tally.post(service.url, idFor(run, i));
  let taken = 0;
  sink.behaviour = {
    beforeAnswer: () => {
      taken += 1;
      if (taken === 3) disk.fill();
    },
  };
  await sleep(3000); // the worker, unable to record, sends nothing new
  disk.free();
  await until(async () => (await deliveredCount(where)) === 20);
  const row = await tally.row(`disk full between send and record (${disk.kind}), freed 3 s later`, where, sink);
  await service.stop();
  await sink.stop();
  disk.remove();
  return row;
}

async function slowFinalAnswer(run: number): Promise<Row> {
  const sink = await new SmtpSink().start();
  sink.behaviour.answerDelayMs = 2000;
  // Production waits 10 minutes (RFC 5321); scaled here: 5 s for a 2 s answer (was 30 s for 31 s).
  const where = await newStore();
  const service = await startEnquiryHttp({ ...where.overrides, smtpUrl: sink.url, smtpSocketTimeoutMs: 5000 });
  const tally = new Tally();
  for (let i = 0; i < 5; i += 1) await tally.post(service.url, idFor(run, i));
  await until(async () => (await deliveredCount(where)) === 5);
  const row = await tally.row('mail server answers 2 s after DATA', where, sink);
  await service.stop();
  await sink.stop();
  return row;
}

async function outage(run: number): Promise<Row> {
  const sink = await new SmtpSink().start();
  const port = sink.port;
  await sink.stop();
  const where = await newStore();
  const service = await startEnquiryHttp({ ...where.overrides, smtpUrl: `smtp://127.0.0.1:${port}` });
  const tally = new Tally();
  for (let i = 0; i < 20; i += 1) await tally.post(service.url, idFor(run, i));
  await sleep(1500);
  await sink.start(port);
  await until(async () => (await deliveredCount(where)) === 20);
  const row = await tally.row('mail server down for 1.5 s, then back', where, sink);
  await service.stop();
  await sink.stop();
  return row;
}

async function permanentRefusal(run: number): Promise<Row> {
  const sink = await new SmtpSink().start();
  sink.behaviour.refusal = { code: 550, message: 'Mailbox unavailable' };
  const where = await newStore();
  const service = await startEnquiryHttp({ ...where.overrides, smtpUrl: sink.url, maxRefusals: 3 });
  const tally = new Tally();
  for (let i = 0; i < 5; i += 1) await tally.post(service.url, idFor(run, i));
  await until(async () => (await countOf(where, 'failed')) === 5);
  const row = await tally.row('mail server refuses for good (550): marked failed', where, sink);
  sink.behaviour.refusal = null;
  for (const message of await service.service.outbox.list('failed'))
    await service.service.outbox.resend(message.id, new Date());
  await until(async () => (await deliveredCount(where)) === 5);
  const resent = await tally.row('... then resent (npm run enquiries -- --resend all)', where, sink);
  await service.stop();
  await sink.stop();
  return { ...row, fault: `${row.fault}\n${JSON.stringify(resent)}` };
}

/** The one duplicate SMTP cannot rule out: the service dies after the message, before the answer. */
async function crashDuringData(run: number): Promise<Row> {
  const sink = await new SmtpSink().start();
  const where = await newStore();
  // A short lease, so that the restarted service takes over the message the killed one held.
  const env = { ...process.env, ...where.env, SMTP_URL: sink.url, ENQUIRY_RATE_LIMIT: '0', MAIL_LEASE_SECONDS: '3' };
  const port = await freePort();
  let service = await startEnquiryService(port, env, { quiet: true });
  const tally = new Tally();
  const first = service;
  sink.behaviour.beforeAnswer = () => {
    sink.behaviour.beforeAnswer = undefined;
    first.process.kill('SIGKILL');
  };
  await tally.post(service.url, idFor(run, 0));
  await until(() => first.process.exitCode !== null || first.process.signalCode !== null);
  service = await startEnquiryService(port, env, { quiet: true });
  await until(async () => (await deliveredCount(where)) === 1);
  const row = await tally.row('the service killed during DATA, then restarted', where, sink);
  await service.stop();
  await sink.stop();
  where.remove();
  return row;
}

/** Two service processes on one database, as two machines run them, with one mailbox. */
async function twoProcesses(where: Store, sink: SmtpSink, extra: NodeJS.ProcessEnv = {}) {
  const env = { ...process.env, ...where.env, SMTP_URL: sink.url, ENQUIRY_RATE_LIMIT: '0', ...extra };
  return Promise.all([0, 1].map(async () => startEnquiryService(await freePort(), env, { quiet: true })));
}

async function racingBookings(): Promise<Row> {
  const sink = await new SmtpSink().start();
  const where = await newStore();
  const services = await twoProcesses(where, sink);
  const urls = services.map((service) => service.url);
  const grid = JSON.parse((await rawRequest(urls[0] ?? '', '/api/bookings/slots')).body.toString()) as {
    days: { slots: { id: string; free: boolean }[] }[];
  };
  const slot = grid.days.flatMap((day) => day.slots).find((candidate) => candidate.free)?.id ?? '';
  const statuses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      rawRequest(urls[i % 2] ?? '', '/api/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.5.0.${i + 1}` },
        body: JSON.stringify(bookingBody(slot, { email: `racer${i}@example.com` })),
      }).then(
        (answer) => answer.status,
        () => 0,
      ),
    ),
  );
  await until(() => sink.messages.length >= 1);
  await sleep(1500);
  const data = await where.open();
  const booked = (await data.features.booking.list({ all: true })).length;
  await data.close();
  const references = sink.messages.map((mail) => mail.parsed.messageId);
  await Promise.all(services.map((service) => service.stop()));
  await sink.stop();
  where.remove();
  return {
    fault: `two service processes, 20 visitors racing for one slot (${statuses.filter((s) => s === 409).length} × 409)`,
    posts: 20,
    acknowledged: statuses.filter((status) => status === 201).length,
    stored: booked,
    delivered: new Set(references).size,
    emails: references.length,
    duplicates: references.length - new Set(references).size,
    failed: 0,
  };
}

async function twoWorkers(run: number): Promise<Row> {
  const sink = await new SmtpSink().start();
  const where = await newStore();
  const services = await twoProcesses(where, sink);
  const tally = new Tally();
  const urls = services.map((service) => service.url);
  await Promise.all(Array.from({ length: 200 }, (_, i) => tally.post(urls[i % 2] ?? '', idFor(run, i))));
  await until(async () => (await deliveredCount(where)) === 200, 60_000);
  const row = await tally.row('two service processes and their workers, 200 enquiries across both', where, sink);
  await Promise.all(services.map((service) => service.stop()));
  await sink.stop();
  where.remove();
  return row;
}

async function workerKilledMidSend(run: number): Promise<Row> {
  const sink = await new SmtpSink().start();
  const where = await newStore();
  const env = {
    ...process.env,
    ...where.env,
    SMTP_URL: sink.url,
    ENQUIRY_RATE_LIMIT: '0',
    MAIL_LEASE_SECONDS: '3',
  };
  const first = await startEnquiryService(await freePort(), env, { quiet: true });
  const tally = new Tally();
  sink.behaviour.beforeAnswer = () => {
    sink.behaviour.beforeAnswer = undefined;
    first.process.kill('SIGKILL');
  };
  await tally.post(first.url, idFor(run, 0));
  await until(() => first.process.signalCode !== null);
  // The other machine's worker, already running, takes the message once the lease (3 s) runs out.
  const second = await startEnquiryService(await freePort(), env, { quiet: true });
  await until(async () => (await deliveredCount(where)) === 1);
  const row = await tally.row('a worker killed during DATA; another takes it after its 3 s lease', where, sink);
  await second.stop();
  await sink.stop();
  where.remove();
  return row;
}

async function main(): Promise<void> {
  if (process.argv.includes('--postgres')) {
    postgres = await startPostgres();
    if (!postgres) throw new Error('PostgreSQL is not installed (apt-get install postgresql).');
  }
  const runs = [
    parallelSameId,
    repeatAfterDelivery,
    ...(postgres ? [] : [diskFillsAfterSend]),
    slowFinalAnswer,
    outage,
    permanentRefusal,
    crashDuringData,
    racingBookings,
    twoWorkers,
    workerKilledMidSend,
  ];
  const rows: Row[] = [];
  for (const [index, run] of runs.entries()) {
    const row = await run(index);
    const [fault, ...more] = row.fault.split('\n');
    rows.push({ ...row, fault: fault ?? '' });
    for (const extra of more) rows.push(JSON.parse(extra) as Row);
  }
  const header = '| fault | posts | acknowledged | stored | delivered | emails | duplicates | failed |';
  const lines = rows.map(
    (r) =>
      `| ${r.fault} | ${r.posts} | ${r.acknowledged} | ${r.stored} | ${r.delivered} | ${r.emails} | ${r.duplicates} | ${r.failed} |`,
  );
  console.log([header, '|---|---|---|---|---|---|---|---|', ...lines].join('\n'));
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  const report = path.join(root, 'reports', `fault-run${postgres ? '-postgres' : ''}.json`);
  fs.writeFileSync(report, `${JSON.stringify(rows, null, 2)}\n`);
  postgres?.stop();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
