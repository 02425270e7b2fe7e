/**
 * The desk's sign-in limits' table (the rest of the desk's tables are in tables.ts). Times are
 * milliseconds since 1970 (UTC).
 */

/** One sign-in request counted against a limit: kept for the limit's window, then deleted. */
export interface DeskLimitsTable {
  id: string;
  /** Which limit: `network` or `address`. */
  kind: string;
  /** What it counts: a client network (a /24 or /48), or the SHA-256 of a mailbox. */
  key: string;
  at: number;
}

export type DeskAccessTables = {
  desk_limits: DeskLimitsTable;
};
