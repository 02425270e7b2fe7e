import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEnquiryService } from '../../../../scripts/serve-nginx';
import { sampleEnquiry } from '../../../../test-kit/enquiry-service';
import { rawRequest } from '../../../../test-kit/raw-request';
import { SmtpSink } from '../../../../test-kit/smtp-sink';
import { mailQueueOf, mailQueueSettled } from '../../../../test-kit/mail-queue';

/**
 * The production enquiry service in a process of its own, attacked as a visitor could: rounds of
 * 30 parallel posts sharing a fresh id (the race that once ended the process, with the delivery
 * worker moving the files meanwhile), then the ids again after delivery, in any order. The process
 * must stay up, every answer must be a 201 or a clean refusal, and each id is emailed once.
 */
jest.setTimeout(30_000);

const rounds = 8;
const perRound = 30;

it('survives parallel posts sharing ids, answers each alike, and emails each id once', async () => {
  const sink = await new SmtpSink().start();
  const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-spool-'));
  const service = await startEnquiryService(
    await freePort(),
    { ...process.env, SMTP_URL: sink.url, DATA_DIR: spoolDir, DATABASE_URL: '', ENQUIRY_RATE_LIMIT: '0' },
    { quiet: true },
  );
  try {
    const ids = Array.from(
      { length: rounds },
      (_, round) => `00000000-0000-4000-8000-${String(round).padStart(12, '0')}`,
    );
    const post = (id: string, message = sampleEnquiry.message) =>
      rawRequest(service.url, '/api/enquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...sampleEnquiry, message, id }),
      });
    const statuses: number[] = [];
    for (const id of ids) {
      const answers = await Promise.all(Array.from({ length: perRound }, () => post(id)));
      statuses.push(...answers.map((answer) => answer.status));
      for (const answer of answers)
        if (answer.status === 201) expect(JSON.parse(answer.body.toString())).toEqual({ id });
    }
    // Every id again, shuffled, while some are being delivered and some are delivered already.
    const again = await Promise.all([...ids, ...ids].reverse().map((id) => post(id, 'A different message')));
    statuses.push(...again.map((answer) => answer.status));

    expect(service.process.exitCode).toBeNull();
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    await sink.waitFor(ids.length);
    // Any duplicate would be waiting or under way: once the queue has neither, the mailbox is final.
    const queue = await mailQueueOf({ DATA_DIR: spoolDir, DATABASE_URL: '' });
    await mailQueueSettled(queue.outbox).finally(() => queue.close());
    const references = sink.messages.map((mail) => mail.parsed.messageId);
    expect(references).toHaveLength(ids.length);
    expect(new Set(references).size).toBe(ids.length);
    expect(sink.messages.map((mail) => mail.parsed.text)).not.toContainEqual(
      expect.stringContaining('A different message'),
    );
    expect((await rawRequest(service.url, '/api/health')).status).toBe(200);
  } finally {
    await service.stop();
    await sink.stop();
    fs.rmSync(spoolDir, { recursive: true, force: true });
  }
});
