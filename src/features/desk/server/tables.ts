import type { PlatformSchema } from '../../../../server/platform/db/schema';

/**
 * The staff's desk's tables. Times are milliseconds since 1970 (UTC). No secret is kept as it was
 * sent: a sign-in link's token, a session's cookie and the browser's sign-in cookie are kept as
 * SHA-256 hashes, so a copy of the database signs no one in.
 */

/** A sign-in link asked for: used once, within its minutes, in the browser that asked. */
export interface DeskLinksTable {
  /** SHA-256 of the link's token (32 random bytes). */
  token_hash: string;
  /** The staff member's address (lower case): who it signs in. */
  email: string;
  /** SHA-256 of the random value in the asking browser's sign-in cookie. */
  browser_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A signed-in browser. */
export interface DeskSessionsTable {
  /** SHA-256 of the session cookie's value (32 random bytes). */
  id_hash: string;
  email: string;
  /** The token every form of this session carries (32 random bytes, base64url). */
  csrf: string;
  /** The network it signed in from (a /24 or /48), as the audit log shows it. */
  network: string;
  created_at: number;
  seen_at: number;
}

/** Every sign-in and every action at the desk. */
export interface DeskAuditTable {
  id: string;
  at: number;
  /** The staff member's address; empty for a sign-in asked for an address not on the list (never kept). */
  email: string;
  action: string;
  /** What it acted on, and why (a cancellation's reason). */
  detail: string;
  /** The client's network (a /24 or /48), never the whole address. */
  network: string;
}

/** One sign-in request counted against a limit: kept for the limit's window, then deleted. */
export interface DeskLimitsTable {
  id: string;
  /** Which limit: `network` or `address`. */
  kind: string;
  /** What it counts: a client network (a /24 or /48), or the SHA-256 of a mailbox. */
  key: string;
  at: number;
}

/** A passkey a member of staff added: its public key only (the private key never leaves their device). */
export interface DeskPasskeysTable {
  /** The credential's id, base64url, as the authenticator made it. */
  id: string;
  /** Whose it is (lower case). */
  email: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter, to notice a cloned key (0 where it keeps none). */
  counter: number;
  /** How the browser may reach it (`internal`, `hybrid`, `usb`...), JSON. */
  transports: string;
  created_at: number;
  last_used_at: number | null;
}

/** A WebAuthn challenge handed out: used once, within its minutes. */
export interface DeskChallengesTable {
  /** The challenge, base64url (random). */
  challenge: string;
  /** `register` (adding a passkey, for `email`) or `sign-in` (anyone's passkey). */
  purpose: string;
  /** Who is adding a passkey; empty for a sign-in. */
  email: string;
  expires_at: number;
}

export type DeskTables = {
  desk_links: DeskLinksTable;
  desk_sessions: DeskSessionsTable;
  desk_audit: DeskAuditTable;
  desk_limits: DeskLimitsTable;
  desk_passkeys: DeskPasskeysTable;
  desk_challenges: DeskChallengesTable;
};

export type DeskSchema = PlatformSchema & DeskTables;
