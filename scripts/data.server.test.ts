import { execFileSync, execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { createEnquiryApp } from '../server/app/enquiry-server';
import { sqliteFile } from '../server/platform/db/config';
import { openData } from '../server/app/open-data';
import { sampleBooking } from '../test-kit/booking';
import { sampleEnquiry, startTestEnquiries } from '../test-kit/enquiry-service';

/** npm run data: a backup taken under load, restored into a fresh folder; an old file spool imported, twice. */
jest.setTimeout(60_000);

const root = path.resolve(__dirname, '..');
const dirs: string[] = [];
const temp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), name));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const cliArgs = (...args: string[]) => ['--import', 'tsx', 'scripts/data.ts', ...args];
const env = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
const cli = (dataDir: string, ...args: string[]) =>
  execFileSync(process.execPath, cliArgs(...args), { cwd: root, env: env(dataDir), encoding: 'utf8' });

async function contents(dataDir: string) {
  const data = await openData(env(dataDir), { engine: 'sqlite', file: sqliteFile(dataDir) });
  try {
    const enquiries = await data.features.enquiry.list();
    return { enquiries: enquiries.length, withEmail: enquiries.filter((record) => record.message).length };
  } finally {
    await data.close();
  }
}

it('backs up while enquiries pour in, and the backup restores into a fresh folder with nothing lost', async () => {
  const running = await startTestEnquiries({});
  try {
    const app = createEnquiryApp(running.service);
    const backups = temp('backups-');
    const posting = Promise.all(
      Array.from({ length: 150 }, () => request(app).post('/api/enquiries').send(sampleEnquiry).expect(201)),
    );
    // A backup taken in the middle of the load is consistent: every enquiry in it has its email.
    const during = path.join(backups, 'during.sqlite3');
    await promisify(execFile)(process.execPath, cliArgs('backup', during), { cwd: root, env: env(running.dataDir) });
    await posting;
    const after = path.join(backups, 'after.sqlite3');
    expect(cli(running.dataDir, 'backup', after)).toContain('Backed up');

    const restoredDuring = temp('restored-');
    cli(restoredDuring, 'restore', during);
    const middle = await contents(restoredDuring);
    expect(middle.withEmail).toBe(middle.enquiries);

    const restored = temp('restored-');
    expect(cli(restored, 'restore', after)).toContain('Restored');
    expect(await contents(restored)).toEqual({ enquiries: 150, withEmail: 150 });
    // Restoring over a database needs saying so.
    expect(() => cli(restored, 'restore', after)).toThrow(/--replace/);
    expect(() => cli(restored, 'restore', after, '--replace')).not.toThrow();
  } finally {
    await running.stop();
  }
});

it('imports an old file spool and diary, losing nothing, and a second import changes nothing', async () => {
  const spool = temp('old-spool-');
  const write = (file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(value));
  };
  const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
  const bookingId = '33333333-3333-4333-8333-333333333333';
  const cancelledId = '44444444-4444-4444-8444-444444444444';
  const slot = { id: '2026-12-01T10:00', date: '2026-12-01', start: '10:00', end: '10:30' };
  write(path.join(spool, 'waiting', `${ids[0]}.json`), {
    id: ids[0],
    receivedAt: '2026-11-20T09:00:00.000Z',
    enquiry: sampleEnquiry,
    delivery: { attempts: 2, nextAttemptAt: '2026-11-20T09:05:00.000Z', lastError: '421 busy' },
  });
  write(path.join(spool, 'delivered', `${ids[1]}.json`), {
    id: ids[1],
    receivedAt: '2026-11-19T09:00:00.000Z',
    enquiry: sampleEnquiry,
    delivery: { attempts: 1, nextAttemptAt: '2026-11-19T09:00:00.000Z', deliveredAt: '2026-11-19T09:00:02.000Z' },
  });
  const booking = { id: bookingId, slot, details: sampleBooking, bookedAt: '2026-11-23T10:00:00.000Z', client: 'ab' };
  write(path.join(spool, 'bookings', 'slots', '2026-12-01T10-00.json'), booking);
  fs.mkdirSync(path.join(spool, 'bookings', 'queued'), { recursive: true });
  fs.writeFileSync(path.join(spool, 'bookings', 'queued', bookingId), '');
  write(path.join(spool, 'delivered', `${bookingId}.json`), {
    id: bookingId,
    receivedAt: booking.bookedAt,
    booking,
    delivery: { attempts: 1, nextAttemptAt: booking.bookedAt, deliveredAt: '2026-11-23T10:00:01.000Z' },
  });
  write(path.join(spool, 'bookings', 'cancelled', `${cancelledId}.json`), {
    booking: { ...booking, id: cancelledId, slot: { ...slot, id: '2026-12-02T10:00', date: '2026-12-02' } },
    cancelledAt: '2026-11-24T10:00:00.000Z',
    reason: 'Client asked',
  });

  const dataDir = temp('imported-');
  expect(cli(dataDir, 'import-spool', spool)).toContain('2 enquiries, 1 bookings, 1 cancelled bookings and 3 emails');
  expect(cli(dataDir, 'import-spool', spool)).toContain('0 enquiries, 0 bookings, 0 cancelled bookings and 0 emails');
  const data = await openData(env(dataDir), { engine: 'sqlite', file: sqliteFile(dataDir) });
  try {
    const enquiries = await data.features.enquiry.list();
    expect(enquiries.map((record) => [record.id, record.message?.state, record.message?.attempts])).toEqual([
      [ids[1], 'delivered', 1],
      [ids[0], 'waiting', 2],
    ]);
    expect((await data.features.booking.list({ all: true })).map((record) => record.id)).toEqual([bookingId]);
    expect((await data.features.booking.cancelled(cancelledId))?.reason).toBe('Client asked');
    // The booking's email was delivered before the move: it is not sent again.
    expect((await data.outbox.list('waiting')).map((message) => message.id)).toEqual([`enquiry:${ids[0]}`]);
  } finally {
    await data.close();
  }
});
