/**
 * The desk's sign-in limits' and passkeys' tables (the rest of the desk's tables are in
 * tables.ts). Times are milliseconds since 1970 (UTC).
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

export type DeskAccessTables = {
  desk_limits: DeskLimitsTable;
  desk_passkeys: DeskPasskeysTable;
  desk_challenges: DeskChallengesTable;
};
