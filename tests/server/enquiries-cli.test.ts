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
  [waitingId, deliveredId] = [waiting.id, delivered.id];
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
    expect(out).toContain(`Spool ${dir}: 1 waiting, 1 delivered`);
    expect(out).toMatch(
      new RegExp(
        `waiting +${waitingId} +received 2026-11-20T09:00:00.000Z +Fintech Accounting +3 failed attempts, next 2026-11-20T09:10:00.000Z: ECONNECTION 421`,
      ),
    );
    expect(out).toMatch(new RegExp(`delivered +${deliveredId} .* delivered 2026-11-19T09:00:05.000Z`));
    expect(out).not.toContain(sampleEnquiry.message);
  }, 20_000);

  it('exports every field as CSV, quoted, with formulas defused', () => {
    const lines = run('--csv').split('\r\n');
    // A column per declared field, headed by its label ("Full Name", ... "Your Message").
    const fieldColumns = Object.values(enquiryFields).map((field) => `"${field.label}"`);
    expect(lines[0]).toBe(
      ['"reference","status","received","delivered","attempts","last error"', ...fieldColumns].join(','),
    );
    expect(lines[1]).toContain(`"${waitingId}","waiting","2026-11-20T09:00:00.000Z","","3"`);
    const delivered = lines.slice(2).join('\r\n');
    expect(delivered).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(delivered).toContain('"Say ""hello"",\nthen bye"');
  }, 20_000);
});
