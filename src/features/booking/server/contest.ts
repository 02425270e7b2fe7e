import type { Kysely, Transaction } from 'kysely';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import { holdMessageId } from './messages';
import { lapsedReason, type Row } from './repository';
import type { BookingSchema } from './tables';

/*
 * Contested holds: how the diary stays open when holds are many. A hold keeps its time from others
 * while the site holds fewer than `heldAtOnce` unconfirmed bookings, as a visitor expects. Past
 * that, holds are what a bot on many networks makes, and they stop keeping their times: the grid
 * and the assignment read only confirmed bookings, a new hold may share a time with others, and the
 * first visitor to confirm a time gets it. The holds it overlaps then lapse, as if their hour had
 * run out (their links say so); no email tells them, so that a stranger whose address a bot gave
 * gets nothing more than the one "confirm it" email. The database refuses two confirmed bookings of
 * one diary that overlap (migrations.ts, 2026-11-27-05); the bookings lock orders the rest.
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

/**
 * Settles a hold about to be confirmed, inside the confirming transaction (under the bookings
 * lock): 'taken' when a confirmed booking of its diary already overlaps it (it then lapses itself),
 * else the other holds of its diary that it overlaps lapse, their "confirm it" emails withdrawn
 * if still waiting.
 */
export async function settleHolds(
  tx: Transaction<BookingSchema>,
  outbox: Outbox,
  row: Row,
  now: Date,
): Promise<'confirmable' | 'taken'> {
  const overlapping = await tx
    .selectFrom('bookings')
    .select(['id', 'hold_expires_at'])
    .where('diary', '=', row.diary)
    .where('status', '=', 'booked')
    .where('id', '<>', row.id)
    .where('starts_at', '<', row.held_until)
    .where('held_until', '>', row.starts_at)
    .execute();
  const lapse = async (ids: string[]) => {
    if (ids.length === 0) return;
    await tx
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: now.getTime(), cancel_reason: lapsedReason })
      .where('id', 'in', ids)
      .where('status', '=', 'booked')
      .execute();
    for (const id of ids) await outbox.withdraw(holdMessageId(id), tx);
  };
  if (overlapping.some((other) => other.hold_expires_at === null)) {
    await lapse([row.id]);
    return 'taken';
  }
  await lapse(overlapping.map((other) => other.id));
  return 'confirmable';
}
