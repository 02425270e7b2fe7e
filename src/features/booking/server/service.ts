import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { BookingDetails } from '../fields';
import { londonDate, londonInstant } from '../../../platform/calendar/london-time';
import {
  nearestFree,
  slotGrid,
  slotInstants,
  slotProblem,
  startTimes,
  windowDays,
  type Slot,
  type SlotDay,
  type SlotProblem,
} from '../slots';
import { minutesOf } from '../times';
import { addDays } from '../../../platform/calendar/dates';
import { isOverlap, isUniqueViolation } from '../../../../server/db/database';
import type { BookingsTable, Schema } from '../../../../server/db/schema';
import type { Outbox } from '../../../../server/outbox/outbox';
import type { MessageKind } from '../../../../server/outbox/worker';
import { RateLimiter } from '../../../../server/forms/rate-limit';
import type { BookingConfig } from './config';
import { bookingEmail } from './email';
import { firmDiary, type BookingRecord, type CancelledBooking } from './record';

/** What became of a booking request. */
export type BookingOutcome =
  | { ok: true; booking: BookingRecord }
  | { ok: false; kind: 'slot'; problem: SlotProblem }
  | { ok: false; kind: 'taken'; nearest: Slot[] }
  | { ok: false; kind: 'perEmail' | 'perAddress' | 'perDay'; limit: number };

/** How many free slots a refusal of a taken one offers instead. */
const alternatives = 6;

/** A booking is deleted this long after its consultation (the privacy policy says so). */
export const bookingRetentionDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/** The queue's id for a booking's email to the firm. */
export const bookingMessageId = (id: string) => `booking:${id}:firm`;

/** How the mail queue turns a booking into the firm's email. */
export const bookingMessages: Record<'booking', MessageKind> = {
  booking: {
    render: (payload: BookingRecord, addresses) => bookingEmail(payload, addresses),
    label: (payload: BookingRecord) => `consultation ${payload.slot.id}`,
  },
};

type Row = Pick<BookingsTable, 'id' | 'slot' | 'details' | 'booked_at' | 'source_page'>;

const fromRow = (row: Row): BookingRecord => ({
  id: row.id,
  slot: JSON.parse(row.slot) as Slot,
  details: JSON.parse(row.details) as BookingDetails,
  bookedAt: new Date(row.booked_at).toISOString(),
  sourcePage: row.source_page,
});

/** The start of the London day `now` is in. */
const startOfLondonDay = (now: Date) => londonInstant(londonDate(now), '00:00');

/** A request the service was asked to book, beside the slot and what the visitor typed. */
export interface BookingRequest {
  /** The browser's id for this booking (a retry sends the same), or one the service made. */
  id: string;
  clientAddress: string;
  sourcePage: string | null;
}

/**
 * Consultation bookings, in the database: a booking is a time range in a diary, and the database
 * refuses two booked ranges of one diary that overlap (server/db/migrations.ts), whatever the slot
 * length was when each was made. A booking and its email to the firm are stored in one
 * transaction. Bookings take their turn on a lock row, so that the limits (per email, per address,
 * per day) are counted against every booking before, across every process on the database.
 */
