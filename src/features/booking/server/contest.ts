import type { Kysely, Transaction } from 'kysely';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import { holdMessageId } from './messages';
import { lapsedReason } from './repository';
import type { BookingSchema } from './tables';

/*
 * Contested holds: how the diary stays open when holds are many. A hold keeps its time from others
 * while the site holds fewer than `heldAtOnce` unconfirmed bookings, as a visitor expects. Past
 * that, holds are what a bot on many networks makes, and the new ones stop keeping their times: the
 * grid reads only confirmed bookings and kept holds (and so does the assignment, when no director is
 * free of holds), a new hold may share a time with other new ones, and the first visitor to confirm
 * a time (or move onto it) gets it. The holds it overlaps then lapse (their links say what
 * happened); no email tells them, so that a stranger whose address a bot gave gets nothing more
 * than the one "confirm it" email.
 *
 * A hold made while holds were few is kept (`hold_kept`, issue 53): it keeps its time from everyone
 * for its whole hour, however many holds follow, so a bot that pushes the count past `heldAtOnce`
 * cannot then confirm a visitor's held time first. Kept holds are never more than `heldAtOnce` at
 * once (each was made while fewer were held), so a bot's kept holds close no more of the diary than
 * that. The database refuses two confirmed bookings of one diary that overlap (migrations.ts,
 * 2026-11-27-05); the bookings lock orders the rest.
 */

/** Whether holds are contested now: at least `heldAtOnce` unconfirmed bookings hold future time (0: never). */
export async function holdsContested(
  db: Kysely<BookingSchema> | Transaction<BookingSchema>,
  heldAtOnce: number,
  now: Date,
): Promise<boolean> {
  if (heldAtOnce <= 0) return false;
  const { count } = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'booked')
    .where('hold_expires_at', '>', now.getTime())
    .where('starts_at', '>', now.getTime())
    .executeTakeFirstOrThrow();
  return Number(count) >= heldAtOnce;
}

/** A booking's hold on its diary, as the overlap rule reads it. */
export interface DiaryRange {
  id: string;
  diary: string;
  starts_at: number;
  held_until: number;
}

/** The other bookings of `range`'s diary that overlap it (holds and confirmed ones), under the lock. */
const overlapping = (tx: Transaction<BookingSchema>, range: DiaryRange) =>
  tx
    .selectFrom('bookings')
    .select(['id', 'hold_expires_at', 'hold_kept'])
    .where('diary', '=', range.diary)
    .where('status', '=', 'booked')
    .where('id', '<>', range.id)
    .where('starts_at', '<', range.held_until)
    .where('held_until', '>', range.starts_at)
    .execute();

/** Whether an overlapping booking keeps its time from a confirmation: confirmed, or a kept hold. */
const keeps = (other: { hold_expires_at: number | null; hold_kept: number }) =>
  other.hold_expires_at === null || other.hold_kept === 1;

/** Whether holds are kept when made now: fewer than `heldAtOnce` are held (or the count is lifted). */
export async function keptNow(tx: Transaction<BookingSchema>, heldAtOnce: number, now: Date): Promise<boolean> {
  return !(await holdsContested(tx, heldAtOnce, now));
}

/** Lapses holds `ids` now, as if their hour had run out; their "confirm it" emails are withdrawn if still waiting. */
async function lapse(tx: Transaction<BookingSchema>, outbox: Outbox, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelled_at: now.getTime(), cancel_reason: lapsedReason })
    .where('id', 'in', ids)
    .where('status', '=', 'booked')
    .where('hold_expires_at', 'is not', null)
    .execute();
  for (const id of ids) await outbox.withdraw(holdMessageId(id), tx);
}

/**
 * Settles a hold about to be confirmed, inside the confirming transaction (under the bookings
 * lock): 'taken' when a confirmed booking or a kept hold of its diary already overlaps it (it then
 * lapses itself), else the other holds of its diary that it overlaps lapse.
 */
export async function settleHolds(
  tx: Transaction<BookingSchema>,
  outbox: Outbox,
  row: DiaryRange,
  now: Date,
): Promise<'confirmable' | 'taken'> {
  const others = await overlapping(tx, row);
  if (others.some(keeps)) {
    await lapse(tx, outbox, [row.id], now);
    return 'taken';
  }
  await lapse(
    tx,
    outbox,
    others.map((other) => other.id),
    now,
  );
  return 'confirmable';
}

/**
 * A confirmed booking moved onto `range` (contested holds let it; the assignment has refused a time
 * a kept hold keeps): the holds there lapse, as at a confirmation.
 */
export async function lapseHoldsUnder(
  tx: Transaction<BookingSchema>,
  outbox: Outbox,
  range: DiaryRange,
  now: Date,
): Promise<void> {
  const others = await overlapping(tx, range);
  await lapse(
    tx,
    outbox,
    others.filter((other) => !keeps(other)).map((other) => other.id),
    now,
  );
}
