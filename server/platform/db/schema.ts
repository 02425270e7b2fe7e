/**
 * The platform's tables, as Kysely sees them: one typed description for both engines. Each feature
 * declares its own beside it (src/features/<feature>/server/tables.ts). Times are
 * whole milliseconds since 1970 (UTC) in `bigint` columns, so a time range is a plain
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
  /**
   * While `sending`: when the worker's claim runs out and another may take the message, by the
   * database's clock (db/clock.ts), never a process's.
   */
  lease_until: number | null;
  created_at: number;
  delivered_at: number | null;
  /** The left part of the message's Message-ID, made when it was queued (null before 2026-11-28). */
  message_id: string | null;
}

/** Rows a transaction updates first, to take its turn: one code path that serialises in both engines. */
export interface LocksTable {
  name: string;
  taken_at: number;
}

/** The platform's tables, which every feature's schema extends with its own (FeatureContext.db). */
export interface PlatformSchema {
  outbox: OutboxTable;
  locks: LocksTable;
}
