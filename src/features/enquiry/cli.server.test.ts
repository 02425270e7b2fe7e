import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sqliteFile } from '../../../server/platform/db/config';
import { enquiryMessageId } from './server/service';
import { openData, type OpenData } from '../../../server/app/open-data';
import { enquiryFields } from '../../content/enquiry';
import { sampleEnquiry } from '../../../test-kit/enquiry-service';

/** npm run enquiries, on a database with one enquiry waiting after failed attempts, one delivered and one failed. */
const root = path.resolve(__dirname, '../../..');
let dir: string;
let data: OpenData;
let waitingId: string;
let deliveredId: string;
let failedId: string;

/** Stores an enquiry as the service does, at a given time. */
async function store(enquiry: typeof sampleEnquiry, at: string, sourcePage: string | null = null) {
  const id = crypto.randomUUID();
  return data.features.enquiry.accept(enquiry, { id, sourcePage, now: new Date(at) });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-data-'));
  data = await openData({ DATA_DIR: dir }, { engine: 'sqlite', file: sqliteFile(dir) });
  const { db } = data.database;
  const waiting = await store(sampleEnquiry, '2026-11-20T09:00:00Z', '/services/audit');
  await db
    .updateTable('outbox')
    .set({
      attempts: 3,
      due_at: Date.parse('2026-11-20T09:10:00Z'),
      last_error: 'ECONNECTION 421 Service not available',
    })
    .where('id', '=', enquiryMessageId(waiting.id))
    .execute();
  const delivered = await store(
    { ...sampleEnquiry, name: '=HYPERLINK("http://evil.example")', message: 'Say "hello",\nthen bye' },
    '2026-11-19T09:00:00Z',
  );
  await data.outbox.markDelivered(enquiryMessageId(delivered.id), 1, new Date('2026-11-19T09:00:05Z'));
  const failed = await store(sampleEnquiry, '2026-11-18T09:00:00Z');
  await db
    .updateTable('outbox')
    .set({ state: 'failed', attempts: 3, refusals: 3, last_error: 'EENVELOPE 550 No such user' })
    .where('id', '=', enquiryMessageId(failed.id))
    .execute();
  [waitingId, deliveredId, failedId] = [waiting.id, delivered.id, failed.id];
});
afterAll(async () => {
  await data.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const run = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'server/app/cli.ts', 'enquiries', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

describe('npm run enquiries', () => {
  it('lists what waits (with its failed attempts) and what was delivered, without the messages', () => {
    const out = run();
    expect(out).toContain(
      `SQLite ${sqliteFile(dir)}: 1 waiting, 1 delivered (kept until the retention period ends), 1 failed.`,
    );
    expect(out).toMatch(new RegExp(`FAILED +${failedId} .* refused 3 times: EENVELOPE 550 No such user`));
    expect(out).toContain('npm run enquiries -- --resend ID');
    expect(out).toMatch(
      new RegExp(
        `waiting +${waitingId} +received 2026-11-20T09:00:00.000Z +Fintech Accounting +3 failed attempts, next 2026-11-20T09:10:00.000Z: ECONNECTION 421.* from /services/audit`,
      ),
    );
    expect(out).toMatch(new RegExp(`delivered +${deliveredId} .* delivered 2026-11-19T09:00:05.000Z`));
    expect(out).not.toContain(sampleEnquiry.message);
  }, 20_000);

  it('exports every field and the page it was sent from as CSV, quoted, with formulas defused', () => {
    const csv = run('--csv');
    // A byte-order mark, so that spreadsheet programs read the file as UTF-8.
    expect(csv.startsWith('\uFEFF"reference"')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    // A column per declared field, headed by its label ("Full Name", ... "Your Message").
    const fieldColumns = Object.values(enquiryFields).map((field) => `"${field.label}"`);
    expect(lines[0]).toBe(
      [
        '"reference","status","received","delivered","attempts","last error","sent from","progress","taken by"',
        ...fieldColumns,
      ].join(','),
    );
    const rows = lines.slice(1).join('\r\n');
    expect(rows).toContain(`"${failedId}","failed"`);
    expect(rows).toContain(`"${deliveredId}","delivered","2026-11-19T09:00:00.000Z","2026-11-19T09:00:05.000Z","1"`);
    expect(rows).toContain(
      `"${waitingId}","waiting","2026-11-20T09:00:00.000Z","","3","ECONNECTION 421 Service not available","/services/audit","new",""`,
    );
    expect(rows).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(rows).toContain('"Say ""hello"",\nthen bye"');
  }, 20_000);

  it('puts a failed email back to be sent, with its attempts reset', async () => {
    expect(run('--resend', failedId)).toContain(`${enquiryMessageId(failedId)} waits to be sent again`);
    expect(await data.outbox.list('failed')).toEqual([]);
    expect(await data.outbox.find(enquiryMessageId(failedId))).toMatchObject({ state: 'waiting', attempts: 0 });
  }, 20_000);
});
