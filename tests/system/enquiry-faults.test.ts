import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app/app';
import { enquiryMessageId } from '../../src/features/enquiry/server/service';
import { loadMailConfig } from '../../server/platform/outbox/config';
import {
  acceptEnquiry,
  mailCounts,
  sampleEnquiry,
  startTestEnquiries,
  type TestEnquiries,
} from '../../test-kit/enquiry-service';
import { smallDisk, type FullDisk } from '../../test-kit/full-disk';
import { serviceMailSettled, workerPasses } from '../../test-kit/mail-queue';
import { SmtpSink } from '../../test-kit/smtp-sink';
import { until } from '../../test-kit/until';

/**
 * Exactly one email per enquiry through faults: the same id posted many times, a disk that fills
 * between sending and recording, a mail server that answers slowly or refuses for good, and a
 * restart. A real SMTP server (smtp-server) receives; a real 256 KB tmpfs fills where the test
 * may mount one (as root).
 */
jest.setTimeout(20_000);

let sink: SmtpSink;
const running: TestEnquiries[] = [];
const disks: FullDisk[] = [];
const dirs: string[] = [];

async function start(overrides: Parameters<typeof startTestEnquiries>[0] = {}): Promise<TestEnquiries> {
  const enquiries = await startTestEnquiries({ smtpUrl: sink.url, ...overrides });
  running.push(enquiries);
  return enquiries;
}

const app = (enquiries: TestEnquiries) => createApp({ distDir: os.tmpdir(), service: enquiries.service });

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-'));
  dirs.push(dir);
  return dir;
}

beforeEach(async () => {
  sink = await new SmtpSink().start();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((enquiries) => enquiries.stop()));
  await sink.stop();
  for (const disk of disks.splice(0)) disk.remove();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('one id, one enquiry, one email', () => {
  const id = '5d7e3c1a-2b4f-4e6d-8a9c-0b1d2e3f4a5b';

  it('answers 50 parallel posts of one id alike, stores it once and emails it once', async () => {
    const enquiries = await start();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        request(app(enquiries))
          .post('/api/enquiries')
          .send({ ...sampleEnquiry, id }),
      ),
    );
    expect(answers.map((answer) => [answer.status, answer.body.id])).toEqual(Array(50).fill([201, id]));
    await until(async () => (await mailCounts(enquiries.service)).delivered === 1);
    await serviceMailSettled(enquiries.service);
    expect(sink.messages).toHaveLength(1);
    expect(await mailCounts(enquiries.service)).toEqual({ waiting: 0, delivered: 1, failed: 0 });
  });

  it('answers a post of a delivered id as the first time, without a second email or a changed record', async () => {
    const enquiries = await start();
    await request(app(enquiries))
      .post('/api/enquiries')
      .send({ ...sampleEnquiry, id })
      .expect(201);
    await until(async () => (await mailCounts(enquiries.service)).delivered === 1);
    const [delivered] = await enquiries.service.features.enquiry.list();
    const again = await request(app(enquiries))
      .post('/api/enquiries')
      .send({ ...sampleEnquiry, message: 'Sent again', id })
      .expect(201);
    expect(again.body).toEqual({ id });
    await serviceMailSettled(enquiries.service);
    expect(sink.messages).toHaveLength(1);
    expect(await enquiries.service.features.enquiry.list()).toEqual([delivered]);
    expect(await mailCounts(enquiries.service)).toEqual({ waiting: 0, delivered: 1, failed: 0 });
  });

  it('keeps the claim across a restart, and for a failed enquiry too', async () => {
    const dataDir = tempDir();
    sink.behaviour.refusal = { code: 550, message: 'Mailbox unavailable' };
    const before = await start({ dataDir, maxRefusals: 1 });
    await request(app(before))
      .post('/api/enquiries')
      .send({ ...sampleEnquiry, id })
      .expect(201);
    await until(async () => (await mailCounts(before.service)).failed === 1);
    await before.stop();
    running.splice(running.indexOf(before), 1);

    sink.behaviour.refusal = null;
    const after = await start({ dataDir });
    await request(app(after))
      .post('/api/enquiries')
      .send({ ...sampleEnquiry, id })
      .expect(201);
    await serviceMailSettled(after.service);
    expect(await mailCounts(after.service)).toEqual({ waiting: 0, delivered: 0, failed: 1 });
    expect(sink.messages).toHaveLength(0);
  });
});

