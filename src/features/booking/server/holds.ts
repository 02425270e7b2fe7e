import type { Kysely, Transaction } from 'kysely';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import { nearestFree, slotInstants, type Slot, type SlotProblem } from '../slots';
import { holdFor } from './availability';
import type { BookingConfig } from './config';
import type { FirmMessage, VisitorMessage } from './email';
import { bookingMessageId, visitorMessageId, type BookingMessages } from './messages';
import { isOverlap } from './migrations';
import { settleHolds } from './contest';
import type { BookingPolicy } from './policy';
import { lapsedReason, type BookingRepository, type ManageState, type Row } from './repository';
import { directorCard, visitorView, type BookingRecord, type DirectorCard } from './record';
import type { BookingSchema } from './tables';

/** How many free times a lapsed hold whose time was taken offers instead. */
const alternatives = 6;

/** What became of a Confirm: the manage state after it, or why the time asked for could not be booked. */
export type ConfirmOutcome = ManageState | { kind: 'taken' } | { kind: 'slot'; problem: SlotProblem };

/** What became of a request for more time: extended, refused (once only, or the time is no longer free), or the state. */
export type ExtendOutcome =
  | ManageState
  | { kind: 'extended'; booking: BookingRecord; director: DirectorCard | null }
  | { kind: 'notExtended'; why: 'once' | 'notFree'; booking: BookingRecord; director: DirectorCard | null };

/** What a lapsed hold's page offers: Confirm while its time is free, else the nearest free times. */
export interface LapsedOffer {
  free: boolean;
  nearest: Slot[];
}

/**
 * A hold's life from its manage link (issue 44, S2, WCAG 2.2.1): confirmed; extended once, by
 * `holdMinutes`, while it still holds its time; and, once lapsed, confirmed all the same while its
 * time is free, or booked at one of the nearest free times with the details the visitor gave
 * (the lapsed row is booked again: nothing to type twice). Each runs in one transaction after the
 * bookings lock (repository.ts), which checks the time is free against every booking before; the
 * database's overlap rule stays the last word.
 */
export class BookingHolds {
  constructor(
    private readonly db: Kysely<BookingSchema>,
    private readonly outbox: Outbox,
    private readonly config: BookingConfig,
    private readonly repository: BookingRepository,
    private readonly policy: BookingPolicy,
    private readonly messages: BookingMessages,
    private readonly manageUrl: (token: string) => string,
    private readonly bookUrl: () => string,
    private readonly now: () => Date,
  ) {}

  /**
   * Confirms the hold a manage link opens: a live hold as it is (`slot` is then ignored); a lapsed
   * one at `slot` (its own time when not given) if that is free now, with the director it had
   * when they are free then. Confirming again changes nothing and sends nothing.
   */
  async confirm(token: string, slot?: Slot): Promise<ConfirmOutcome> {
    try {
      return await this.db.transaction().execute(async (tx): Promise<ConfirmOutcome> => {
        const now = this.now();
        await this.repository.lock(tx);
        const [state, row] = await this.repository.byToken(tx, token);
        if (!row || (state.kind !== 'held' && state.kind !== 'lapsed')) return state;
        if (state.kind === 'held') {
          // Holds contested (contest.ts): a confirmed booking got its time first, so it lapses; else
          // the holds it overlaps lapse as it is confirmed.
          if ((await settleHolds(tx, this.outbox, row, now)) === 'taken')
            return this.rebook(
              tx,
              token,
              { ...row, cancel_reason: lapsedReason },
              state.booking,
              state.booking.slot,
              now,
            );
          await tx
            .updateTable('bookings')
            .set({ hold_expires_at: null })
            .where('id', '=', row.id)
            .where('status', '=', 'booked')
            .execute();
          const booking: BookingRecord = { ...state.booking, holdExpiresAt: null };
          await this.confirmed(tx, token, booking, state.director, now);
          return { kind: 'booked', booking, director: state.director };
        }
        return this.rebook(tx, token, row, state.booking, slot ?? state.booking.slot, now);
      });
    } catch (error) {
      // The lock makes this rare; the constraint makes it certain.
      if (!isOverlap(error)) throw error;
      return { kind: 'taken' };
    }
  }

