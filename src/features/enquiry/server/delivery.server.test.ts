import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../../../server/app/app';
import {
  acceptEnquiry,
  mailCounts,
  sampleEnquiry,
  startTestEnquiries,
  type TestEnquiries,
} from '../../../../test-kit/enquiry-service';
import { SmtpSink } from '../../../../test-kit/smtp-sink';
import { until } from '../../../../test-kit/until';
import { workerPasses } from '../../../../test-kit/mail-queue';

/**
 * Delivery to the firm's inbox: a real SMTP server (smtp-server) receives what the service sends,
 * through outages and restarts, and the mail queue says what became of each enquiry.
 */
// Real SMTP round trips: slower than Jest's 5 s default when the machine is busy.
jest.setTimeout(20_000);

const firm = 'enquiries@harbourline.example';
let sink: SmtpSink;
const running: TestEnquiries[] = [];
const dirs: string[] = [];

async function start(overrides: Parameters<typeof startTestEnquiries>[0] = {}): Promise<TestEnquiries> {
  const enquiries = await startTestEnquiries({ smtpUrl: sink.url, ...overrides });
  running.push(enquiries);
  return enquiries;
}

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-data-'));
  dirs.push(dir);
  return dir;
}

const send = (enquiries: TestEnquiries, body: object = sampleEnquiry) =>
  request(createApp({ distDir: os.tmpdir(), service: enquiries.service }))
    .post('/api/enquiries')
    .send(body)
    .expect(201);

