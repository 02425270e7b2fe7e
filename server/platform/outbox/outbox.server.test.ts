import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sqliteFile } from '../db/config';
import { openDatabase, type Database } from '../db/database';
import { loadMailConfig } from './config';
import { Outbox } from './outbox';
import { backoffMs } from './worker';
import { until } from '../../../test-kit/until';

/** The mail queue's own rules, on the embedded database: due times, claims, leases, resends. */
let dir: string;
let database: Database;
let now: Date;
let outbox: Outbox;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  database = await openDatabase({ engine: 'sqlite', file: sqliteFile(dir) });
  now = new Date('2026-11-25T10:00:00Z');
  outbox = new Outbox(database, () => now);
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

it('gives a claim to one worker only, and the message back once the lease has run out by the database’s clock', async () => {
  await outbox.put({ id: 'm', kind: 'k', payload: {} });
  const [first, second] = await Promise.all([outbox.claim('m', 300), outbox.claim('m', 300)]);
  expect([first?.state, second]).toEqual(['sending', undefined]);
  // The process's clock plays no part: an hour ahead, it still finds the lease held.
  expect(await outbox.claimable(later(60))).toEqual([]);
  // The worker died: once its lease has run out, another takes it.
  await until(async () => (await outbox.claimable(now)).length === 1);
  expect((await outbox.claim('m', 300))?.id).toBe('m');
});

it('keeps each message’s Message-ID from when it was queued', async () => {
  await outbox.put({ id: 'm', kind: 'k', payload: {} });
  const { messageId } = (await outbox.find('m')) ?? {};
  expect(messageId).toMatch(/^[0-9a-f-]{36}$/);
  await outbox.claim('m', 60_000);
  await outbox.markAttempt('m', { attempts: 1, refusals: 0, lastError: '451 later', dueAt: now, failed: false });
  expect((await outbox.claim('m', 60_000))?.messageId).toBe(messageId);
});

it('records attempts, makes a refused message failed, and resends it due now with its attempts cleared', async () => {
  await outbox.put({ id: 'm', kind: 'k', payload: {} });
  await outbox.claim('m', 60_000);
  await outbox.markAttempt('m', { attempts: 1, refusals: 1, lastError: '550 no', dueAt: later(1), failed: false });
  expect(await outbox.claimable(now)).toEqual([]);
  // A restart tries what was tried before at once, whatever its back-off.
  expect(await outbox.claimable(now, { retriesDue: true })).toEqual(['m']);
  await outbox.claim('m', 60_000);
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
  expect(await outbox.untilFirstLeaseEnds()).toBeNull();
  const claimedAt = Date.now();
  const claimed = await outbox.claim('m', 10_000);
  const held = claimed?.leaseUntil ?? new Date(0);
  // The database's clock and this process's are the same machine's here.
  expect(held.getTime() - claimedAt).toBeGreaterThanOrEqual(10_000 - 50);
  expect(held.getTime() - Date.now()).toBeLessThanOrEqual(10_000 + 50);
  // What is left is the lease less the time since it was taken, however slowly this machine ran.
  const askedAt = Date.now();
  const left = (await outbox.untilFirstLeaseEnds()) ?? 0;
  const answeredAt = Date.now();
  expect(left).toBeGreaterThanOrEqual(held.getTime() - answeredAt - 50);
  expect(left).toBeLessThanOrEqual(Math.min(10_000, held.getTime() - askedAt + 50));
  // The heartbeat: moved on while still this claim's, never backwards.
  const renewed = await outbox.renew('m', held, 30_000);
  expect(renewed!.getTime()).toBeGreaterThan(held.getTime());
  expect(await outbox.renew('m', renewed!, 1)).toEqual(new Date(renewed!.getTime() + 1));
  // A worker whose lease was taken over (here: given back and claimed again) renews nothing.
  await outbox.release('m');
  const taken = await outbox.claim('m', 10_000);
  expect(await outbox.renew('m', held, 10_000)).toBeNull();
  expect((await outbox.find('m'))?.leaseUntil).toEqual(taken?.leaseUntil);
});

it('leases for 10 s by default: the heartbeat, not the lease, covers a long send', () => {
  expect(loadMailConfig({}).leaseMs).toBe(10_000);
  expect(loadMailConfig({ MAIL_LEASE_SECONDS: '3' }).leaseMs).toBe(3000);
});
