import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { BookingDetails } from '../fields';
import { directorsFor, type Director } from '../directors';
import { londonDate, londonInstant } from '../../../platform/calendar/london-time';
import {
  nearestFree,
  slotAt,
  slotInstants,
  slotProblem,
  startTimes,
  windowDays,
  type Slot,
  type SlotDay,
  type SlotProblem,
} from '../slots';
import { addDays, dayOfWeek, type IsoDate } from '../../../platform/calendar/dates';
import { isUniqueViolation } from '../../../../server/platform/db/database';
import { isOverlap } from './migrations';
import type { BookingSchema, BookingsTable } from './tables';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import type { MessageKind } from '../../../../server/platform/outbox/worker';
import { RateLimiter } from '../../../../server/platform/forms/rate-limit';
import { clientNetwork, networksIn, plainAddress } from '../../../../server/platform/forms/client-network';
import { fairest, freeDirectors, holdFor, noBusyCalendars, type BusyLookup, type Held } from './availability';
import type { BusyCalendars } from './busy-calendars/busy-calendars';
import type { BookingConfig } from './config';
import { firmEmail, legacyFirmMessage, visitorEmail, type FirmMessage, type VisitorMessage } from './email';
import {
  bookPath,
  directorCard,
  managePath,
  visitorView,
  type BookingRecord,
  type CancelledBooking,
  type DirectorCard,
} from './record';

/** What became of a booking request. */
export type BookingOutcome =
  /** `manageUrl`: null for a new booking, which is held until confirmed from the email that alone carries the link. */
  | { ok: true; booking: BookingRecord; manageUrl: string | null }
  | { ok: false; kind: 'slot'; problem: SlotProblem }
  | { ok: false; kind: 'taken'; nearest: Slot[] }
  | { ok: false; kind: BookingLimit; limit: number };

/** The limits a booking can meet (src/features/booking/rules.ts says what each counts). */
export type BookingLimit = 'perEmail' | 'perAddress' | 'perNetwork' | 'heldAtOnce';

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
    };

/** What became of a move asked for with a manage link. */
export type MoveOutcome =
  | ManageState
  | { kind: 'moved'; booking: BookingRecord; director: DirectorCard | null; changed: boolean }
  | { kind: 'slot'; problem: SlotProblem }
  | { kind: 'taken'; nearest: Slot[] }
  | { kind: 'tooManyMoves'; limit: number };

/** How many free slots a refusal of a taken one offers instead. */
const alternatives = 6;

/** A booking is deleted this long after its consultation (the privacy policy says so). */
export const bookingRetentionDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/** The queue's ids for a booking's messages: the hold's "confirm it" email, then (once confirmed) the rest. */
export const holdMessageId = (id: string) => `booking:${id}:hold`;
export const bookingMessageId = (id: string) => `booking:${id}:firm`;
export const visitorMessageId = (id: string) => `booking:${id}:visitor`;
export const reminderMessageId = (id: string, sequence: number) => `booking:${id}:reminder:${sequence}`;
const changeMessageId = (id: string, change: 'moved' | 'cancelled', sequence: number, side: 'firm' | 'visitor') =>
  `booking:${id}:${change}:${sequence}:${side}`;

/** How the mail queue turns a booking's messages into emails: the firm's, and the visitor's. */
export const bookingMessages: Record<'booking' | 'booking-visitor', MessageKind> = {
  booking: {
    render: (payload: FirmMessage | BookingRecord, addresses) => firmEmail(legacyFirmMessage(payload), addresses),
    label: (payload: FirmMessage | BookingRecord) => {
      const message = legacyFirmMessage(payload);
      return `consultation ${message.booking.slot.id} ${message.event}, for the firm`;
    },
  },
  'booking-visitor': {
    render: (payload: VisitorMessage, addresses) => visitorEmail(payload, addresses),
    label: (payload: VisitorMessage) => `consultation ${payload.view.slot.id} ${payload.event}, for the visitor`,
    // The manage link's token is kept only as its hash: once the email has it, the queue need not.
    afterDelivery: (payload: VisitorMessage): VisitorMessage => ({ ...payload, manageUrl: null }),
  },
};

type Row = Selectable<BookingsTable>;

