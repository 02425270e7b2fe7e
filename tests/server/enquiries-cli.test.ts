import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Spool } from '../../server/enquiries/spool';
import { enquiryFields } from '../../src/content/enquiry';
import { sampleEnquiry } from '../support/enquiry-service';

/** npm run enquiries, on a spool with one enquiry waiting after failed attempts and one delivered. */
const root = path.resolve(__dirname, '../..');
let dir: string;
let waitingId: string;
let deliveredId: string;
let failedId: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-spool-'));
  const spool = await new Spool(dir).open();
  const waiting = await spool.store(sampleEnquiry, { now: new Date('2026-11-20T09:00:00Z') });
  await spool.update({
    ...waiting,
    delivery: {
      attempts: 3,
      nextAttemptAt: '2026-11-20T09:10:00.000Z',
      lastError: 'ECONNECTION 421 Service not available',
    },
  });
  const delivered = await spool.store(
    { ...sampleEnquiry, name: '=HYPERLINK("http://evil.example")', message: 'Say "hello",\nthen bye' },
    { now: new Date('2026-11-19T09:00:00Z') },
  );
  await spool.markDelivered(delivered, new Date('2026-11-19T09:00:05Z'));
  const failed = await spool.store(sampleEnquiry, { now: new Date('2026-11-18T09:00:00Z') });
  await spool.markFailed({
    ...failed,
    delivery: {
      attempts: 3,
      refusals: 3,
      nextAttemptAt: '2026-11-18T09:02:00.000Z',
      lastError: 'EENVELOPE 550 No such user',
    },
  });
  [waitingId, deliveredId, failedId] = [waiting.id, delivered.id, failed.id];
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', ...args], {
    cwd: root,
    env: { ...process.env, ENQUIRY_SPOOL_DIR: dir },
    encoding: 'utf8',
  });

describe('npm run enquiries', () => {
  it('lists what waits (with its failed attempts) and what was delivered, without the messages', () => {
    const out = run();
    expect(out).toContain(`Spool ${dir}: 1 waiting, 1 delivered (kept until the retention period ends), 1 failed.`);
    expect(out).toMatch(new RegExp(`FAILED +${failedId} .* refused 3 times: EENVELOPE 550 No such user`));
    expect(out).toContain('npm run enquiries -- --resend ID');
    expect(out).toMatch(
      new RegExp(
        `waiting +${waitingId} +received 2026-11-20T09:00:00.000Z +Fintech Accounting +3 failed attempts, next 2026-11-20T09:10:00.000Z: ECONNECTION 421`,
      ),
    );
    expect(out).toMatch(new RegExp(`delivered +${deliveredId} .* delivered 2026-11-19T09:00:05.000Z`));
    expect(out).not.toContain(sampleEnquiry.message);
  }, 20_000);

  it('exports every field as CSV, quoted, with formulas defused', () => {
    const csv = run('--csv');
    // A byte-order mark, so that spreadsheet programs read the file as UTF-8.
    expect(csv.startsWith('\uFEFF"reference"')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    // A column per declared field, headed by its label ("Full Name", ... "Your Message").
    const fieldColumns = Object.values(enquiryFields).map((field) => `"${field.label}"`);
    expect(lines[0]).toBe(
      ['"reference","status","received","delivered","attempts","last error"', ...fieldColumns].join(','),
    );
    expect(lines[1]).toContain(`"${waitingId}","waiting","2026-11-20T09:00:00.000Z","","3"`);
    const delivered = lines.slice(2).join('\r\n');
    expect(delivered).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(delivered).toContain('"Say ""hello"",\nthen bye"');
    expect(delivered).toContain(`"${failedId}","failed"`);
  }, 20_000);

  it('puts a failed enquiry back to be sent, with its attempts reset', async () => {
    expect(run('--resend', failedId)).toContain(`Enquiry ${failedId} waits to be sent again`);
    const spool = new Spool(dir);
    expect(await spool.failed()).toEqual([]);
    const resent = (await spool.waiting()).find((record) => record.id === failedId);
    expect(resent?.delivery).toEqual({ attempts: 0, nextAttemptAt: expect.any(String) });
  }, 20_000);
});
