import type { Transaction } from 'kysely';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import type { Director } from '../directors';
import { slotInstants, type Slot, type SlotProblem } from '../slots';
import { holdFor } from './availability';
import type { BookingConfig } from './config';
import { lapseHoldsUnder } from './contest';
import type { FirmMessage, VisitorMessage } from './email';
import { reminderMessageId, type BookingMessages } from './messages';
import { endOffers } from './offers';
import type { BookingPolicy } from './policy';
import { directorCard, visitorView, type BookingRecord, type DirectorCard } from './record';
import type { Row } from './repository';
import type { BookingSchema } from './tables';

/** The booking a move opened in its transaction: by a manage link, or by a live offer's (`firmOffer`). */
export interface MovingBooking {
  booking: BookingRecord;
  director: DirectorCard | null;
  row: Row;
  /** The link the moved emails carry; null for an offer's move (its link is not a manage link). */
  manageUrl: string | null;
  /** The firm offered the time, so the move is not counted against the visitor's. */
  firmOffer?: boolean;
}

/** What became of a move, before a taken time is answered with the nearest free ones (service.ts). */
export type MoveResult =
  | { kind: 'moved'; booking: BookingRecord; director: DirectorCard | null; changed: boolean }
  | { kind: 'slot'; problem: SlotProblem }
  | { kind: 'tooManyMoves'; limit: number }
  | 'taken';

/**
 * Moving a booking to another time, inside the transaction that holds the bookings' lock row
 * (repository.ts): with its director if they are free then (else the fairest free director who
 * takes the topic), the same UID, one more SEQUENCE, both sides emailed, the reminder moved, any
 * offer of other times ended.
 */
export class BookingMoves {
  constructor(
    private readonly outbox: Outbox,
    private readonly config: BookingConfig,
    private readonly policy: BookingPolicy,
    private readonly messages: BookingMessages,
    private readonly bookUrl: () => string,
  ) {}

  /** Moves `found` to `slot`, or says why not; asking again for the time it already has changes nothing. */
  async moveIn(tx: Transaction<BookingSchema>, found: MovingBooking, slot: Slot, now: Date): Promise<MoveResult> {
    const { booking, row, firmOffer = false } = found;
    if (booking.slot.id === slot.id) return { kind: 'moved', booking, director: found.director, changed: false };
    const { movesPerBooking } = this.config.limits;
    if (!firmOffer && movesPerBooking > 0 && row.sequence >= movesPerBooking)
      return { kind: 'tooManyMoves', limit: movesPerBooking };
    const assigned = await this.policy.assign(tx, slot, booking.details.topic, now, {
      id: row.id,
      director: row.diary,
    });
    if (assigned === 'taken') return 'taken';
    if ('problem' in assigned) return { kind: 'slot', problem: assigned.problem };
    const moved = await this.rewrite(tx, found, slot, assigned.director, now);
    const card = directorCard(assigned.director);
    await this.tellBothSides(tx, found, moved, card, now);
    return { kind: 'moved', booking: moved, director: card, changed: true };
  }

  /** The booking's row set to the new time and director; holds under it lapse, its offers end, its reminder goes. */
  private async rewrite(
    tx: Transaction<BookingSchema>,
    { booking, row }: MovingBooking,
    slot: Slot,
    director: Director,
    now: Date,
  ): Promise<BookingRecord> {
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
    await lapseHoldsUnder(tx, this.outbox, { id: row.id, diary: director.id, starts_at: from, held_until: until }, now);
    await endOffers(tx, row.id, now);
    await this.outbox.withdraw(reminderMessageId(row.id, booking.sequence), tx);
    return moved;
  }

  /** The firm's updated invitation and the visitor's email queued, and the reminder for the new time. */
  private async tellBothSides(
    tx: Transaction<BookingSchema>,
    found: MovingBooking,
    moved: BookingRecord,
    card: DirectorCard,
    now: Date,
  ): Promise<void> {
    const { booking, row, manageUrl } = found;
    const at = now.toISOString();
    const firm: FirmMessage = {
      event: 'moved',
      booking: moved,
      director: card,
      previous: booking.slot,
      previousDirector: found.director,
      at,
    };
    const visitor: VisitorMessage = {
      event: 'moved',
      view: visitorView(moved, card),
      to: booking.details.email,
      manageUrl,
      bookUrl: this.bookUrl(),
      previous: booking.slot,
      at,
    };
    await this.messages.tellBothSides(tx, row.id, 'moved', moved.sequence, firm, visitor);
    await this.messages.remind(tx, moved, manageUrl, now);
  }
}
