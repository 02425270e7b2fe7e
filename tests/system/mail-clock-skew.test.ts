import path from 'node:path';
import { freePort, startEnquiryService } from '../../scripts/serve-nginx';
import { dataPlace, type DataPlace } from '../../test-kit/data-place';
import { sampleEnquiry } from '../../test-kit/enquiry-service';
import { mailQueueOf } from '../../test-kit/mail-queue';
import { testPostgresUrl } from '../../test-kit/postgres';
import { SmtpSink } from '../../test-kit/smtp-sink';
import { until } from '../../test-kit/until';

/**
 * Leases that survive clock skew (issue 53, item 5), on both engines: two service processes on one
 * database, one whose own clock is ahead (test-kit/clock-ahead.mjs: the process's Date moved on,
 * the database's clock true, as on a machine whose clock has drifted). Judged by each process's
 * clock, the one 30 s ahead found every 10-second lease of the other run out and sent its
 * messages again: 40 enquiries gave 73 emails on PostgreSQL. Judged by the database's clock,
 * every message is sent once. And a message sent again after a worker was killed mid-send (the one
 * duplicate SMTP cannot rule out) carries the Message-ID it was queued with, an alert's too.
 */
jest.setTimeout(180_000);

const postgresUrl = testPostgresUrl();
const engines = postgresUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const clockAhead = path.resolve(__dirname, '../../test-kit/clock-ahead.mjs');
const places: DataPlace[] = [];
afterAll(() => places.forEach((place) => place.remove()));

/** The environment of a process whose clock is `ms` ahead of the database's. */
const ahead = (ms: number) => ({ NODE_OPTIONS: `--import ${clockAhead}`, CLOCK_AHEAD_MS: String(ms) });

/** Every message delivered, and none waiting or under way that could yet be sent again. */
async function settled(env: NodeJS.ProcessEnv, count: number): Promise<void> {
  const queue = await mailQueueOf(env);
  try {
    await until(async () => {
      const counts = await queue.outbox.counts();
      return counts.delivered === count && counts.waiting + counts.sending === 0;
    }, 120_000);
  } finally {
    await queue.close();
  }
}

describe.each(engines)('on %s', (engine) => {
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await new SmtpSink().start();
  });
  afterEach(() => sink.stop());

  const fresh = async () => {
    const place = await dataPlace({ postgresUrl: engine === 'postgres' ? postgresUrl : null });
    places.push(place);
    return { ...process.env, ...place.env, SMTP_URL: sink.url, ENQUIRY_RATE_LIMIT: '0' };
  };

  it.each([
    ['30 s', 30_000],
    ['5 minutes', 5 * 60_000],
  ])('two processes, one %s ahead, the default 10 s lease: 40 enquiries, exactly 40 emails', async (_name, aheadMs) => {
    const env = await fresh();
    // Each message answered after 100 ms, as a real server does: sends overlap the other's passes.
    sink.behaviour.answerDelayMs = 100;
    const services = [
      await startEnquiryService(await freePort(), env, { quiet: true }),
      await startEnquiryService(await freePort(), { ...env, ...ahead(aheadMs) }, { quiet: true }),
    ];
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          fetch(`${services[index % 2]!.url}/api/enquiries`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.6.${index}.1` },
            body: JSON.stringify({ ...sampleEnquiry, name: `Visitor ${index}` }),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      await settled(env, 40);
      console.log(`${engine}, one process ${_name} ahead: 40 enquiries, ${sink.received} emails`);
      expect(sink.received).toBe(40);
    } finally {
      await Promise.all(services.map((service) => service.stop()));
    }
  });

  it('a process 30 s ahead killed mid-send of an alert: the copy sent again carries the same Message-ID', async () => {
    const env = { ...(await fresh()), MAIL_LEASE_SECONDS: '2' };
    const first = await startEnquiryService(await freePort(), { ...env, ...ahead(30_000) }, { quiet: true });
    // The mail server sees the first worker die once the message is in, before its answer.
    sink.behaviour.beforeAnswer = () => {
      sink.behaviour.beforeAnswer = undefined;
      first.process.kill('SIGKILL');
    };
    const signUp = await fetch(`${first.url}/api/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.7.0.1' },
      body: new URLSearchParams({ email: 'ada@example.com', audiences: 'vat', leads: '14' }).toString(),
      redirect: 'manual',
    });
    expect(signUp.status).toBeLessThan(400);
    await until(() => first.process.signalCode !== null, 30_000);
    const second = await startEnquiryService(await freePort(), env, { quiet: true });
    try {
      await settled(env, 1);
      const ids = sink.messages.map((mail) => mail.parsed.messageId);
      console.log(`${engine}, killed mid-send: ${sink.received} copies, Message-IDs ${ids.join(' ')}`);
      expect(sink.received).toBe(2);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toMatch(/^<[0-9a-f-]{36}@harbourline/);
      expect(new Set(ids).size).toBe(1);
    } finally {
      first.process.kill('SIGKILL');
      await second.stop();
    }
  });
});
