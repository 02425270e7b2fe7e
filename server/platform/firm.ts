import type { FirmSources } from './firm-sources';

/**
 * What the root tells a feature of the firm's own side, and all it tells: who may sign in to the
 * staff's desk, and the diary of consultations as the firm runs it. The platform knows no feature:
 * the root (server/app/firm.ts) fills these from the features that own them (the booking's
 * directors and diary) and from the settings, so the desk never imports the booking, nor the
 * booking the desk.
 */
import type { FirmPeople } from './personal-data';

/** What a person on the firm's side may do at the desk: a director their own diary, an administrator everything. */
export type StaffRole = 'director' | 'administrator';

export interface StaffMember {
  name: string;
  /** Where their sign-in links go; one person per mailbox. */
  email: string;
  role: StaffRole;
  /** A director's diary (the booking's director id), whose consultations they may act on; none for an administrator. */
  diary?: string;
}

/** One consultation as the firm's diary shows it: words ready to show, nothing to look up. */
export interface DiaryEntry {
  id: string;
  /** The director's diary it is in, and their name. */
  diary: string;
  directorName: string;
  /** London date (YYYY-MM-DD), start and end (HH:MM). */
  date: string;
  start: string;
  end: string;
  /** `held`: waiting for the visitor to confirm it from their email, until `heldUntil` (ISO 8601). */
  state: 'held' | 'confirmed';
  heldUntil: string | null;
  /** The topic and how they meet, in the form's own words. */
  topic: string;
  format: string;
  /** The visitor's details and the topic's answers, each with the form's label, in the form's order. */
  details: { label: string; value: string }[];
  /** The visitor's name and email address, for the listing's first line. */
  visitor: { name: string; email: string };
  /** ISO 8601, when it was booked, and the page it was booked from (if known). */
  bookedAt: string;
  sourcePage: string | null;
  /** After its start: whether the visitor came, as the firm marked it (by whom, when, ISO 8601); null until marked. */
  attendance: { outcome: AttendanceMark; by: string; at: string } | null;
}

/** Whether the visitor came to a consultation that has started. */
export type AttendanceMark = 'attended' | 'missed';

/** Time a director has blocked (a holiday, a training day): no one can book them then. */
export interface BlockEntry {
  id: string;
  diary: string;
  directorName: string;
  /** ISO 8601 instants: blocked from, and free again at. */
  from: string;
  until: string;
  /** Why, for the firm only; who blocked it. */
  reason: string;
  by: string;
}

/** What the firm does with its diary, as the booking feature implements it (the command line does the same). */
export interface FirmDiary {
  /** The directors who take consultations, in the booking's order: the diary's sections. */
  directors: () => readonly { id: string; name: string }[];
  /** Consultations that hold their time and have not yet started, earliest first. */
  upcoming: () => Promise<DiaryEntry[]>;
  /** One consultation that still holds its time, by id. */
  find: (id: string) => Promise<DiaryEntry | undefined>;
  /**
   * Cancels it as the firm, with why: its time is freed and the visitor emailed an apology with a
   * link to book again (a hold never confirmed is cancelled quietly: no one else heard of it).
   * False when no consultation `id` holds a time.
   */
  cancel: (id: string, reason: string) => Promise<boolean>;
  /** How many days back `started` reaches. */
  attendanceDays: number;
  /** Confirmed consultations started in the last `attendanceDays` days, the latest first, with what was marked. */
  started: () => Promise<DiaryEntry[]>;
  /** Marks a started, confirmed consultation attended or missed (it can be marked again); false when none is. */
  mark: (id: string, outcome: AttendanceMark, by: string) => Promise<boolean>;
  /** Blocked time not yet over, earliest first. */
  blocks: () => Promise<BlockEntry[]>;
  /**
   * Blocks a director's diary from `from` until `until`: the availability engine reads it as busy
   * time from their calendar. Consultations already inside it stay as they are.
   */
  block: (input: { diary: string; from: Date; until: Date; reason: string; by: string }) => Promise<BlockEntry>;
  /** Removes a block: its time is offered again. The block removed, or undefined when there is none. */
  unblock: (id: string) => Promise<BlockEntry | undefined>;
  /** The most times one offer of other times holds, and the most hours it lives. */
  offerLimits: { times: number; hours: number };
  /**
   * The times that may be offered in place of a confirmed consultation still to come: its
   * director's free times (bookings, holds, other offers, their calendar and blocks), by London day;
   * undefined when `id` is no such consultation.
   */
  offerable: (id: string) => Promise<OfferableDay[] | undefined>;
  /**
   * Offers the visitor `times` (slot ids, `2026-12-01T10:00`) in place of theirs, with a note: each
   * checked free and held for them until the offer ends (ISO 8601 `expiresAt`), the visitor emailed
   * a link to each. A new offer replaces the last. `gone`: no confirmed consultation `id` to come;
   * `taken`: that time is no longer free (nothing offered); `invalid`: not 1 to `offerLimits.times` times.
   */
  offer: (input: {
    id: string;
    times: readonly string[];
    note: string;
    by: string;
  }) => Promise<{ kind: 'sent'; expiresAt: string } | { kind: 'gone' | 'invalid' } | { kind: 'taken'; time: string }>;
}

