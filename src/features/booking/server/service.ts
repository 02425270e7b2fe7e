import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { BookingDetails } from '../fields';
import { directorsFor } from '../directors';
import { nearestFree, slotInstants, type Slot, type SlotDay, type SlotProblem } from '../slots';
import { isUniqueViolation } from '../../../../server/platform/db/database';
import type { Arrival } from '../../../../server/platform/firm-sources';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import { RateLimiter } from '../../../../server/platform/forms/rate-limit';
import { holdFor, noBusyCalendars, type BusyLookup } from './availability';
import type { BusyCalendars } from './busy-calendars/busy-calendars';
import { BookingAttendance } from './attendance';
import { DiaryBlocks } from './blocks';
import type { BookingConfig } from './config';
import type { VisitorMessage } from './email';
import { clientKeys, newToken, tokenHash } from './keys';
import { BookingCancellations, type ClearOptions } from './cancellations';
import { BookingHolds, type ConfirmOutcome, type ExtendOutcome, type LapsedOffer } from './holds';
import { BookingMessages, holdMessageId } from './messages';
import { offerByToken, purgeOffers, type OfferLink } from './offers';
import { BookingOfferActions } from './offer-actions';
import { BookingMoves, type MoveResult, type MovingBooking } from './moves';
import { isOverlap } from './migrations';
import { BookingPolicy, type OverLimit } from './policy';
import { keptNow } from './contest';
import { repeatedOutcome, sameRequest } from './retry';
import { madeLastHour, soundAlarm } from './alarm';
import { BookingProofs } from './proofs';
import { BookingRepository, fromRow, type ManageState } from './repository';
import {
  bookPath,
  directorCard,
  managePath,
  visitorView,
  type BookingRecord,
  type CancelledBooking,
  type DirectorCard,
} from './record';
import type { BookingSchema } from './tables';

export type { BookingLimit } from './policy';
export type { ManageState } from './repository';
export type { ConfirmOutcome, ExtendOutcome, LapsedOffer } from './holds';
export { bookingMessages, bookingMessageId, holdMessageId, reminderMessageId, visitorMessageId } from './messages';
export { bookingRetentionDays, lapsedReason } from './repository';

/** How many free slots a refusal of a taken (or not offered) one offers instead. */
export const alternatives = 6;

/** What became of a booking request. */
export type BookingOutcome =
  /** `manageUrl`: null for a new booking, which is held until confirmed from the email that alone carries the link. */
  | { ok: true; booking: BookingRecord; manageUrl: string | null }
  | { ok: false; kind: 'slot'; problem: SlotProblem }
  | { ok: false; kind: 'taken'; nearest: Slot[] }
  /** A retried id whose booking has since lapsed or been cancelled (retry.ts). */
  | { ok: false; kind: 'lapsed' | 'cancelled' }
  | OverLimit;

/** What became of a move asked for with a manage link. */
export type MoveOutcome =
  | ManageState
  | { kind: 'moved'; booking: BookingRecord; director: DirectorCard | null; changed: boolean }
  | { kind: 'slot'; problem: SlotProblem }
  | { kind: 'taken'; nearest: Slot[] }
  | { kind: 'tooManyMoves'; limit: number };

/** A request the service was asked to book, beside the slot and what the visitor typed. */
export interface BookingRequest {
  /** The browser's id for this booking (a retry sends the same), or one the service made. */
  id: string;
  clientAddress: string;
  sourcePage: string | null;
  /** The browser's time zone, already checked (their-time.ts), or null. */
  timeZone?: string | null;
}

/**
 * Consultation bookings, in the database: a booking is a time range in a director's diary, and
 * the database refuses two booked ranges of one diary that overlap, buffers included
 * (migrations.ts). A new booking is only held, for `holdMinutes`, and the visitor is
 * emailed a link to confirm it; confirming it queues the firm's invitation, the visitor's and the
 * reminder in one transaction, so an unconfirmed hold never reaches the firm. A hold that runs out
 * frees its time: reads ignore it, and every change first cancels expired holds (`lock`). A
 * cancellation or a move and their emails are one transaction too. Changes take their turn on a
 * lock row, so that the limits (per email, per address, per network, unconfirmed holds at once)
 * are counted against every booking before, across every process on the database.
 */
