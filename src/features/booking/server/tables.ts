import type { Generated } from 'kysely';
import type { PlatformSchema } from '../../../../server/platform/db/schema';

export interface BookingsTable {
  /** A UUID, made by the visitor's browser (a retry answers as the first time did) or the service. */
  id: string;
  /** Whose diary the booking holds time in, a director's id (`firm` before directors): no two `booked` rows of one diary overlap. */
  diary: string;
  starts_at: number;
  ends_at: number;
  /** Until when the booking holds the diary: its end plus the director's buffer; the overlap rule reads this. */
  held_until: number;
  /** SHA-256 (hex) of the manage link's token; the token itself is never stored here. */
  manage_token: string | null;
  /** The calendar invitation's SEQUENCE: 0 when booked, one more for each move. */
  sequence: Generated<number>;
  /** The visitor's browser's time zone (an IANA name Intl knows), or null. */
  time_zone: string | null;
  /** JSON: the slot as booked (London date, start, end), for the words on every page and email. */
  slot: string;
  /** JSON: the form's fields, as validated (src/features/booking/fields.ts declares them). */
  details: string;
  booked_at: number;
  /** The client address as a keyed hash (the per-address limit), null once that day's key is gone. */
  client: string | null;
  /** The client's network (IPv4 /24, IPv6 /48) as a keyed hash like `client` (the per-network limit). */
  network: string | null;
  /** The client's wider network (IPv4 /16, IPv6 /32) as a keyed hash like `network` (the near days' wide-network limit). */
  wide_network: string | null;
  /**
   * Until when an unconfirmed booking holds its time; null once the visitor confirms it (and for
   * every booking made before holds). An expired hold holds nothing: the service cancels it.
   */
  hold_expires_at: number | null;
  /** When the visitor extended the hold (once at most); null if they never did. */
  hold_extended_at: number | null;
  /**
   * 1 when the hold was made while holds were few (contest.ts): it keeps its time from everyone
   * for its whole hour, however many holds follow; 0 when made past the held-at-once count.
   */
  hold_kept: Generated<number>;
  status: 'booked' | 'cancelled';
  cancelled_at: number | null;
  cancel_reason: string | null;
  source_page: string | null;
  /** After its start, whether the visitor came (`attended`) or not (`missed`), as the firm marked it; null until then. */
  attendance: 'attended' | 'missed' | null;
  /** When it was marked, and by whom (a staff address). */
  attendance_at: number | null;
  attendance_by: string | null;
}

/**
 * Time a director has blocked (a holiday, a training day): the availability engine treats it as
 * busy time from their own calendar. Deleted once over (housekeeping), or when removed.
 */
export interface DiaryBlocksTable {
  id: string;
  diary: string;
  starts_at: number;
  ends_at: number;
  /** Why, for the firm (never shown to a visitor). */
  reason: string;
  /** Who blocked it (a staff address, or `command line`), and when. */
  created_by: string;
  created_at: number;
}

/**
 * A time the firm offered a visitor in place of their booking's (the desk's "Offer other times"):
 * one row per time offered, held for that booking alone until `expires_at`, so that no one else
 * takes it meanwhile. Ended (`expires_at` set to then) when the booking moves, to one of them or
 * elsewhere, or a new offer replaces it; a cancelled booking's offer holds nothing; deleted a week
 * after it lapsed (housekeeping), its page saying until then what became of it.
 */
export interface BookingOffersTable {
  id: string;
  booking_id: string;
  /** SHA-256 (hex) of the offer's link token, the same for each of its times; the token itself is only emailed. */
  token: string;
  diary: string;
  /** The offered time's start, and its end plus the director's buffer, as a booking would hold it. */
  starts_at: number;
  held_until: number;
  /** JSON: the slot (London date, start, end). */
  slot: string;
  expires_at: number;
  /** The firm's note to the visitor, if any (shown in the email and on the offer's page). */
  note: string;
  /** Who offered it (a staff address, or `command line`), and when. */
  created_by: string;
  created_at: number;
}

/** The key of each London day's address hashes; deleted once the day is over. */
export interface ClientKeysTable {
  day: string;
  key: string;
}

/** A proof of work's challenge once a hold has used it: refused again until it has expired (proofs.ts). */
export interface BookingProofsTable {
  challenge: string;
  expires_at: number;
}

/** The service's own keys, made once and kept (proofs.ts signs its challenges with `proof-of-work`). */
export interface BookingSecretsTable {
  name: string;
  key: string;
}

/** The booking feature's tables (`context.db.withTables<BookingTables>()`). */
export type BookingTables = {
  bookings: BookingsTable;
  client_keys: ClientKeysTable;
  diary_blocks: DiaryBlocksTable;
  booking_offers: BookingOffersTable;
  booking_proofs: BookingProofsTable;
  booking_secrets: BookingSecretsTable;
};

/** The booking feature's view of the database: its tables beside the platform's. */
export type BookingSchema = PlatformSchema & BookingTables;
