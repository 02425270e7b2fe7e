import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import { londonDate, londonInstant } from '../../../platform/calendar/london-time';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import type { Slot } from '../slots';
import type { BookingDetails } from '../fields';
import type { Held } from './availability';
import { isToken, receiptOf, tokenHash } from './keys';
import { holdMessageId } from './messages';
import { offeredWithin } from './offers';
import type { BookingRecord, CancelledBooking, DirectorCard } from './record';
import type { BookingSchema, BookingsTable } from './tables';

/**
 * A manage link's booking, as its holder may act on it: `held` until the visitor confirms it (then
 * `booked`), `lapsed` when its hold ran out unconfirmed.
 */
export type ManageState =
  | { kind: 'unknown' }
  | {
      kind: 'held' | 'booked' | 'cancelled' | 'lapsed' | 'ended';
      booking: BookingRecord;
      director: DirectorCard | null;
      /** Whether the visitor has already extended the hold (at most once). */
      extended?: boolean;
      /**
       * A lapsed hold released before its time ran out, when (contest.ts: another visitor confirmed
       * its time first while holds were contested), so that its page says so and not "ran out".
       */
      releasedAt?: string;
      /**
       * A live hold made past the held-at-once count (contest.ts): it keeps its time only until
       * someone else confirms it first, so that its page says so rather than "held for you".
       */
      shared?: boolean;
    };

/** A booking is deleted this long after its consultation (the privacy policy says so). */
export const bookingRetentionDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

export type Row = Selectable<BookingsTable>;

export const fromRow = (row: Row): BookingRecord => ({
  id: row.id,
  slot: JSON.parse(row.slot) as Slot,
  details: JSON.parse(row.details) as BookingDetails,
  bookedAt: new Date(row.booked_at).toISOString(),
  sourcePage: row.source_page,
  director: row.diary,
  sequence: row.sequence,
  timeZone: row.time_zone,
  holdExpiresAt: row.hold_expires_at === null ? null : new Date(row.hold_expires_at).toISOString(),
});

/** Why a hold that ran out unconfirmed is recorded as cancelled (its link then says it lapsed). */
export const lapsedReason = 'Not confirmed in time: the hold lapsed';

/** Rows that hold time at `now`: confirmed, or held and not yet expired. */
export const live = (now: number) => (eb: ExpressionBuilder<BookingSchema, 'bookings'>) =>
  eb.or([eb('hold_expires_at', 'is', null), eb('hold_expires_at', '>', now)]);

/** The start of the London day `now` is in. */
const startOfLondonDay = (now: Date) => londonInstant(londonDate(now), '00:00');

/**
 * The bookings table as the diary reads and keeps it: what holds time, a booking by id or by its
 * manage link, the listings, the lapse of expired holds under the bookings lock, and retention.
 */
export class BookingRepository {
  constructor(
    private readonly db: Kysely<BookingSchema>,
    private readonly outbox: Outbox,
    private readonly now: () => Date,
    private readonly director: (id: string) => DirectorCard | null,
  ) {}

  /**
   * What holds time in [from, to): every booked row's diary and range, but for holds expired by
   * `now`; when `keptOnly` (holds contested: contest.ts), only confirmed bookings and the holds made
   * while holds were few, which keep their times for their whole hour. The times offered to a
   * visitor in place of theirs hold too (offers.ts), but for `except`'s own.
   */
  async held(
    db: Kysely<BookingSchema> | Transaction<BookingSchema>,
    now: Date,
    from: number,
    to: number,
    except?: string,
    keptOnly = false,
  ) {
    let query = db
      .selectFrom('bookings')
      .select(['diary', 'starts_at', 'held_until'])
      .where('status', '=', 'booked')
      .where(live(now.getTime()))
      .where('held_until', '>', from)
      .where('starts_at', '<', to);
    if (except) query = query.where('id', '<>', except);
    if (keptOnly) query = query.where((eb) => eb.or([eb('hold_expires_at', 'is', null), eb('hold_kept', '=', 1)]));
    const rows = await query.execute();
    const offered = await offeredWithin(db, now, from, to, except);
    return [...rows.map((row): Held => ({ diary: row.diary, from: row.starts_at, until: row.held_until })), ...offered];
  }

