import { apiPaths } from '../../../config/paths';
import { paths } from '../../../config/route-table';
import type { BookingDetails } from '../fields';
import type { Director } from '../directors';
import type { Slot } from '../slots';

/** The diary of a booking made before directors had their own: it blocks its time for every director. */
export const firmDiary = 'firm';

/** One booking as the service keeps it, and as its message to the firm carries it. */
export interface BookingRecord {
  /** A UUID, made by the visitor's browser or the service: a retry of it answers as the first time did. */
  id: string;
  /** London date, start and end, as booked (the rules may change later; the booking does not). */
  slot: Slot;
  details: BookingDetails;
  /** ISO 8601, when the service accepted it. */
  bookedAt: string;
  /** The path on this site it was booked from, if known. */
  sourcePage: string | null;
  /** The director who takes it (their id), or `firm` for a booking made before directors. */
  director: string;
  /** The calendar invitation's SEQUENCE: 0 when booked, one more for each change. */
  sequence: number;
  /** The visitor's browser's time zone, checked against Intl; null when not sent or not known. */
  timeZone: string | null;
  /**
   * ISO 8601, until when the booking is held for the visitor to confirm it; null (or absent, in
   * messages queued before holds) once confirmed.
   */
  holdExpiresAt?: string | null;
}

/** A cancelled booking, with when and why. */
export interface CancelledBooking {
  booking: BookingRecord;
  cancelledAt: string;
  reason: string;
}

/** The director as a message or a page shows them: what was true when the message was queued. */
export type DirectorCard = Pick<Director, 'id' | 'name' | 'role' | 'email' | 'meetingLink'>;

export const directorCard = ({ id, name, role, email, meetingLink }: Director): DirectorCard => ({
  id,
  name,
  role,
  email,
  meetingLink,
});

/**
 * What the visitor's emails and the manage page may show of a booking: its time, topic, format and
 * director, never a word the visitor typed (their name, company, phone or note). The visitor's
 * renderers take only this, so the form cannot be used to mail a stranger someone else's words.
 */
export interface VisitorView {
  id: string;
  slot: Slot;
  /** The topic and format as chosen from the form's lists (validated values, not free text). */
  topic: string;
  format: string;
  director: DirectorCard | null;
  sequence: number;
  timeZone: string | null;
}

export const visitorView = (booking: BookingRecord, director: DirectorCard | null): VisitorView => ({
  id: booking.id,
  slot: booking.slot,
  topic: booking.details.topic,
  format: booking.details.format,
  director,
  sequence: booking.sequence,
  timeZone: booking.timeZone,
});

/** A manage link's path: the token is the only key to it (server/app/api.ts routes it). */
export const managePath = (token: string) => `${apiPaths.bookings}/manage/${token}`;

/** An offered time's page: the offer's token is the only key to it (offer-routes.ts). */
export const offerPath = (token: string, slotId: string) => `${apiPaths.bookings}/offer/${token}/${slotId}`;

/** Where a visitor books again (a cancelled booking's link and email offer it). */
export const bookPath = paths.book;