describe('a disk that fills between sending and recording', () => {
  it('never sends an enquiry twice, sends nothing new until it can record, says so, and catches up', async () => {
    const disk = smallDisk();
    disks.push(disk);
    const dataDir = path.join(disk.dir, 'spool');
    const seeded = await start({ dataDir, smtpUrl: null });
    const first = await acceptEnquiry(seeded.service, sampleEnquiry, new Date(Date.now() - 2000));
    const second = await acceptEnquiry(
      seeded.service,
      { ...sampleEnquiry, name: 'Grace Hopper' },
      new Date(Date.now() - 1000),
    );
    await seeded.stop();
    running.splice(running.indexOf(seeded), 1);
    // The disk fills while the mail server takes the first email: it is sent, and cannot be recorded.
    sink.behaviour.beforeAnswer = () => {
      sink.behaviour.beforeAnswer = undefined;
      disk.fill();
    };
    const enquiries = await start({ dataDir, healthCacheMs: 0 });
    await until(() => enquiries.log.lines.some((line) => line.startsWith('MAIL QUEUE CANNOT RECORD')));
    await workerPasses(enquiries.service, 15); // it tries to record, and sends nothing again
    expect(sink.received).toBe(1);
    const health = await request(app(enquiries)).get('/api/health').expect(503);
    expect(health.body).toMatchObject({ status: 'unavailable', database: 'unavailable', deliveriesRecorded: false });

    disk.free();
    await until(async () => (await mailCounts(enquiries.service)).delivered === 2);
    await serviceMailSettled(enquiries.service);
    expect(
      sink.messages.map((mail) => mail.parsed.headers.find((h) => h.key === 'x-enquiry-reference')?.value),
    ).toEqual([first.id, second.id]);
    expect(sink.received).toBe(2);
    expect((await request(app(enquiries)).get('/api/health').expect(200)).body.deliveriesRecorded).toBe(true);
    expect(disk.kind).toBe(process.getuid?.() === 0 ? 'tmpfs' : 'unwritable spool');
  });
});

describe('a slow mail server', () => {
  it('waits for the final answer after DATA: a slow 250 is one email, not two', async () => {
    sink.behaviour.answerDelayMs = 1500;
    const enquiries = await start({ smtpSocketTimeoutMs: 4000 });
    await acceptEnquiry(enquiries.service, sampleEnquiry);
    await until(async () => (await mailCounts(enquiries.service)).delivered === 1);
    await serviceMailSettled(enquiries.service);
    expect([sink.received, sink.messages.length]).toEqual([1, 1]);
  });

  it('gives the server the ten minutes RFC 5321 allows after DATA', () => {
    expect(loadMailConfig({}).smtpSocketTimeoutMs).toBe(10 * 60 * 1000);
  });
});

describe('a permanent refusal', () => {
  it('marks the email failed after a bounded number of 5xx, says so loudly and in health, and it can be resent', async () => {
    sink.behaviour.refusal = { code: 550, message: 'Requested action not taken: mailbox unavailable' };
    const enquiries = await start({ maxRefusals: 3, healthCacheMs: 0 });
    const stored = await acceptEnquiry(enquiries.service, sampleEnquiry);
    await until(async () => (await mailCounts(enquiries.service)).failed === 1);
    await serviceMailSettled(enquiries.service);
    expect(sink.received).toBe(3);
    const [failed] = await enquiries.service.outbox.list('failed');
    expect(failed).toMatchObject({ attempts: 3, refusals: 3 });
    expect(failed!.lastError).toContain('550');
    expect(enquiries.log.lines.filter((line) => line.startsWith('MESSAGE NOT DELIVERED'))).toHaveLength(1);
    expect((await request(app(enquiries)).get('/api/health').expect(200)).body).toMatchObject({
      failed: 1,
      waiting: 0,
    });

    sink.behaviour.refusal = null;
    expect(await enquiries.service.outbox.resend(enquiryMessageId(stored.id), new Date())).toBe(true);
    await until(async () => (await mailCounts(enquiries.service)).delivered === 1);
    expect(sink.messages).toHaveLength(1);
  });

  it('retries a temporary refusal (4xx) with back-off and never marks it failed', async () => {
    sink.behaviour.refusal = { code: 451, message: 'Try again later' };
    const enquiries = await start({ maxRefusals: 1 });
    await acceptEnquiry(enquiries.service, sampleEnquiry);
    await until(() => sink.received >= 3);
    expect(await mailCounts(enquiries.service)).toEqual({ waiting: 1, delivered: 0, failed: 0 });
  });
});

describe('a restart', () => {
  it('retries what waits at once, without waiting out the back-off', async () => {
    const dataDir = tempDir();
    sink.behaviour.refusal = { code: 421, message: 'busy' };
    const before = await start({ dataDir, retry: { baseMs: 60 * 60 * 1000, maxMs: 60 * 60 * 1000 } });
    await acceptEnquiry(before.service, sampleEnquiry);
    await until(async () => (await before.service.outbox.list('waiting'))[0]?.attempts === 1);
    await before.stop();
    running.splice(running.indexOf(before), 1);
    sink.behaviour.refusal = null;
    // Its next attempt is an hour away; the restart tries it at once.
    const enquiries = await start({ dataDir, retry: { baseMs: 60 * 60 * 1000, maxMs: 60 * 60 * 1000 } });
    await until(async () => (await mailCounts(enquiries.service)).delivered === 1, 5000);
    expect(sink.messages).toHaveLength(1);
  });
});