beforeEach(async () => {
  sink = await new SmtpSink().start();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((enquiries) => enquiries.stop()));
  await sink.stop();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('delivery by email', () => {
  it('sends the firm a plain-text email with every field labelled, Reply-To the visitor', async () => {
    const enquiries = await start();
    const { body } = await send(enquiries);
    const [mail] = await sink.waitFor(1);
    expect(mail!.envelope.to).toEqual([firm]);
    expect(mail!.envelope.from).toBe('website@harbourline.example');
    const { parsed } = mail!;
    expect(parsed.subject).toBe('Website enquiry: Fintech Accounting from Ada Lovelace');
    expect(parsed.replyTo).toEqual([{ name: 'Ada Lovelace', address: 'ada@example.com' }]);
    expect(parsed.to).toEqual([{ name: '', address: firm }]);
    expect(parsed.html).toBeUndefined();
    expect(parsed.attachments).toEqual([]);
    expect(parsed.messageId).toBe(`<enquiry-${body.id}@harbourline.example>`);
    expect(mail!.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
    for (const line of [
      'Full Name: Ada Lovelace',
      'Email Address: ada@example.com',
      'Phone Number: 020 7946 0999',
      'Company Name: Analytical Engines Ltd',
      'Subject: Fintech Accounting',
      `Reference: ${body.id}`,
      `Your Message:\n${sampleEnquiry.message}`,
    ]) {
      expect(parsed.text).toContain(line);
    }
    // The delivery is recorded just after the mail server's answer: wait for it.
    await until(async () => {
      const { waiting, delivered } = await mailCounts(enquiries.service);
      return waiting === 0 && delivered === 1;
    });
    expect(await mailCounts(enquiries.service)).toEqual({ waiting: 0, delivered: 1, failed: 0 });
  });

  it('says "(not given)" for optional fields left empty, and keeps non-ASCII text intact', async () => {
    const enquiries = await start();
    await send(enquiries, {
      ...sampleEnquiry,
      name: 'Zoë Ó Briain',
      phone: '',
      company: '',
      message: 'Café £500 — 5%',
    });
    const [mail] = await sink.waitFor(1);
    expect(mail!.parsed.subject).toBe('Website enquiry: Fintech Accounting from Zoë Ó Briain');
    expect(mail!.parsed.text).toContain('Phone Number: (not given)\nCompany Name: (not given)');
    expect(mail!.parsed.text).toContain('Café £500 — 5%');
  });

  it('cannot be made to add headers or recipients by a crafted name, subject or address', async () => {
    const enquiries = await start();
    // Straight into the database, past the API's validation, which refuses these already.
    const crafted = await acceptEnquiry(enquiries.service, {
      ...sampleEnquiry,
      name: 'Eve\r\nBcc: victim@example.net\r\nX-Injected: yes',
      email: 'eve@example.com\r\nCc: victim@example.net',
      subject: 'fintech\r\nBcc: victim@example.net',
    });
    const [mail] = await sink.waitFor(1);
    expect(mail!.envelope.to).toEqual([firm]);
    const headerBlock = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n'));
    expect(headerBlock).not.toMatch(/^(Bcc|Cc|X-Injected):/im);
    expect(mail!.parsed.cc).toBeUndefined();
    expect(mail!.parsed.bcc).toBeUndefined();
    expect(mail!.parsed.subject).not.toMatch(/[\r\n]/);
    expect(crafted.id).toBeTruthy();
  });

  it('cannot be made to show another sender or add headers by an encoded-word in the name', async () => {
    const enquiries = await start();
    // Straight into the database, past the API's validation, which refuses these already.
    const encoded = `=?UTF-8?B?${Buffer.from('Eve\r\nBcc: victim@example.net').toString('base64')}?=`;
    await acceptEnquiry(enquiries.service, { ...sampleEnquiry, name: `${encoded} =?UTF-8?Q?Harbourline_Partners?=` });
    const [mail] = await sink.waitFor(1);
    expect(mail!.envelope.to).toEqual([firm]);
    expect(mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n'))).not.toContain('=?UTF-8?B?RXZl');
    expect(mail!.parsed.replyTo?.[0]?.name).not.toMatch(/Bcc|Harbourline Partners/);
    expect(mail!.parsed.subject).not.toMatch(/Bcc|Harbourline Partners/);
    expect(mail!.parsed.bcc).toBeUndefined();
  });

  it('keeps an enquiry email waiting while SMTP is down and delivers it exactly once when it returns', async () => {
    const port = sink.port;
    await sink.stop();
    const enquiries = await start({ smtpUrl: `smtp://127.0.0.1:${port}` });
    await send(enquiries);
    await until(async () => ((await enquiries.service.outbox.list('waiting'))[0]?.attempts ?? 0) >= 2);
    const [waiting] = await enquiries.service.outbox.list('waiting');
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(enquiries.log.lines.join('\n')).not.toContain(sampleEnquiry.message);

    await sink.start(port);
    await until(async () => (await mailCounts(enquiries.service)).delivered === 1);
    await workerPasses(enquiries.service, 3); // several more passes: nothing else goes
    expect(sink.messages).toHaveLength(1);
    expect(await mailCounts(enquiries.service)).toEqual({ waiting: 0, delivered: 1, failed: 0 });
  });

  it('delivers exactly once an enquiry stored before a restart', async () => {
    const dataDir = tempDataDir();
    const port = sink.port;
    await sink.stop();
    const before = await start({ dataDir, smtpUrl: `smtp://127.0.0.1:${port}` });
    await send(before);
    await before.stop();
    running.splice(running.indexOf(before), 1);
    expect(sink.messages).toHaveLength(0);

    await sink.start(port);
    const after = await start({ dataDir, smtpUrl: sink.url });
    await until(async () => (await mailCounts(after.service)).delivered === 1);
    await workerPasses(after.service, 3);
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.parsed.text).toContain(sampleEnquiry.message);
  });

  it('without SMTP_URL keeps enquiries in the database and announces each on the log without its message', async () => {
    const enquiries = await startTestEnquiries({ smtpUrl: null });
    running.push(enquiries);
    const { body } = await send(enquiries);
    await until(async () => enquiries.log.lines.some((line) => line.includes(body.id)));
    const announcement = enquiries.log.lines.find((line) => line.includes(body.id))!;
    expect(announcement).toContain('SMTP_URL is not set');
    expect(announcement).not.toMatch(/Ada|ada@example\.com|safeguarding/);
    expect(await mailCounts(enquiries.service)).toEqual({ waiting: 1, delivered: 0, failed: 0 });
    expect(sink.messages).toHaveLength(0);
  });

  it('deletes delivered enquiries once past the retention period, on a schedule, without a post', async () => {
    let now = new Date('2026-09-01T10:00:00Z');
    const enquiries = await start({ clock: () => now, housekeepingMs: 100 });
    const old = await acceptEnquiry(enquiries.service, sampleEnquiry, now);
    await until(async () => (await mailCounts(enquiries.service)).delivered === 1);
    now = new Date('2026-09-20T10:00:00Z');
    const recent = await acceptEnquiry(enquiries.service, sampleEnquiry, now);
    await until(async () => (await mailCounts(enquiries.service)).delivered === 2);
    expect(await enquiries.service.features.enquiry.has(old.id)).toBe(true);
    // Thirty days after the first was delivered, and no one posts anything: housekeeping deletes it.
    now = new Date('2026-10-02T10:00:00Z');
    await until(async () => !(await enquiries.service.features.enquiry.has(old.id)));
    expect((await enquiries.service.features.enquiry.list()).map((record) => record.id)).toEqual([recent.id]);
    expect(await mailCounts(enquiries.service)).toEqual({ waiting: 0, delivered: 1, failed: 0 });
  });
});