const fromRow = (row: Row): BookingRecord => ({
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
const live = (now: number) => (eb: ExpressionBuilder<BookingSchema, 'bookings'>) =>
  eb.or([eb('hold_expires_at', 'is', null), eb('hold_expires_at', '>', now)]);

/** The start of the London day `now` is in. */
const startOfLondonDay = (now: Date) => londonInstant(londonDate(now), '00:00');

/** The Monday that starts the London week of `date`. */
const mondayOf = (date: IsoDate) => addDays(date, -((dayOfWeek(date) + 6) % 7));

/** A manage link's token: 32 random bytes, base64url. Only its SHA-256 is stored. */
const newToken = () => randomBytes(32).toString('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const isToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

/** A client address, and a client network (as clientNetwork writes it), as the day's key hashes them. */
const addressHash = (key: string, address: string) =>
  createHmac('sha256', key).update(plainAddress(address)).digest('hex');
const networkHash = (key: string, network: string) =>
  createHmac('sha256', key).update(`network ${network}`).digest('hex');

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
 * (server/platform/db/migrations.ts). A new booking is only held, for `holdMinutes`, and the visitor is
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

  constructor(
    private readonly db: Kysely<BookingSchema>,
    private readonly outbox: Outbox,
    readonly config: BookingConfig,
    readonly now: () => Date,
    /** The directors' busy calendars (none: only bookings hold their time). */
    private readonly busy: BusyLookup = noBusyCalendars,
    /** The calendars `busy` reads, while the service runs (health reports them); none in a command. */
    readonly calendars: BusyCalendars | null = null,
  ) {
    this.rateLimiter = new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs);
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

  private maxBufferMs(): number {
    return Math.max(0, ...this.config.directors.map((director) => director.bufferMinutes)) * 60_000;
  }

  /** What holds time in [from, to): every booked row's diary and range, but for holds expired by `now`. */
  private async held(
    db: Kysely<BookingSchema> | Transaction<BookingSchema>,
    now: Date,
    from: number,
    to: number,
    except?: string,
  ) {
    let query = db
      .selectFrom('bookings')
      .select(['diary', 'starts_at', 'held_until'])
      .where('status', '=', 'booked')
      .where(live(now.getTime()))
      .where('held_until', '>', from)
      .where('starts_at', '<', to);
    if (except) query = query.where('id', '<>', except);
    const rows = await query.execute();
    return rows.map((row): Held => ({ diary: row.diary, from: row.starts_at, until: row.held_until }));
  }

  /**
   * The slot grid now for a topic: the window's days, each slot free when at least one director
   * who takes the topic is free then. Without a topic, free when any director is, with the topics
   * the free directors take (the page filters by topic from this one answer).
   */
  async grid(topic?: string, except?: string): Promise<SlotDay[]> {
    const now = this.now();
    const { rules } = this.config;
    const days = windowDays(now, rules);
    const [first, last] = [days[0], days.at(-1)];
    if (!first || !last) return [];
    const held = await this.held(
      this.db,
      now,
      londonInstant(first, '00:00').getTime() - this.maxBufferMs(),
      londonInstant(addDays(last, 1), '00:00').getTime() + this.maxBufferMs(),
      except,
    );
    const candidates = directorsFor(this.config.directors, topic);
    const earliest = new Map<string, number>();
    const times = startTimes(rules);
    return days.map((date) => ({
      date,
      slots: times.map((start) => {
        const slot = slotAt(date, start, rules);
        const { free } = freeDirectors(slot, candidates, { now, rules, held, busy: this.busy }, earliest);
        if (topic) return { ...slot, free: free.length > 0 };
        const topics = [...new Set(free.flatMap((director) => director.topics))].sort();
        return { ...slot, free: free.length > 0, topics };
      }),
    }));
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
      outcome = existing ? { ok: true, booking: existing, manageUrl: null } : 'taken';
    }
    // The alternatives are looked up outside the transaction: a refusal holds up no one else's booking.
    if (outcome === 'taken')
      return { ok: false, kind: 'taken', nearest: nearestFree(await this.grid(details.topic), slot, alternatives) };
    return outcome;
  }

  /** Who may take `slot` for `topic` now, the fairest first; or why no one may. */
  private async assign(
    tx: Transaction<BookingSchema>,
    slot: Slot,
    topic: string,
    now: Date,
    move?: { id: string; director: string },
  ): Promise<{ director: Director } | { problem: SlotProblem } | 'taken'> {
    const { rules } = this.config;
    const problem = slotProblem(slot, now, rules);
    if (problem) return { problem };
    const { start, end } = slotInstants(slot);
    const margin = this.maxBufferMs();
    const held = await this.held(tx, now, start.getTime() - margin, end.getTime() + margin, move?.id);
    const candidates = directorsFor(this.config.directors, topic);
    const { free, unavailable } = freeDirectors(slot, candidates, { now, rules, held, busy: this.busy });
    if (unavailable === 'notOffered') return { problem: 'notOffered' };
    if (unavailable === 'tooSoon') return { problem: 'tooSoon' };
    if (unavailable === 'taken') return 'taken';
    const monday = mondayOf(slot.date);
    const week = await tx
      .selectFrom('bookings')
      .select((eb) => ['diary', eb.fn.countAll<number | string>().as('count')])
      .where('status', '=', 'booked')
      .where(live(now.getTime()))
      .where('starts_at', '>=', londonInstant(monday, '00:00').getTime())
      .where('starts_at', '<', londonInstant(addDays(monday, 7), '00:00').getTime())
      .groupBy('diary')
      .execute();
    const counts = new Map(week.map((row) => [row.diary, Number(row.count)]));
    const director = fairest(free, counts, move?.director);
    return director ? { director } : 'taken';
  }

  private manageUrl(token: string): string {
    return `${this.config.siteUrl}${managePath(token)}`;
  }

  private bookUrl(): string {
    return `${this.config.siteUrl}${bookPath}`;
  }

  /** The visitor's reminder, due `reminderHours` before; none when that is already past. */
  private async remind(tx: Transaction<BookingSchema>, booking: BookingRecord, manageUrl: string | null, now: Date) {
    const { reminderHours } = this.config;
    const due = slotInstants(booking.slot).start.getTime() - reminderHours * 60 * 60 * 1000;
    if (reminderHours <= 0 || due <= now.getTime()) return;
    const message: VisitorMessage = {
      event: 'reminder',
      view: visitorView(booking, this.director(booking.director)),
      to: booking.details.email,
      manageUrl,
      bookUrl: this.bookUrl(),
      at: now.toISOString(),
    };
    await this.outbox.put(
      {
        id: reminderMessageId(booking.id, booking.sequence),
        kind: 'booking-visitor',
        payload: message,
        dueAt: new Date(due),
      },
      tx,
    );
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
    await this.lock(tx);
    const repeat = await tx.selectFrom('bookings').selectAll().where('id', '=', request.id).executeTakeFirst();
    if (repeat) return { ok: true, booking: fromRow(repeat), manageUrl: null };
    const assigned = await this.assign(tx, slot, details.topic, now);
    if (assigned === 'taken') return 'taken';
    if ('problem' in assigned) return { ok: false, kind: 'slot', problem: assigned.problem };
    const { director } = assigned;
    const { client, network } = await this.clientKeys(tx, request.clientAddress, now);
    const refused = await this.overLimit(tx, details.email, client, network, now);
    if (refused) return refused;
    const holdExpiresAt = now.getTime() + this.config.holdMinutes * 60_000;
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
        client,
        network,
        hold_expires_at: holdExpiresAt,
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
      at: now.toISOString(),
    };
    await this.outbox.put({ id: holdMessageId(booking.id), kind: 'booking-visitor', payload: visitor }, tx);
    // The link goes only to the email: whoever confirms must have read it, so a bot that gives
    // other people's addresses (or made-up ones) can hold a time for `holdMinutes` and no longer.
    return { ok: true, booking, manageUrl: null };
  }

  /**
   * Whether a new booking would pass a limit: future bookings (held or confirmed) per email and per
   * client address; unconfirmed holds per client network; and the site's unconfirmed holds at once,
   * which refuses only a network that already holds one, so that a bot's holds never refuse a
   * visitor from a network of their own.
   */
  private async overLimit(
    tx: Transaction<BookingSchema>,
    email: string,
    client: string,
    network: string,
    now: Date,
  ): Promise<BookingOutcome | null> {
    const { limits } = this.config;
    const over = (limit: number, count: number) => limit > 0 && count >= limit;
    const future = await tx
      .selectFrom('bookings')
      .select(['details', 'client', 'network', 'hold_expires_at'])
      .where('status', '=', 'booked')
      .where(live(now.getTime()))
      .where('starts_at', '>', now.getTime())
      .execute();
    const byEmail = future.filter(
      (row) => (JSON.parse(row.details) as BookingDetails).email.toLowerCase() === email.toLowerCase(),
    );
    if (over(limits.perEmail, byEmail.length)) return { ok: false, kind: 'perEmail', limit: limits.perEmail };
    if (over(limits.perAddress, future.filter((row) => row.client === client).length))
      return { ok: false, kind: 'perAddress', limit: limits.perAddress };
    const holds = future.filter((row) => row.hold_expires_at !== null);
    const fromNetwork = holds.filter((row) => row.network === network).length;
    if (over(limits.perNetwork, fromNetwork)) return { ok: false, kind: 'perNetwork', limit: limits.perNetwork };
    if (fromNetwork > 0 && over(limits.heldAtOnce, holds.length))
      return { ok: false, kind: 'heldAtOnce', limit: limits.heldAtOnce };
    return null;
  }

  /**
   * A client address and its network as a booking keeps them: keyed hashes, with a key for each
   * London day kept in the database only for that day (housekeeping deletes it, and clears the
   * hashes it made), so an address can be matched against today's bookings and never recovered
   * afterwards.
   */
  private async clientKeys(
    tx: Transaction<BookingSchema>,
    address: string,
    now: Date,
  ): Promise<{ client: string; network: string }> {
    const day = londonDate(now);
    await tx
      .insertInto('client_keys')
      .values({ day, key: randomBytes(32).toString('hex') })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const { key } = await tx.selectFrom('client_keys').select('key').where('day', '=', day).executeTakeFirstOrThrow();
    return { client: addressHash(key, address), network: networkHash(key, clientNetwork(address)) };
  }

  /** The state of the booking a manage link's token opens, read inside `db` (a transaction when acting). */
  private async byTokenIn(
    db: Kysely<BookingSchema> | Transaction<BookingSchema>,
    token: unknown,
  ): Promise<[ManageState, Row?]> {
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
    if (lapsed) return [{ kind: 'lapsed', booking, director }, row];
    if (row.status === 'cancelled') return [{ kind: 'cancelled', booking, director }, row];
    // A link is valid until the consultation ends.
    if (row.ends_at <= now) return [{ kind: 'ended', booking, director }, row];
    return [{ kind: row.hold_expires_at === null ? 'booked' : 'held', booking, director }, row];
  }

  /** What a manage link opens. */
  async byToken(token: unknown): Promise<ManageState> {
    return (await this.byTokenIn(this.db, token))[0];
  }

  /** Cancels the booking a manage link opens; a second cancellation changes nothing and sends nothing. */
  async cancelByToken(token: unknown): Promise<ManageState> {
    return this.db.transaction().execute(async (tx) => {
      await this.lock(tx);
      const [state, row] = await this.byTokenIn(tx, token);
      if ((state.kind !== 'booked' && state.kind !== 'held') || !row) return state;
      const cancelled = await this.cancelIn(tx, row, {
        by: 'visitor',
        reason: 'Cancelled by the visitor with their link',
      });
      return { kind: 'cancelled', booking: cancelled, director: state.director };
    });
  }

  /**
   * Confirms the held booking a manage link opens: it stops expiring, and the firm's invitation,
   * the visitor's (with the manage link) and the reminder are queued with it. Confirming again
   * changes nothing and sends nothing; a hold that ran out stays lapsed.
   */
  async confirmByToken(token: unknown): Promise<ManageState> {
    return this.db.transaction().execute(async (tx) => {
      const now = this.now();
      await this.lock(tx);
      const [state, row] = await this.byTokenIn(tx, token);
      if (state.kind !== 'held' || !row) return state;
      await tx
        .updateTable('bookings')
        .set({ hold_expires_at: null })
        .where('id', '=', row.id)
        .where('status', '=', 'booked')
        .execute();
      const booking: BookingRecord = { ...state.booking, holdExpiresAt: null };
      const manageUrl = this.manageUrl(token as string);
      const at = now.toISOString();
      const firm: FirmMessage = { event: 'booked', booking, director: state.director, at };
      const visitor: VisitorMessage = {
        event: 'booked',
        view: visitorView(booking, state.director),
        to: booking.details.email,
        manageUrl,
        bookUrl: this.bookUrl(),
        at,
      };
      await this.outbox.put({ id: bookingMessageId(booking.id), kind: 'booking', payload: firm }, tx);
      await this.outbox.put({ id: visitorMessageId(booking.id), kind: 'booking-visitor', payload: visitor }, tx);
      await this.remind(tx, booking, manageUrl, now);
      return { kind: 'booked', booking, director: state.director };
    });
  }

  /**
   * Moves the booking a manage link opens to `slot`, with its director if they are free then
   * (else the fairest free director who takes the topic), atomically: the same UID, one more
   * SEQUENCE, both sides emailed, the reminder moved. Asking again for the time it already has
   * changes nothing.
   */
  async reschedule(token: unknown, slot: Slot): Promise<MoveOutcome> {
    let outcome: MoveOutcome | 'taken';
    let topic = '';
    try {
      outcome = await this.db.transaction().execute(async (tx): Promise<MoveOutcome | 'taken'> => {
        const now = this.now();
        await this.lock(tx);
        const [state, row] = await this.byTokenIn(tx, token);
        if (state.kind !== 'booked' || !row) return state;
        const booking = state.booking;
        topic = booking.details.topic;
        if (booking.slot.id === slot.id) return { kind: 'moved', booking, director: state.director, changed: false };
        const { movesPerBooking } = this.config.limits;
        if (movesPerBooking > 0 && row.sequence >= movesPerBooking)
          return { kind: 'tooManyMoves', limit: movesPerBooking };
        const assigned = await this.assign(tx, slot, topic, now, { id: row.id, director: row.diary });
        if (assigned === 'taken') return 'taken';
        if ('problem' in assigned) return { kind: 'slot', problem: assigned.problem };
        const { director } = assigned;
        const { from, until } = holdFor(slot, director);
        const moved: BookingRecord = { ...booking, slot, director: director.id, sequence: booking.sequence + 1 };
        await tx
          .updateTable('bookings')
          .set({
            diary: director.id,
            starts_at: from,
            ends_at: slotInstants(slot).end.getTime(),
            held_until: until,
            slot: JSON.stringify(slot),
            sequence: moved.sequence,
          })
          .where('id', '=', row.id)
          .where('status', '=', 'booked')
          .execute();
        await this.outbox.withdraw(reminderMessageId(row.id, booking.sequence), tx);
        const card = directorCard(director);
        const at = now.toISOString();
        const manageUrl = this.manageUrl(token as string);
        const firm: FirmMessage = { event: 'moved', booking: moved, director: card, previous: booking.slot, at };
        const visitor: VisitorMessage = {
          event: 'moved',
          view: visitorView(moved, card),
          to: booking.details.email,
          manageUrl,
          bookUrl: this.bookUrl(),
          previous: booking.slot,
          at,
        };
        await this.tellBothSides(tx, row.id, 'moved', moved.sequence, firm, visitor);
        await this.remind(tx, moved, manageUrl, now);
        return { kind: 'moved', booking: moved, director: card, changed: true };
      });
    } catch (error) {
      if (!isOverlap(error)) throw error;
      outcome = 'taken';
    }
    if (outcome === 'taken')
      return { kind: 'taken', nearest: nearestFree(await this.grid(topic, undefined), slot, alternatives) };
    return outcome;
  }

  /**
   * Takes the bookings lock, then cancels every hold that has run out: the overlap rule counts
   * every `booked` row (its WHERE cannot read the clock), so an expired hold must leave that state
   * before anything is booked or moved onto its time. Its "confirm it" email is withdrawn if still waiting.
   */
  private async lock(tx: Transaction<BookingSchema>): Promise<void> {
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

  /** Cancels a booked row inside `tx`: its time freed, its reminder withdrawn, both sides told (the invitation's CANCEL). */
  private async cancelIn(
    tx: Transaction<BookingSchema>,
    row: Row,
    { by, reason }: { by: 'visitor' | 'firm'; reason: string },
  ): Promise<BookingRecord> {
    const now = this.now();
    const booking = fromRow(row);
    const cancelled: BookingRecord = { ...booking, sequence: booking.sequence + 1 };
    await tx
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: now.getTime(), cancel_reason: reason, sequence: cancelled.sequence })
      .where('id', '=', row.id)
      .where('status', '=', 'booked')
      .execute();
    // An unconfirmed hold was never sent to the firm or put in anyone's calendar: there is no one
    // to tell (the visitor's "confirm it" email is withdrawn if it has not gone yet).
    if (row.hold_expires_at !== null) {
      await this.outbox.withdraw(holdMessageId(row.id), tx);
      return cancelled;
    }
    await this.outbox.withdraw(reminderMessageId(row.id, booking.sequence), tx);
    const director = this.director(row.diary);
    const at = now.toISOString();
    const firm: FirmMessage = {
      event: 'cancelled',
      booking: cancelled,
      director,
      cancelledBy: by,
      ...(by === 'firm' ? { reason } : {}),
      at,
    };
    const visitor: VisitorMessage = {
      event: 'cancelled',
      view: visitorView(cancelled, director),
      to: booking.details.email,
      manageUrl: null,
      bookUrl: this.bookUrl(),
      cancelledBy: by,
      at,
    };
    // A booking made in the past (before the visitor was emailed) is still theirs to hear about.
    await this.tellBothSides(tx, row.id, 'cancelled', cancelled.sequence, firm, visitor);
    return cancelled;
  }

  /** Queues a change's two emails inside `tx`: the firm's and the visitor's, each keyed to the change. */
  private async tellBothSides(
    tx: Transaction<BookingSchema>,
    id: string,
    event: 'moved' | 'cancelled',
    sequence: number,
    firm: FirmMessage,
    visitor: VisitorMessage,
  ): Promise<void> {
    await this.outbox.put({ id: changeMessageId(id, event, sequence, 'firm'), kind: 'booking', payload: firm }, tx);
    await this.outbox.put(
      { id: changeMessageId(id, event, sequence, 'visitor'), kind: 'booking-visitor', payload: visitor },
      tx,
    );
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

  /** The firm cancels a booking: its time is freed, why is recorded, and the visitor is told, with an apology. */
  async cancel(id: string, reason: string): Promise<CancelledBooking> {
    await this.db.transaction().execute(async (tx) => {
      await this.lock(tx);
      const row = await tx
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 'booked')
        .executeTakeFirst();
      if (!row) throw new Error(`No booking ${id} holds a slot (npm run bookings lists them).`);
      await this.cancelIn(tx, row, { by: 'firm', reason });
    });
    const cancelled = await this.cancelled(id);
    if (!cancelled) throw new Error(`Booking ${id} was cancelled and then deleted meanwhile.`);
    return cancelled;
  }

  /**
   * The firm clears a bot's bookings: every live unconfirmed hold (of the network `range`,
   * `address/prefix`, when given: see networksIn), and with `confirmed` the network's confirmed
   * future bookings too, each cancelled as `cancel` does (the visitor told, with an apology). Holds
   * are cancelled quietly: no one but the visitor ever heard of them. A network is matched through
   * the address keys still on file, so only bookings made since the last London midnight (the
   * key's day) are found by network; holds never outlive that by more than `holdMinutes`.
   */
  async clear({
    range,
    confirmed = false,
    reason,
  }: {
    range?: string;
    confirmed?: boolean;
    reason: string;
  }): Promise<{ holds: number; confirmed: number }> {
    const matches = range === undefined ? undefined : networksIn(range);
    if (matches && 'error' in matches) throw new Error(matches.error);
    return this.db.transaction().execute(async (tx) => {
      await this.lock(tx);
      const now = this.now().getTime();
      const rows = await tx
        .selectFrom('bookings')
        .selectAll()
        .where('status', '=', 'booked')
        .where(live(now))
        .where((eb) =>
          confirmed
            ? eb.or([eb('hold_expires_at', 'is not', null), eb('starts_at', '>', now)])
            : eb('hold_expires_at', 'is not', null),
        )
        .execute();
      let chosen = rows;
      if (matches) {
        const keys = (await tx.selectFrom('client_keys').select('key').execute()).map((row) => row.key);
        const hashes = new Set(
          keys.flatMap((key) =>
            'address' in matches
              ? [addressHash(key, matches.address)]
              : matches.networks.map((network) => networkHash(key, network)),
          ),
        );
        chosen = rows.filter((row) => hashes.has(('address' in matches ? row.client : row.network) ?? ''));
      }
      for (const row of chosen) await this.cancelIn(tx, row, { by: 'firm', reason });
      const holds = chosen.filter((row) => row.hold_expires_at !== null).length;
      return { holds, confirmed: chosen.length - holds };
    });
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
      .set({ client: null, network: null })
      .where((eb) => eb.or([eb('client', 'is not', null), eb('network', 'is not', null)]))
      .where('booked_at', '<', startOfLondonDay(now).getTime())
      .execute();
    return { bookings: Number(deleted.numDeletedRows), keys: Number(keys.numDeletedRows) };
  }

  stop(): void {
    this.rateLimiter.close();
  }
}