  /** A lapsed hold's row booked again at `slot`, confirmed: the details are the row's own. */
  private async rebook(
    tx: Transaction<BookingSchema>,
    token: string,
    row: Row,
    lapsed: BookingRecord,
    slot: Slot,
    now: Date,
  ): Promise<ConfirmOutcome> {
    // Only a hold that ran out (byToken's `lapsed`; the lock has just recorded it so) is booked again.
    if (row.cancel_reason !== lapsedReason) throw new Error(`Booking ${row.id} did not lapse.`);
    const assigned = await this.policy.assign(tx, slot, lapsed.details.topic, now, { id: row.id, director: row.diary });
    if (assigned === 'taken') return { kind: 'taken' };
    if ('problem' in assigned) return { kind: 'slot', problem: assigned.problem };
    const { director } = assigned;
    // Booked again, it counts against the limits as a new booking would (it stopped counting when it lapsed):
    // a bot's displaced holds cannot come back past them. Refused, it is offered the nearest times, as when taken.
    const { from, until } = holdFor(slot, director);
    const keys = { client: row.client ?? '', network: row.network ?? '', wide: row.wide_network ?? '' };
    if (await this.policy.overLimit(tx, lapsed.details.email, keys, from, now)) return { kind: 'taken' };
    // The holds the revived booking overlaps lapse, as any confirmation's do (contest.ts).
    const range = { id: row.id, diary: director.id, starts_at: from, held_until: until };
    if ((await settleHolds(tx, this.outbox, range, now)) === 'taken') return { kind: 'taken' };
    await tx
      .updateTable('bookings')
      .set({
        status: 'booked',
        cancelled_at: null,
        cancel_reason: null,
        hold_expires_at: null,
        diary: director.id,
        starts_at: from,
        ends_at: slotInstants(slot).end.getTime(),
        held_until: until,
        slot: JSON.stringify(slot),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'cancelled')
      .execute();
    const card = directorCard(director);
    const booking: BookingRecord = { ...lapsed, slot, director: director.id, holdExpiresAt: null };
    await this.confirmed(tx, token, booking, card, now);
    return { kind: 'booked', booking, director: card };
  }

  /** Confirming's emails, in its transaction: the firm's invitation, the visitor's (with the manage link), the reminder. */
  private async confirmed(
    tx: Transaction<BookingSchema>,
    token: string,
    booking: BookingRecord,
    director: DirectorCard | null,
    now: Date,
  ): Promise<void> {
    const manageUrl = this.manageUrl(token);
    const at = now.toISOString();
    const firm: FirmMessage = { event: 'booked', booking, director, at };
    const visitor: VisitorMessage = {
      event: 'booked',
      view: visitorView(booking, director),
      to: booking.details.email,
      manageUrl,
      bookUrl: this.bookUrl(),
      at,
    };
    await this.outbox.put({ id: bookingMessageId(booking.id), kind: 'booking', payload: firm }, tx);
    await this.outbox.put({ id: visitorMessageId(booking.id), kind: 'booking-visitor', payload: visitor }, tx);
    await this.messages.remind(tx, booking, manageUrl, now);
  }

  /**
   * More time for a live hold, once: `holdMinutes` added to when it runs out. Its row holds its
   * time in the diary, but a director's own calendar may have filled it since, so the time is
   * checked free again first. Nothing is emailed: the page says until when it is now held.
   */
  async extend(token: string): Promise<ExtendOutcome> {
    return this.db.transaction().execute(async (tx): Promise<ExtendOutcome> => {
      const now = this.now();
      await this.repository.lock(tx);
      const [state, row] = await this.repository.byToken(tx, token);
      if (state.kind !== 'held' || !row || row.hold_expires_at === null) return state;
      const { booking, director } = state;
      if (row.hold_extended_at !== null) return { kind: 'notExtended', why: 'once', booking, director };
      const assigned = await this.policy.assign(tx, booking.slot, booking.details.topic, now, {
        id: row.id,
        director: row.diary,
      });
      if (assigned === 'taken' || 'problem' in assigned || assigned.director.id !== row.diary)
        return { kind: 'notExtended', why: 'notFree', booking, director };
      const expires = row.hold_expires_at + this.config.holdMinutes * 60_000;
      await tx
        .updateTable('bookings')
        .set({ hold_expires_at: expires, hold_extended_at: now.getTime() })
        .where('id', '=', row.id)
        .where('status', '=', 'booked')
        .execute();
      return { kind: 'extended', booking: { ...booking, holdExpiresAt: new Date(expires).toISOString() }, director };
    });
  }

  /** What a lapsed hold's page offers now: Confirm if its time is free, else the nearest free times for its topic. */
  async offer(booking: BookingRecord): Promise<LapsedOffer> {
    const grid = await this.policy.grid(booking.details.topic);
    const own = grid.flatMap((day) => day.slots).find((slot) => slot.id === booking.slot.id);
    if (own?.free) return { free: true, nearest: [] };
    return { free: false, nearest: nearestFree(grid, booking.slot, alternatives) };
  }
}