/** A London day's free times that may be offered: each with its slot id, start and end (HH:MM). */
export interface OfferableDay {
  date: string;
  times: { id: string; start: string; end: string }[];
}

/** Where the firm is with an enquiry: not yet answered, answered, or done with. */
export const enquiryStatuses = ['new', 'replied', 'closed'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** One enquiry as the firm's list shows it: words ready to show. */
export interface EnquiryEntry {
  id: string;
  /** ISO 8601, when the service accepted it. */
  receivedAt: string;
  /** The subject chosen, as its value (for filtering) and its words. */
  subject: { value: string; label: string };
  /** Who sent it. */
  sender: { name: string; email: string };
  /** Every field the visitor filled in, with the form's label, in the form's order. */
  details: { label: string; value: string }[];
  sourcePage: string | null;
  /** What became of its email to the firm's inbox. */
  delivery: 'waiting' | 'delivered' | 'failed';
  /** Where the firm is with it, and the address of the member of staff who took it (if anyone has). */
  status: EnquiryStatus;
  takenBy: string | null;
}

/** The enquiries as the firm reads them, as the enquiry feature implements them (`npm run enquiries` does the same). */
export interface FirmEnquiries {
  /** The form's subjects, in its order: the list's filter. */
  subjects: () => readonly { value: string; label: string }[];
  /** Every enquiry kept, newest first. */
  list: () => Promise<EnquiryEntry[]>;
  /** The enquiries whose ids are given, as the command line's CSV (`npm run enquiries -- --csv`). */
  csv: (ids: readonly string[]) => Promise<string>;
  /** Sets an enquiry's status and who took it (a member of staff's address, or no one); false when no enquiry `id` is kept. */
  setStatus: (id: string, status: EnquiryStatus, takenBy: string | null) => Promise<boolean>;
}

/** The firm's side as the root gives it to every feature. */
export interface FirmSide {
  /** One person's data across every feature's store, found and erased (server/platform/personal-data.ts). */
  people: FirmPeople;
  /** The directors who take consultations, as staff (role `director`, their diary named). */
  directors: readonly StaffMember[];
  diary: FirmDiary;
  enquiries: FirmEnquiries;
  /** Where clients come from: each feature's counts by page and month (server/platform/firm-sources.ts). */
  sources: FirmSources;
}

const roles: readonly StaffRole[] = ['director', 'administrator'];

/**
 * Staff named in one setting, `Name <email> role; Name <email> role` (DESK_STAFF): each entry a
 * name, an address in angle brackets and a role. Throws with what is wrong, naming the entry.
 */
export function parseStaff(text: string | undefined, setting = 'DESK_STAFF'): StaffMember[] {
  return (text ?? '')
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [, name, email, role] = /^(.+?)\s*<([^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)>\s*([a-z]+)$/i.exec(entry) ?? [];
      const lowerRole = role?.toLowerCase() as StaffRole | undefined;
      if (!name || !email || !lowerRole || !roles.includes(lowerRole))
        throw new Error(`${setting}: "${entry}" is not "Name <email> role" with a role of ${roles.join(' or ')}.`);
      return { name: name.trim(), email: email.toLowerCase(), role: lowerRole };
    });
}

/**
 * Everyone who may sign in: the directors, then the staff the setting names. One person per
 * address: a setting that names a director again gives them that role (an administrator who also
 * takes consultations keeps their diary).
 */
export function staffList(directors: readonly StaffMember[], named: readonly StaffMember[]): StaffMember[] {
  const byEmail = new Map<string, StaffMember>();
  for (const member of directors)
    byEmail.set(member.email.toLowerCase(), { ...member, email: member.email.toLowerCase() });
  for (const member of named) {
    const director = byEmail.get(member.email);
    byEmail.set(member.email, { ...member, ...(director?.diary ? { diary: director.diary } : {}) });
  }
  return [...byEmail.values()];
}
