import type { Generated } from 'kysely';

/**
 * The service's tables, as Kysely sees them: one typed description for both engines. Times are
 * whole milliseconds since 1970 (UTC) in `bigint` columns, so a booking's time range is a plain
 * number range in SQLite and PostgreSQL alike; JSON is kept as text.
 */

/** One email to send: the mail queue (server/platform/outbox/). Features put messages in it; it knows none of them. */
export interface OutboxTable {
  /** Chosen by the feature, e.g. `enquiry:<uuid>`: putting the same id twice stores it once. */
  id: string;
  /** Which renderer turns the payload into an email (registered by a feature). */
  kind: string;
  /** JSON: everything the renderer needs, so sending reads nothing else. */
  payload: string;
  /** Not sent before this (a retry's back-off, or a reminder's time). */
  due_at: number;
  state: 'waiting' | 'sending' | 'delivered' | 'failed';
  attempts: number;
  /** Permanent (5xx) refusals so far; after a few the message is `failed`. */
  refusals: number;
  last_error: string | null;
  /** While `sending`: when the worker's claim runs out and another may take the message. */
  lease_until: number | null;
  created_at: number;
  delivered_at: number | null;
}

export interface EnquiriesTable {
  id: string;
  received_at: number;
  /** JSON: the form's fields, as validated (src/content/enquiry.ts declares them). */
  details: string;
  /** The path on this site the visitor sent it from, if known. */
  source_page: string | null;
}

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
  /**
   * Until when an unconfirmed booking holds its time; null once the visitor confirms it (and for
   * every booking made before holds). An expired hold holds nothing: the service cancels it.
   */
  hold_expires_at: number | null;
  status: 'booked' | 'cancelled';
  cancelled_at: number | null;
  cancel_reason: string | null;
  source_page: string | null;
}

/** Rows a transaction updates first, to take its turn: one code path that serialises in both engines. */
export interface LocksTable {
  name: string;
  taken_at: number;
}

/** The key of each London day's address hashes; deleted once the day is over. */
export interface ClientKeysTable {
  day: string;
  key: string;
}

export interface Schema {
  outbox: OutboxTable;
  enquiries: EnquiriesTable;
  bookings: BookingsTable;
  locks: LocksTable;
  client_keys: ClientKeysTable;
}