export class BookingService {
  /** Booking requests from one client address, limited as enquiries are (ENQUIRY_RATE_LIMIT). */
  readonly rateLimiter: RateLimiter;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly outbox: Outbox,
    readonly config: BookingConfig,
    rateLimit: { max: number; windowMs: number },
    readonly now: () => Date,
  ) {
    this.rateLimiter = new RateLimiter(rateLimit.max, rateLimit.windowMs);
  }

  /** The slot grid now: the window's days, each slot free or not (taken where a booking overlaps it). */
  async grid(): Promise<SlotDay[]> {
    const now = this.now();
    const { rules } = this.config;
    const days = windowDays(now, rules);
    const [first, last] = [days[0], days.at(-1)];
    if (!first || !last) return [];
    const booked = await this.db
      .selectFrom('bookings')
      .select(['starts_at', 'ends_at'])
      .where('diary', '=', firmDiary)
      .where('status', '=', 'booked')
      .where('ends_at', '>', londonInstant(first, '00:00').getTime())
      .where('starts_at', '<', londonInstant(addDays(last, 1), '00:00').getTime())
      .execute();
    const taken = new Set<string>();
    const times = startTimes(rules);
    for (const date of days) {
      // One London lookup a day: the clocks never change in opening hours.
      const opens = londonInstant(date, rules.opens).getTime();
      for (const start of times) {
        const from = opens + (minutesOf(start) - minutesOf(rules.opens)) * 60_000;
        const to = from + rules.slotMinutes * 60_000;
        if (booked.some((range) => range.starts_at < to && range.ends_at > from)) taken.add(`${date}T${start}`);
      }
    }
    return slotGrid(now, rules, taken);
  }

  /** Books `slot` for the visitor, or says why not; the firm's email is queued when it resolves. */
  async book(slot: Slot, details: BookingDetails, request: BookingRequest): Promise<BookingOutcome> {
    let outcome: BookingOutcome | 'taken';
    try {
      outcome = await this.db.transaction().execute((tx) => this.bookIn(tx, slot, details, request));
    } catch (error) {
      // The lock makes this rare; the constraint makes it certain.
      if (!isOverlap(error) && !isUniqueViolation(error)) throw error;
      const existing = await this.find(request.id);
      outcome = existing ? { ok: true, booking: existing } : 'taken';
    }
    // The alternatives are looked up outside the transaction: a refusal holds up no one else's booking.
    if (outcome === 'taken')
      return { ok: false, kind: 'taken', nearest: nearestFree(await this.grid(), slot, alternatives) };
    return outcome;
  }

  private async bookIn(
    tx: Transaction<Schema>,
    slot: Slot,
    details: BookingDetails,
    request: BookingRequest,
  ): Promise<BookingOutcome | 'taken'> {
    const now = this.now();
    // Taking the lock row first makes this transaction a writer from its first statement: bookings
    // run one at a time, in SQLite and PostgreSQL alike, and each sees every booking committed before it.
    await tx.updateTable('locks').set({ taken_at: now.getTime() }).where('name', '=', 'bookings').execute();
    const repeat = await tx.selectFrom('bookings').selectAll().where('id', '=', request.id).executeTakeFirst();
    if (repeat) return { ok: true, booking: fromRow(repeat) };
    const { rules, limits } = this.config;
    const problem = slotProblem(slot, now, rules);
    if (problem) return { ok: false, kind: 'slot', problem };
    const { start, end } = slotInstants(slot);
    const overlapping = await tx
      .selectFrom('bookings')
      .select('id')
      .where('diary', '=', firmDiary)
      .where('status', '=', 'booked')
      .where('starts_at', '<', end.getTime())
      .where('ends_at', '>', start.getTime())
      .executeTakeFirst();
    if (overlapping) return 'taken';
    const client = await this.clientKey(tx, request.clientAddress, now);
    const future = await tx
      .selectFrom('bookings')
      .select(['details', 'client'])
      .where('status', '=', 'booked')
      .where('starts_at', '>', now.getTime())
      .execute();
    const email = details.email.toLowerCase();
    const over = (limit: number, count: number) => limit > 0 && count >= limit;
    const byEmail = future.filter((row) => (JSON.parse(row.details) as BookingDetails).email.toLowerCase() === email);
    if (over(limits.perEmail, byEmail.length)) return { ok: false, kind: 'perEmail', limit: limits.perEmail };
    if (over(limits.perAddress, future.filter((row) => row.client === client).length))
      return { ok: false, kind: 'perAddress', limit: limits.perAddress };
    const today = await tx
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'booked')
      .where('booked_at', '>=', startOfLondonDay(now).getTime())
      .executeTakeFirstOrThrow();
    if (over(limits.perDay, Number(today.count))) return { ok: false, kind: 'perDay', limit: limits.perDay };
    const booking: BookingRecord = {
      id: request.id,
      slot,
      details,
      bookedAt: now.toISOString(),
      sourcePage: request.sourcePage,
    };
    await tx
      .insertInto('bookings')
      .values({
        id: booking.id,
        diary: firmDiary,
        starts_at: start.getTime(),
        ends_at: end.getTime(),
        slot: JSON.stringify(slot),
        details: JSON.stringify(details),
        booked_at: now.getTime(),
        client,
        status: 'booked',
        cancelled_at: null,
        cancel_reason: null,
        source_page: request.sourcePage,
      })
      .execute();
    await this.outbox.put({ id: bookingMessageId(booking.id), kind: 'booking', payload: booking }, tx);
    return { ok: true, booking };
  }

  /**
   * A client address as a booking keeps it: a keyed hash, with a key for each London day kept in
   * the database only for that day (housekeeping deletes it, and clears the hashes it made), so an
   * address can be matched against today's bookings and never recovered afterwards.
   */
  private async clientKey(tx: Transaction<Schema>, address: string, now: Date): Promise<string> {
    const day = londonDate(now);
    await tx
      .insertInto('client_keys')
      .values({ day, key: randomBytes(32).toString('hex') })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const { key } = await tx.selectFrom('client_keys').select('key').where('day', '=', day).executeTakeFirstOrThrow();
    return createHmac('sha256', key).update(address).digest('hex');
  }

  /** A booking that holds its slot, by id. */
  async find(id: string): Promise<BookingRecord | undefined> {
    const row = await this.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }

  /** Bookings that hold their slot, earliest first; only those not yet started unless `all`. */
  async list({ all = false } = {}): Promise<BookingRecord[]> {
    let query = this.db.selectFrom('bookings').selectAll().where('status', '=', 'booked');
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

  /** Cancels a booking, which frees its time, and records why. */
  async cancel(id: string, reason: string): Promise<CancelledBooking> {
    const now = this.now();
    const result = await this.db
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: now.getTime(), cancel_reason: reason })
      .where('id', '=', id)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0)
      throw new Error(`No booking ${id} holds a slot (npm run bookings lists them).`);
    const cancelled = await this.cancelled(id);
    if (!cancelled) throw new Error(`Booking ${id} was cancelled and then deleted meanwhile.`);
    return cancelled;
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
      .set({ client: null })
      .where('client', 'is not', null)
      .where('booked_at', '<', startOfLondonDay(now).getTime())
      .execute();
    return { bookings: Number(deleted.numDeletedRows), keys: Number(keys.numDeletedRows) };
  }

  stop(): void {
    this.rateLimiter.close();
  }
}