export class BookingService {
  /** Booking requests from one client address, limited as every form's are (ENQUIRY_RATE_LIMIT). */
  readonly rateLimiter: RateLimiter;
  private readonly repository: BookingRepository;
  private readonly policy: BookingPolicy;
  private readonly messages: BookingMessages;
  private readonly cancellations: BookingCancellations;
  private readonly holdActions: BookingHolds;
  private readonly offerActions: BookingOfferActions;
  private readonly moves: BookingMoves;
  /** Time the directors have blocked (blocks.ts): busy time to the availability engine. */
  readonly blocks: DiaryBlocks;
  /** Attended or missed, as the firm marks a consultation after its start (attendance.ts). */
  readonly attendance: BookingAttendance;
  /** The hold request's proof of work, when BOOKING_PROOF_OF_WORK asks for one (proofs.ts). */
  readonly proofs: BookingProofs;

  constructor(
    private readonly db: Kysely<BookingSchema>,
    private readonly outbox: Outbox,
    readonly config: BookingConfig,
    readonly now: () => Date,
    /** The directors' busy calendars (none: only bookings hold their time). */
    busy: BusyLookup = noBusyCalendars,
    /** The calendars `busy` reads, while the service runs (health reports them); none in a command. */
    readonly calendars: BusyCalendars | null = null,
  ) {
    this.rateLimiter = new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs);
    this.blocks = new DiaryBlocks(db, now, randomUUID);
    this.attendance = new BookingAttendance(db, now);
    this.proofs = new BookingProofs(db, config.proofOfWork, now);
    this.repository = new BookingRepository(db, outbox, now, (id) => this.director(id));
    this.policy = new BookingPolicy(db, config, this.repository, busy, now);
    this.messages = new BookingMessages(
      outbox,
      config,
      (id) => this.director(id),
      () => this.bookUrl(),
    );
    this.cancellations = new BookingCancellations(
      db,
      outbox,
      this.repository,
      this.messages,
      (id) => this.director(id),
      () => this.bookUrl(),
      now,
    );
    this.offerActions = new BookingOfferActions(
      db,
      outbox,
      config,
      this.repository,
      this.policy,
      (id) => this.director(id),
      now,
    );
    this.moves = new BookingMoves(outbox, config, this.policy, this.messages, () => this.bookUrl());
    this.holdActions = new BookingHolds(
      db,
      outbox,
      config,
      this.repository,
      this.policy,
      this.messages,
      (token) => this.manageUrl(token),
      () => this.bookUrl(),
      now,
    );
  }

  /** The director with this id as messages show them; null for `firm` (before directors) or one no longer declared. */
  director(id: string): DirectorCard | null {
    const director = this.config.directors.find((candidate) => candidate.id === id);
    return director ? directorCard(director) : null;
  }

  /** Whether any director takes `topic`. */
  takes(topic: string): boolean {
    return directorsFor(this.config.directors, topic).length > 0;
  }

  /**
   * The slot grid now for a topic: the window's days, each slot free when at least one director
   * who takes the topic is free then (policy.ts).
   */
  grid(topic?: string, except?: string): Promise<SlotDay[]> {
    return this.policy.grid(topic, except);
  }

  /** What a manage link opens. */
  async byToken(token: unknown): Promise<ManageState> {
    return (await this.repository.byToken(this.db, token))[0];
  }

  /** A booking that holds its slot (confirmed, or held and not expired), by id. */
  find(id: string): Promise<BookingRecord | undefined> {
    return this.repository.find(id);
  }

  /**
   * When each booking kept was made and from which page, and whether the visitor confirmed it
   * (every booking holds its time until then): the firm's sources report counts them.
   */
  async arrivals(): Promise<(Arrival & { confirmed: boolean })[]> {
    const rows = await this.db.selectFrom('bookings').select(['source_page', 'booked_at', 'hold_expires_at']).execute();
    return rows.map((row) => ({
      page: row.source_page,
      at: Number(row.booked_at),
      confirmed: row.hold_expires_at === null,
    }));
  }

  /** Bookings made in the last hour, whatever became of them (alarm.ts). */
  madeLastHour(): Promise<number> {
    return madeLastHour(this.db, this.now());
  }

  /** What booking `id` was asked for, in any state, and its receipt (keys.ts); undefined when no booking has the id. */
  request(id: string): ReturnType<BookingRepository['request']> {
    return this.repository.request(id);
  }

  /** Whether `token` is the manage link of booking `id` (the confirmation page then shows the link). */
  holds(id: string, token: unknown): Promise<boolean> {
    return this.repository.holds(id, token);
  }

  /** Bookings that hold their slot (unconfirmed holds too), earliest first; only those not yet started unless `all`. */
  list(options: { all?: boolean } = {}): Promise<BookingRecord[]> {
    return this.repository.list(options);
  }

  /** A cancelled booking, if `id` names one. */
  cancelled(id: string): Promise<CancelledBooking | undefined> {
    return this.repository.cancelled(id);
  }

  /** Deletes what is past retention (repository.ts). */
  purge(): Promise<{ bookings: number; keys: number }> {
    return this.repository.purge();
  }

  /** Deletes offers of other times lapsed long enough ago (offers.ts). */
  purgeOffers(): Promise<number> {
    return purgeOffers(this.db, this.now());
  }

  /** Books `slot` with a director who takes the topic, or says why not; the emails are queued with it. */
  async book(slot: Slot, details: BookingDetails, request: BookingRequest): Promise<BookingOutcome> {
    let outcome: BookingOutcome | 'taken';
    try {
      outcome = await this.db.transaction().execute((tx) => this.bookIn(tx, slot, details, request));
    } catch (error) {
      // The lock makes this rare; the constraint makes it certain.
      if (!isOverlap(error) && !isUniqueViolation(error)) throw error;
      const existing = await this.find(request.id);
      outcome =
        existing && sameRequest(existing, slot, details) ? { ok: true, booking: existing, manageUrl: null } : 'taken';
    }
    // The alternatives are looked up outside the transaction: a refusal holds up no one else's booking.
    if (outcome === 'taken')
      return { ok: false, kind: 'taken', nearest: nearestFree(await this.grid(details.topic), slot, alternatives) };
    return outcome;
  }

  private manageUrl(token: string): string {
    return `${this.config.siteUrl}${managePath(token)}`;
  }

  private bookUrl(): string {
    return `${this.config.siteUrl}${bookPath}`;
  }

  private async bookIn(
    tx: Transaction<BookingSchema>,
    slot: Slot,
    details: BookingDetails,
    request: BookingRequest,
  ): Promise<BookingOutcome | 'taken'> {
    const now = this.now();
    // Taking the lock row first makes this transaction a writer from its first statement: bookings
    // run one at a time, in SQLite and PostgreSQL alike, and each sees every booking committed before it.
    await this.repository.lock(tx);
    const repeat = await tx.selectFrom('bookings').selectAll().where('id', '=', request.id).executeTakeFirst();
    // Another request with a retry's id (the API gives it a new id; this is the race): its slot is not this one's.
    if (repeat) return sameRequest(fromRow(repeat), slot, details) ? repeatedOutcome(repeat, now.getTime()) : 'taken';
    const assigned = await this.policy.assign(tx, slot, details.topic, now);
    if (assigned === 'taken') return 'taken';
    if ('problem' in assigned) return { ok: false, kind: 'slot', problem: assigned.problem };
    const { director } = assigned;
    const keys = await clientKeys(tx, request.clientAddress, now);
    const refused = await this.policy.overLimit(tx, details.email, keys, slotInstants(slot).start.getTime(), now);
    if (refused) return refused;
    const holdExpiresAt = now.getTime() + this.config.holdMinutes * 60_000;
    // Made while holds are few, it keeps its time for its whole hour (contest.ts).
    const kept = await keptNow(tx, this.config.limits.heldAtOnce, now);
    const booking: BookingRecord = {
      id: request.id,
      slot,
      details,
      bookedAt: now.toISOString(),
      sourcePage: request.sourcePage,
      director: director.id,
      sequence: 0,
      timeZone: request.timeZone ?? null,
      holdExpiresAt: new Date(holdExpiresAt).toISOString(),
    };
    const token = newToken();
    const { from, until } = holdFor(slot, director);
    await tx
      .insertInto('bookings')
      .values({
        id: booking.id,
        diary: director.id,
        starts_at: from,
        ends_at: slotInstants(slot).end.getTime(),
        held_until: until,
        slot: JSON.stringify(slot),
        details: JSON.stringify(details),
        booked_at: now.getTime(),
        client: keys.client,
        network: keys.network,
        wide_network: keys.wide,
        hold_expires_at: holdExpiresAt,
        hold_kept: kept ? 1 : 0,
        status: 'booked',
        cancelled_at: null,
        cancel_reason: null,
        source_page: request.sourcePage,
        manage_token: tokenHash(token),
        sequence: 0,
        time_zone: booking.timeZone,
      })
      .execute();
    const manageUrl = this.manageUrl(token);
    // Only the visitor hears of a hold, and only fixed words and the link to confirm it.
    const visitor: VisitorMessage = {
      event: 'held',
      view: visitorView(booking, directorCard(director)),
      to: details.email,
      manageUrl,
      bookUrl: this.bookUrl(),
      holdExpiresAt: booking.holdExpiresAt ?? undefined,
      extendMinutes: this.config.holdMinutes,
      at: now.toISOString(),
    };
    await this.outbox.put({ id: holdMessageId(booking.id), kind: 'booking-visitor', payload: visitor }, tx);
    await soundAlarm(tx, this.outbox, this.config, now);
    // The link goes only to the email: whoever confirms must have read it, so a bot that gives
    // other people's addresses (or made-up ones) can hold a time for `holdMinutes` and no longer.
    return { ok: true, booking, manageUrl: null };
  }

  /** Cancels the booking a manage link opens; a second cancellation changes nothing and sends nothing. */
  cancelByToken(token: unknown): Promise<ManageState> {
    return this.cancellations.byToken(token);
  }

  /**
   * Confirms the hold a manage link opens (holds.ts): a live one, or a lapsed one at its own time
   * while that is free, or at `slot`, one of the nearest free times its page offers.
   */
  confirmByToken(token: unknown, slot?: Slot): Promise<ConfirmOutcome> {
    if (typeof token !== 'string') return Promise.resolve({ kind: 'unknown' });
    return this.holdActions.confirm(token, slot);
  }

  /** Extends a live hold once, by `holdMinutes` (holds.ts). */
  extendByToken(token: unknown): Promise<ExtendOutcome> {
    if (typeof token !== 'string') return Promise.resolve({ kind: 'unknown' });
    return this.holdActions.extend(token);
  }

  /** What a lapsed hold's page offers: Confirm while its time is free, else the nearest free times. */
  lapsedOffer(booking: BookingRecord): Promise<LapsedOffer> {
    return this.holdActions.offer(booking);
  }

  /**
   * Moves the booking a manage link opens to `slot`, with its director if they are free then
   * (else the fairest free director who takes the topic), atomically: the same UID, one more
   * SEQUENCE, both sides emailed, the reminder moved. Asking again for the time it already has
   * changes nothing.
   */
  async reschedule(token: unknown, slot: Slot): Promise<MoveOutcome> {
    return this.move<ManageState>(slot, async (tx) => {
      const [state, row] = await this.repository.byToken(tx, token);
      return state.kind === 'booked' && row
        ? { booking: state.booking, director: state.director, row, manageUrl: this.manageUrl(token as string) }
        : state;
    });
  }

  /** The times the firm may offer booking `id` (offer-actions.ts), or undefined when it holds none confirmed. */
  offerable(id: string): Promise<{ booking: BookingRecord; days: SlotDay[] } | undefined> {
    return this.offerActions.offerable(id);
  }

  /** Offers booking `id` up to `offerMaxTimes` of its director's free times, with the firm's note (offer-actions.ts). */
  offer(id: string, slots: readonly Slot[], note: string, by: string): ReturnType<BookingOfferActions['offer']> {
    return this.offerActions.offer(id, slots, note, by);
  }

  /** What an offer's link opens: the offer and the booking it is for, as it is now; undefined for no offer. */
  async offerByToken(token: string): Promise<{ offer: OfferLink; state: ManageState } | undefined> {
    const offer = await offerByToken(this.db, token);
    if (!offer) return undefined;
    const row = await this.db.selectFrom('bookings').selectAll().where('id', '=', offer.bookingId).executeTakeFirst();
    if (!row) return undefined;
    const booking = fromRow(row);
    const director = this.director(row.diary);
    const kind = row.status === 'cancelled' ? 'cancelled' : row.ends_at <= this.now().getTime() ? 'ended' : 'booked';
    return { offer, state: { kind, booking, director } };
  }

  /**
   * Moves a booking to `slot`, one of the times its live offer (the link's `token`) holds, as the
   * visitor's own reschedule moves it (the same UID, one more SEQUENCE, both sides emailed); the
   * firm's offer is not counted against the visitor's moves. `lapsed`: the offer has ended or does
   * not hold that time. The moved emails carry no manage link (the offer's link is not one): the
   * one in the visitor's confirmation still works.
   */
  async takeOffer(token: string, slot: Slot): Promise<MoveOutcome | { kind: 'lapsed' }> {
    return this.move<{ kind: 'lapsed' }>(slot, async (tx) => {
      const offer = await offerByToken(tx, token);
      if (!offer || offer.expiresAt <= this.now().getTime() || !offer.slots.some((one) => one.id === slot.id))
        return { kind: 'lapsed' as const };
      const row = await tx.selectFrom('bookings').selectAll().where('id', '=', offer.bookingId).executeTakeFirst();
      if (!row || row.status !== 'booked' || row.hold_expires_at !== null) return { kind: 'lapsed' as const };
      return { booking: fromRow(row), director: this.director(row.diary), row, manageUrl: null, firmOffer: true };
    });
  }

  /**
   * Moves the booking `find` opens (in the transaction, under the lock row) to `slot` (moves.ts);
   * a time taken meanwhile, by the lock's check or the database's overlap constraint, is answered
   * with the nearest free ones.
   */
  private async move<Other extends { kind: string }>(
    slot: Slot,
    find: (tx: Transaction<BookingSchema>) => Promise<MovingBooking | Other>,
  ): Promise<MoveOutcome | Other> {
    let outcome: MoveResult | Other;
    let topic = '';
    try {
      outcome = await this.db.transaction().execute(async (tx): Promise<MoveResult | Other> => {
        await this.repository.lock(tx);
        const found = await find(tx);
        if (!('row' in found)) return found;
        topic = found.booking.details.topic;
        return this.moves.moveIn(tx, found, slot, this.now());
      });
    } catch (error) {
      if (!isOverlap(error)) throw error;
      outcome = 'taken';
    }
    // As for a booking, the alternatives are looked up outside the transaction.
    if (outcome === 'taken')
      return { kind: 'taken', nearest: nearestFree(await this.grid(topic, undefined), slot, alternatives) };
    return outcome;
  }

  /** The firm cancels a booking: its time is freed, why is recorded, and the visitor is told, with an apology. */
  cancel(id: string, reason: string, options: { tellVisitor?: boolean } = {}): Promise<CancelledBooking> {
    return this.cancellations.byFirm(id, reason, options);
  }

  /** The firm clears a bot's bookings (cancellations.ts). */
  clear(options: ClearOptions): Promise<{ holds: number; confirmed: number }> {
    return this.cancellations.clear(options);
  }

  stop(): void {
    this.rateLimiter.close();
  }
}