  /** The state of the booking a manage link's token opens, read inside `db` (a transaction when acting). */
  async byToken(db: Kysely<BookingSchema> | Transaction<BookingSchema>, token: unknown): Promise<[ManageState, Row?]> {
    if (!isToken(token)) return [{ kind: 'unknown' }];
    const row = await db
      .selectFrom('bookings')
      .selectAll()
      .where('manage_token', '=', tokenHash(token))
      .executeTakeFirst();
    if (!row) return [{ kind: 'unknown' }];
    const booking = fromRow(row);
    const director = this.director(row.diary);
    const now = this.now().getTime();
    const lapsed =
      row.hold_expires_at !== null &&
      (row.status === 'booked' ? row.hold_expires_at <= now : row.cancel_reason === lapsedReason);
    if (lapsed) {
      // An hour that ran out is recorded at its end (lock()); a hold released early, when it was.
      const early = row.cancelled_at !== null && row.hold_expires_at !== null && row.cancelled_at < row.hold_expires_at;
      const releasedAt = early ? { releasedAt: new Date(row.cancelled_at ?? 0).toISOString() } : {};
      return [{ kind: 'lapsed', booking, director, ...releasedAt }, row];
    }
    if (row.status === 'cancelled') return [{ kind: 'cancelled', booking, director }, row];
    // A link is valid until the consultation ends.
    if (row.ends_at <= now) return [{ kind: 'ended', booking, director }, row];
    if (row.hold_expires_at === null) return [{ kind: 'booked', booking, director }, row];
    const shared = row.hold_kept === 0 ? { shared: true } : {};
    return [{ kind: 'held', booking, director, extended: row.hold_extended_at !== null, ...shared }, row];
  }

  /**
   * Takes the bookings lock, then cancels every hold that has run out: the overlap rule counts
   * every `booked` row (its WHERE cannot read the clock), so an expired hold must leave that state
   * before anything is booked or moved onto its time. Its "confirm it" email is withdrawn if still waiting.
   */
  async lock(tx: Transaction<BookingSchema>): Promise<void> {
    const now = this.now().getTime();
    await tx.updateTable('locks').set({ taken_at: now }).where('name', '=', 'bookings').execute();
    const expired = await tx
      .updateTable('bookings')
      .set((eb) => ({ status: 'cancelled', cancelled_at: eb.ref('hold_expires_at'), cancel_reason: lapsedReason }))
      .where('status', '=', 'booked')
      .where('hold_expires_at', '<=', now)
      .returning('id')
      .execute();
    for (const { id } of expired) await this.outbox.withdraw(holdMessageId(id), tx);
  }

  /** A booking that holds its slot (confirmed, or held and not expired), by id. */
  async find(id: string): Promise<BookingRecord | undefined> {
    const row = await this.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'booked')
      .where(live(this.now().getTime()))
      .executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }

  /**
   * What booking `id` was asked for, in any state (an id once used is never another booking's), and
   * its receipt (keys.ts), null once its link is gone: undefined when no booking has the id.
   */
  async request(id: string): Promise<{ slot: Slot; details: BookingDetails; receipt: string | null } | undefined> {
    const row = await this.db
      .selectFrom('bookings')
      .select(['slot', 'details', 'manage_token'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      slot: JSON.parse(row.slot) as Slot,
      details: JSON.parse(row.details) as BookingDetails,
      // None once the link is gone (housekeeping clears it).
      receipt: row.manage_token === null ? null : receiptOf(row.manage_token),
    };
  }

  /** Whether `token` is the manage link of booking `id` (the confirmation page then shows the link). */
  async holds(id: string, token: unknown): Promise<boolean> {
    if (!isToken(token)) return false;
    const row = await this.db
      .selectFrom('bookings')
      .select('id')
      .where('id', '=', id)
      .where('manage_token', '=', tokenHash(token))
      .executeTakeFirst();
    return !!row;
  }

  /** Bookings that hold their slot (unconfirmed holds too), earliest first; only those not yet started unless `all`. */
  async list({ all = false } = {}): Promise<BookingRecord[]> {
    let query = this.db
      .selectFrom('bookings')
      .selectAll()
      .where('status', '=', 'booked')
      .where(live(this.now().getTime()));
    if (!all) query = query.where('starts_at', '>', this.now().getTime());
    return (await query.orderBy('starts_at').orderBy('id').execute()).map(fromRow);
  }

  /** A cancelled booking, if `id` names one. */
  async cancelled(id: string): Promise<CancelledBooking | undefined> {
    const row = await this.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'cancelled')
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      booking: fromRow(row),
      cancelledAt: new Date(row.cancelled_at ?? row.booked_at).toISOString(),
      reason: row.cancel_reason ?? '',
    };
  }

  /**
   * Deletes bookings (cancelled ones too) more than the retention period past their consultation,
   * and the address keys of days that are over with the hashes they made.
   */
  async purge(): Promise<{ bookings: number; keys: number }> {
    const now = this.now();
    const cutoff = now.getTime() - bookingRetentionDays * dayMs;
    const deleted = await this.db.deleteFrom('bookings').where('starts_at', '<', cutoff).executeTakeFirst();
    const today = londonDate(now);
    const keys = await this.db.deleteFrom('client_keys').where('day', '<', today).executeTakeFirst();
    await this.db
      .updateTable('bookings')
      .set({ client: null, network: null, wide_network: null })
      .where((eb) =>
        eb.or([eb('client', 'is not', null), eb('network', 'is not', null), eb('wide_network', 'is not', null)]),
      )
      .where('booked_at', '<', startOfLondonDay(now).getTime())
      .execute();
    return { bookings: Number(deleted.numDeletedRows), keys: Number(keys.numDeletedRows) };
  }
}
