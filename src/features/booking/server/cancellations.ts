import type { Kysely, Transaction } from 'kysely';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import { networksIn } from '../../../../server/platform/forms/client-network';
import type { FirmMessage, VisitorMessage } from './email';
import { addressHash, networkHash } from './keys';
import { changeMessageId, holdMessageId, reminderMessageId, type BookingMessages } from './messages';
import { fromRow, live, type BookingRepository, type ManageState, type Row } from './repository';
import { visitorView, type BookingRecord, type CancelledBooking, type DirectorCard } from './record';
import type { BookingSchema } from './tables';

/** Which bookings the firm clears: a network's (`range`), and with `confirmed` its confirmed future ones too. */
export interface ClearOptions {
  range?: string;
  confirmed?: boolean;
  reason: string;
}

/**
 * Every way a booking ends before its time: the visitor with their link, the firm by id, the firm
 * clearing a bot's bookings. Each frees the time, withdraws the reminder and tells both sides in
 * the one transaction that cancels, after taking the bookings' lock row (repository.ts).
 */
export class BookingCancellations {
  constructor(
    private readonly db: Kysely<BookingSchema>,
    private readonly outbox: Outbox,
    private readonly repository: BookingRepository,
    private readonly messages: BookingMessages,
    private readonly director: (id: string) => DirectorCard | null,
    private readonly bookUrl: () => string,
    private readonly now: () => Date,
  ) {}

  /** Cancels the booking a manage link opens; a second cancellation changes nothing and sends nothing. */
  async byToken(token: unknown): Promise<ManageState> {
    return this.db.transaction().execute(async (tx) => {
      await this.repository.lock(tx);
      const [state, row] = await this.repository.byToken(tx, token);
      if ((state.kind !== 'booked' && state.kind !== 'held') || !row) return state;
      const cancelled = await this.cancelIn(tx, row, {
        by: 'visitor',
        reason: 'Cancelled by the visitor with their link',
      });
      return { kind: 'cancelled', booking: cancelled, director: state.director };
    });
  }

  /**
   * The firm cancels a booking: its time is freed, why is recorded, and the visitor is told, with an
   * apology, unless `tellVisitor` is false (erasing their data: the firm answers their request itself).
   */
  async byFirm(id: string, reason: string, { tellVisitor = true } = {}): Promise<CancelledBooking> {
    await this.db.transaction().execute(async (tx) => {
      await this.repository.lock(tx);
      const row = await tx
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 'booked')
        .executeTakeFirst();
      if (!row) throw new Error(`No booking ${id} holds a slot (npm run bookings lists them).`);
      const cancelled = await this.cancelIn(tx, row, { by: 'firm', reason });
      if (!tellVisitor) await this.outbox.withdraw(changeMessageId(id, 'cancelled', cancelled.sequence, 'visitor'), tx);
    });
    const cancelled = await this.repository.cancelled(id);
    if (!cancelled) throw new Error(`Booking ${id} was cancelled and then deleted meanwhile.`);
    return cancelled;
  }

  /**
   * The firm clears a bot's bookings: every live unconfirmed hold (of the network `range`,
   * `address/prefix`, when given: see networksIn), and with `confirmed` the network's confirmed
   * future bookings too, each cancelled as `byFirm` does (the visitor told, with an apology). Holds
   * are cancelled quietly: no one but the visitor ever heard of them. A network is matched through
   * the address keys still on file, so only bookings made since the last London midnight (the
   * key's day) are found by network; holds never outlive that by more than `holdMinutes`.
   */
  async clear({ range, confirmed = false, reason }: ClearOptions): Promise<{ holds: number; confirmed: number }> {
    const matches = range === undefined ? undefined : networksIn(range);
    if (matches && 'error' in matches) throw new Error(matches.error);
    return this.db.transaction().execute(async (tx) => {
      await this.repository.lock(tx);
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
    await this.messages.tellBothSides(tx, row.id, 'cancelled', cancelled.sequence, firm, visitor);
    return cancelled;
  }
}
