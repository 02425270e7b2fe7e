import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import { slotInstants, type Slot, type SlotDay } from '../slots';
import type { BookingConfig } from './config';
import { newToken, tokenHash } from './keys';
import { offerMessageId } from './messages';
import type { OfferMessage } from './offer-email';
import { endOffers, offerExpiry, offerMaxTimes } from './offers';
import type { BookingPolicy } from './policy';
import { offerPath, visitorView, type BookingRecord, type DirectorCard } from './record';
import { fromRow, type BookingRepository } from './repository';
import type { BookingSchema } from './tables';

/**
 * The firm's offer of other times as the booking makes it (offers.ts): the times it may offer, and
 * the offer itself, held and emailed in one transaction under the bookings lock. The visitor's
 * taking one is a move (service.ts), as their own reschedule is.
 */
export class BookingOfferActions {
  constructor(
    private readonly db: Kysely<BookingSchema>,
    private readonly outbox: Outbox,
    private readonly config: BookingConfig,
    private readonly repository: BookingRepository,
    private readonly policy: BookingPolicy,
    private readonly director: (id: string) => DirectorCard | null,
    private readonly now: () => Date,
  ) {}

  /** The times the firm may offer booking `id` (its director's free times), or undefined when it holds none confirmed. */
  async offerable(id: string): Promise<{ booking: BookingRecord; days: SlotDay[] } | undefined> {
    const booking = await this.repository.find(id);
    if (!booking || booking.holdExpiresAt || slotInstants(booking.slot).start <= this.now()) return undefined;
    return { booking, days: await this.policy.grid(undefined, id, booking.director) };
  }

  /**
   * Offers booking `id` up to `offerMaxTimes` of its director's free times (offers.ts), each checked
   * free in the transaction that holds them, with the firm's note; the visitor is emailed the links.
   * A new offer replaces the booking's last. `gone`: no confirmed booking `id` to come; `taken`: a
   * time is no longer free (nothing offered).
   */
  async offer(
    id: string,
    slots: readonly Slot[],
    note: string,
    by: string,
  ): Promise<{ kind: 'sent'; expiresAt: string } | { kind: 'gone' } | { kind: 'taken'; slot: Slot }> {
    if (slots.length === 0 || slots.length > offerMaxTimes)
      throw new Error(`An offer holds 1 to ${offerMaxTimes} times.`);
    return this.db.transaction().execute(async (tx) => {
      const now = this.now();
      await this.repository.lock(tx);
      const row = await tx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || row.status !== 'booked' || row.hold_expires_at !== null || row.starts_at <= now.getTime())
        return { kind: 'gone' as const };
      for (const slot of slots)
        if (!(await this.policy.directorFree(tx, slot, row.diary, now, id))) return { kind: 'taken' as const, slot };
      await endOffers(tx, id, now);
      const expiresAt = offerExpiry(now, slots);
      const token = newToken();
      const buffer = (this.config.directors.find((director) => director.id === row.diary)?.bufferMinutes ?? 0) * 60_000;
      await tx
        .insertInto('booking_offers')
        .values(
          slots.map((slot) => ({
            id: randomUUID(),
            booking_id: id,
            token: tokenHash(token),
            diary: row.diary,
            starts_at: slotInstants(slot).start.getTime(),
            held_until: slotInstants(slot).end.getTime() + buffer,
            slot: JSON.stringify(slot),
            expires_at: expiresAt,
            note,
            created_by: by,
            created_at: now.getTime(),
          })),
        )
        .execute();
      const booking = fromRow(row);
      const message: OfferMessage = {
        view: visitorView(booking, this.director(row.diary)),
        to: booking.details.email,
        times: slots.map((slot) => ({ slot, url: `${this.config.siteUrl}${offerPath(token, slot.id)}` })),
        note,
        expiresAt: new Date(expiresAt).toISOString(),
        at: now.toISOString(),
      };
      await this.outbox.put({ id: offerMessageId(id, now), kind: 'booking-offer', payload: message }, tx);
      return { kind: 'sent' as const, expiresAt: message.expiresAt };
    });
  }
}
