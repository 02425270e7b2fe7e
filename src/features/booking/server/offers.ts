import type { Kysely, Transaction } from 'kysely';
import { offerRules } from '../rules';
import { slotInstants, type Slot } from '../slots';
import type { Held } from './availability';
import { tokenHash } from './keys';
import type { BookingSchema } from './tables';

/*
 * The firm's offer of other times (the desk's "Offer other times"): up to `offerMaxTimes` free times
 * of the booking's director, held for that booking alone while the offer lives, so that no visitor
 * takes them meanwhile. The visitor takes one from the offer's email (offer-routes.ts); the booking
 * then moves as their own reschedule moves it, and the other times are freed.
 */

/** The most times one offer holds, how long it lives, and how long it is kept once ended (rules.ts). */
export const { times: offerMaxTimes, lifeHours: offerLifeHours, keptDays: offerKeptDays } = offerRules;

const hourMs = 60 * 60 * 1000;

/**
 * Until when an offer holds its times: `offerLifeHours` after it is made, or the start of the
 * earliest time offered, whichever is sooner. A time inside its director's notice by then is
 * refused like any booking (the notice rule), so the hold never outlives what could be taken.
 */
export const offerExpiry = (now: Date, slots: readonly Slot[]): number =>
  Math.min(now.getTime() + offerLifeHours * hourMs, ...slots.map((slot) => slotInstants(slot).start.getTime()));

/** An offer as the visitor's page reads it: its times, the note, until when, and the booking it is for. */
export interface OfferLink {
  bookingId: string;
  slots: Slot[];
  note: string;
  expiresAt: number;
}

type Db = Kysely<BookingSchema> | Transaction<BookingSchema>;

/**
 * The offered times that hold a diary in [from, to) at `now`: those of offers not yet lapsed, for a
 * booking still booked; none of `except`'s (the booking being moved may take its own).
 */
export async function offeredWithin(db: Db, now: Date, from: number, to: number, except?: string): Promise<Held[]> {
  let query = db
    .selectFrom('booking_offers')
    .innerJoin('bookings', 'bookings.id', 'booking_offers.booking_id')
    .select(['booking_offers.diary', 'booking_offers.starts_at', 'booking_offers.held_until'])
    .where('bookings.status', '=', 'booked')
    .where('booking_offers.expires_at', '>', now.getTime())
    .where('booking_offers.held_until', '>', from)
    .where('booking_offers.starts_at', '<', to);
  if (except) query = query.where('booking_offers.booking_id', '<>', except);
  const rows = await query.execute();
  return rows.map((row) => ({ diary: row.diary, from: Number(row.starts_at), until: Number(row.held_until) }));
}

/** Ends a booking's offer, if it has one live: its times are free again (a move, or a new offer). */
export async function endOffers(tx: Transaction<BookingSchema>, bookingId: string, now: Date): Promise<void> {
  await tx
    .updateTable('booking_offers')
    .set({ expires_at: now.getTime() })
    .where('booking_id', '=', bookingId)
    .where('expires_at', '>', now.getTime())
    .execute();
}

/** The offer an emailed link opens, lapsed or not; undefined for a token no offer has. */
export async function offerByToken(db: Db, token: string): Promise<OfferLink | undefined> {
  const rows = await db
    .selectFrom('booking_offers')
    .selectAll()
    .where('token', '=', tokenHash(token))
    .orderBy('starts_at')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return {
    bookingId: first.booking_id,
    slots: rows.map((row) => JSON.parse(row.slot) as Slot),
    note: first.note,
    expiresAt: Number(first.expires_at),
  };
}

/** Deletes offers lapsed more than `offerKeptDays` ago. */
export async function purgeOffers(db: Kysely<BookingSchema>, now: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('booking_offers')
    .where('expires_at', '<=', now.getTime() - offerKeptDays * 24 * hourMs)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
