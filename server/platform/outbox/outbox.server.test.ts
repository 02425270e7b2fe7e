import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sqliteFile } from '../db/config';
import { openDatabase, type Database } from '../db/database';
import { loadMailConfig } from './config';
import { Outbox } from './outbox';
import { backoffMs } from './worker';

/** The mail queue's own rules, on the embedded database: due times, claims, leases, resends. */
let dir: string;
let database: Database;
let now: Date;
let outbox: Outbox;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  database = await openDatabase({ engine: 'sqlite', file: sqliteFile(dir) });
  now = new Date('2026-11-25T10:00:00Z');
  outbox = new Outbox(database.db, () => now);
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

it('keeps a message due later (a reminder) until its time, and a put of the same id stores it once', async () => {
  await outbox.put({ id: 'reminder:1', kind: 'reminder', payload: { n: 1 }, dueAt: later(60) });
  await outbox.put({ id: 'reminder:1', kind: 'reminder', payload: { n: 2 }, dueAt: later(5) });
  expect(await outbox.claimable(now)).toEqual([]);
  expect(await outbox.claimable(later(59))).toEqual([]);
  expect(await outbox.claimable(later(60))).toEqual(['reminder:1']);
  expect((await outbox.find('reminder:1'))?.payload).toEqual({ n: 1 });
  // Not even a restart brings a message forward that has never been tried.
  expect(await outbox.claimable(now, { retriesDue: true })).toEqual([]);
  // Withdrawn before it is sent (a cancelled booking's reminder).
  expect(await outbox.withdraw('reminder:1')).toBe(true);
  expect(await outbox.find('reminder:1')).toBeUndefined();
});

it('gives a claim to one worker only, and the message back once the lease has run out', async () => {
  await outbox.put({ id: 'm', kind: 'k', payload: {} });
  const [first, second] = await Promise.all([outbox.claim('m', now, 60_000), outbox.claim('m', now, 60_000)]);
  expect([first?.state, second]).toEqual(['sending', undefined]);
  expect(await outbox.claimable(later(0.5))).toEqual([]);
  // The worker died: after its lease another takes it.
  expect(await outbox.claimable(later(1.5))).toEqual(['m']);
  expect((await outbox.claim('m', later(1.5), 60_000))?.id).toBe('m');
});

it('records attempts, makes a refused message failed, and resends it due now with its attempts cleared', async () => {
  await outbox.put({ id: 'm', kind: 'k', payload: {} });
  await outbox.claim('m', now, 60_000);
  await outbox.markAttempt('m', { attempts: 1, refusals: 1, lastError: '550 no', dueAt: later(1), failed: false });
  expect(await outbox.claimable(now)).toEqual([]);
  // A restart tries what was tried before at once, whatever its back-off.
  expect(await outbox.claimable(now, { retriesDue: true })).toEqual(['m']);
  await outbox.claim('m', now, 60_000);
  await outbox.markAttempt('m', { attempts: 2, refusals: 2, lastError: '550 no', dueAt: later(2), failed: true });
  expect(await outbox.counts()).toEqual({ waiting: 0, sending: 0, delivered: 0, failed: 1 });
  expect(await outbox.resend('m', later(10))).toBe(true);
  expect(await outbox.find('m')).toMatchObject({ state: 'waiting', attempts: 0, refusals: 0, lastError: null });
  expect(await outbox.resend('m', later(10))).toBe(false);
});

it('backs off 30 s doubling to an hour', () => {
  const retry = { baseMs: 30_000, maxMs: 3_600_000 };
  expect([1, 2, 3, 7, 8, 20].map((attempts) => backoffMs(attempts, retry))).toEqual([
    30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
  ]);
});

it('renews a lease only for the claim that holds it, and says when the first lease runs out', async () => {
  await outbox.put({ id: 'm', kind: 'k', payload: {} });
  expect(await outbox.nextLeaseEnd()).toBeNull();
  const claimed = await outbox.claim('m', now, 10_000);
  const held = claimed?.leaseUntil ?? new Date(0);
  expect(held).toEqual(later(10 / 60));
  expect(await outbox.nextLeaseEnd()).toEqual(held);
  // The heartbeat: moved on while still this claim's.
  expect(await outbox.renew('m', held, later(0.5))).toBe(true);
  expect(await outbox.claimable(later(0.4))).toEqual([]);
  // A worker cut off past its lease, whose message another took, renews nothing.
  const taken = await outbox.claim('m', later(0.6), 10_000);
  expect(taken?.leaseUntil).toEqual(new Date(later(0.6).getTime() + 10_000));
  expect(await outbox.renew('m', later(0.5), later(1))).toBe(false);
  expect((await outbox.find('m'))?.leaseUntil).toEqual(taken?.leaseUntil);
});

it('leases for 10 s by default: the heartbeat, not the lease, covers a long send', () => {
  expect(loadMailConfig({}).leaseMs).toBe(10_000);
  expect(loadMailConfig({ MAIL_LEASE_SECONDS: '3' }).leaseMs).toBe(3000);
});
