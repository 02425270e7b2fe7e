import type { PrivacyDeclaration } from '../../src/platform/privacy/declaration';
import { mailboxHash, mailboxOf, parseAddress } from './forms/address';

/*
 * One person's data, found, exported and erased across the system (UK GDPR Articles 15 and 17).
 * Each part that keeps personal data keyed by an email address names, beside its privacy
 * declaration, how to find, export and erase one person's rows: a store (below), which a feature
 * gives through its plug (ServerFeature.personalData) and the platform gives for the mail queue.
 * The root gathers them in the features' order (server/app/people.ts); the desk shows them.
 */

/** The person asked about: the address as typed (checked by the one address rule) and the mailbox every store matches. */
export interface Person {
  address: string;
  /** mailboxOf(address): the same person however the address is written (case, +tags, a provider's dots). */
  mailbox: string;
  /** mailboxHash(address): what the audit log and any hashed store keep, never the address. */
  hash: string;
}

/** A person for an address, or undefined when it is not an address (the address rule: server/platform/forms/address.ts). */
export function personOf(typed: string): Person | undefined {
  const parsed = parseAddress(typed);
  if (typeof parsed === 'string') return undefined;
  return { address: parsed.address, mailbox: parsed.mailbox, hash: mailboxHash(parsed.address) };
}

/** Whether a kept address (any case or form) reaches this person's mailbox. */
export const isPerson = (person: Person, kept: string | null | undefined): boolean =>
  typeof kept === 'string' && kept.includes('@') && mailboxOf(kept) === person.mailbox;

/** Whether a JSON value holds, at any depth, an address that reaches this person's mailbox. */
export function mentions(person: Person, value: unknown): boolean {
  if (typeof value === 'string') return isPerson(person, value);
  if (Array.isArray(value)) return value.some((item) => mentions(person, item));
  if (value && typeof value === 'object') return Object.values(value).some((item) => mentions(person, item));
  return false;
}

/** One row held about the person, as the desk shows and exports it: its table, its key and its columns. */
export interface HeldRow {
  table: string;
  id: string;
  fields: Record<string, string>;
}

/** What erasing does to a store's rows, said before it is done: sentences. */
export interface ErasePlan {
  deletes: string[];
  keeps: { what: string; why: string }[];
}

/** What erasing did: rows deleted, and the mail queue's messages it queued that must still go (the firm's calendar's cancellation). */
export interface Erased {
  deleted: number;
  queued: string[];
}

/** How one part finds, exports and erases one person's rows. */
export interface PersonalDataStore {
  /** The privacy declaration (the part's `content/privacy.ts`) that declares these tables: its heading and purpose head the part's rows. */
  declaration: PrivacyDeclaration;
  /** The tables it finds the person in: each named in the declaration's fields (a test holds them to the schema). */
  tables: readonly string[];
  find: (person: Person) => Promise<HeldRow[]>;
  /** What erasing would delete and keep, for what was found. */
  plan: (person: Person, found: readonly HeldRow[]) => ErasePlan;
  /** Erases what the plan said, keeping the mail queue's messages in `keep` (queued by the parts before it). */
  erase: (person: Person, keep: ReadonlySet<string>) => Promise<Erased>;
}

/** A row's columns as words, times as ISO 8601 (columns named `*_at`), nulls left out. */
export function rowFields(row: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row).flatMap(([column, value]) => {
      if (value === null || value === undefined) return [];
      if (
        column.endsWith('_at') &&
        (typeof value === 'number' || typeof value === 'string') &&
        /^\d+$/.test(String(value))
      )
        return [[column, new Date(Number(value)).toISOString()]];
      return [[column, String(value)]];
    }),
  );
}

/** One part's rows about a person, under its privacy declaration's heading, with what erasing would do. */
export interface PersonPart {
  heading: string;
  purpose: string;
  rows: HeldRow[];
  plan: ErasePlan;
}

/** Everything held about one person, part by part, in the features' order, the mail queue last. */
export interface PersonReport {
  person: Person;
  parts: PersonPart[];
}

/** A person's data as the firm finds and erases it: what the root hands the staff's desk (server/app/people.ts). */
export interface FirmPeople {
  /** The stores it reads, in its order (a test holds them to the migrated schema). */
  stores: () => readonly PersonalDataStore[];
  find: (person: Person) => Promise<PersonReport>;
  /** Erases what `find` shows would go, part by part; how many rows went, and what is still held after. */
  erase: (person: Person) => Promise<{ deleted: number; after: PersonReport }>;
}
