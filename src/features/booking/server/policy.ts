import type { Kysely, Transaction } from 'kysely';
import { londonInstant } from '../../../platform/calendar/london-time';
import { addDays, dayOfWeek, type IsoDate } from '../../../platform/calendar/dates';
import { directorsFor, type Director } from '../directors';
import {
  slotAt,
  slotInstants,
  slotProblem,
  startTimes,
  windowDays,
  type Slot,
  type SlotDay,
  type SlotProblem,
} from '../slots';
import type { BookingDetails } from '../fields';
import { isSharedMailDomain, mailboxOf, registeredDomain } from '../../../../server/platform/forms/address';
import { fairest, freeDirectors, type BusyLookup } from './availability';
import { blocksWithin, withBlocks } from './blocks';
import type { BookingConfig } from './config';
import { holdsContested } from './contest';
import type { ClientKeys } from './keys';
import { live, type BookingRepository } from './repository';
import type { BookingSchema } from './tables';

/** The limits a booking can meet (src/features/booking/rules.ts says what each counts). */
export type BookingLimit =
  'perEmail' | 'perAddress' | 'perNetwork' | 'perDomain' | 'nearTerm' | 'nearWide' | 'heldAtOnce';

/**
 * A limit a new booking would pass, and its number; the near days' wide-network limit also with
 * the first day past them, whose times are still open to the visitor.
 */
export type OverLimit =
  | { ok: false; kind: Exclude<BookingLimit, 'nearWide'>; limit: number }
  | { ok: false; kind: 'nearWide'; limit: number; from: IsoDate };

/** The Monday that starts the London week of `date`. */
const mondayOf = (date: IsoDate) => addDays(date, -((dayOfWeek(date) + 6) % 7));

const hourMs = 60 * 60 * 1000;

/** The registered domain of a mailbox (mailboxOf's): `s1.onebot.example` and `s2.onebot.example` are one. */
const domainOf = (mailbox: string) => registeredDomain(mailbox.slice(mailbox.lastIndexOf('@') + 1));

/**
 * The diary's rules applied: which times are free for a topic, who takes a time (the fairest free
 * director), and the limits a new booking must stay within, counted against every booking before.
 */
export class BookingPolicy {
  constructor(
    private readonly db: Kysely<BookingSchema>,
    private readonly config: BookingConfig,
    private readonly repository: BookingRepository,
    private readonly busy: BusyLookup,
    private readonly now: () => Date,
  ) {}

  maxBufferMs(): number {
    return Math.max(0, ...this.config.directors.map((director) => director.bufferMinutes)) * 60_000;
  }

  /**
   * The slot grid now for a topic: the window's days, each slot free when at least one director
   * who takes the topic is free then. Without a topic, free when any director is, with the topics
   * the free directors take (the page filters by topic from this one answer). `only`: that
   * director's free times alone (the firm's offer of other times).
   */
  async grid(topic?: string, except?: string, only?: string): Promise<SlotDay[]> {
    const now = this.now();
    const { rules } = this.config;
    const days = windowDays(now, rules);
    const [first, last] = [days[0], days.at(-1)];
    if (!first || !last) return [];
    const [from, to] = [
      londonInstant(first, '00:00').getTime() - this.maxBufferMs(),
      londonInstant(addDays(last, 1), '00:00').getTime() + this.maxBufferMs(),
    ];
    const held = await this.repository.held(
      this.db,
      now,
      from,
      to,
      except,
      await holdsContested(this.db, this.config.limits.heldAtOnce, now),
    );
    const busy = withBlocks(this.busy, await blocksWithin(this.db, from, to));
    const candidates = directorsFor(this.config.directors, topic).filter((director) => !only || director.id === only);
    const earliest = new Map<string, number>();
    const times = startTimes(rules);
    return days.map((date) => ({
      date,
      slots: times.map((start) => {
        const slot = slotAt(date, start, rules);
        const { free } = freeDirectors(slot, candidates, { now, rules, held, busy }, earliest);
        if (topic) return { ...slot, free: free.length > 0 };
        const topics = [...new Set(free.flatMap((director) => director.topics))].sort();
        return { ...slot, free: free.length > 0, topics };
      }),
    }));
  }

  /** Who may take `slot` for `topic` now, the fairest first; or why no one may. */
  async assign(
    tx: Transaction<BookingSchema>,
    slot: Slot,
    topic: string,
    now: Date,
    move?: { id: string; director: string },
  ): Promise<{ director: Director } | { problem: SlotProblem } | 'taken'> {
    const { rules } = this.config;
    const problem = slotProblem(slot, now, rules);
    if (problem) return { problem };
    const { start, end } = slotInstants(slot);
    const margin = this.maxBufferMs();
    const candidates = directorsFor(this.config.directors, topic);
    const heldFrom = (keptOnly: boolean) =>
      this.repository.held(tx, now, start.getTime() - margin, end.getTime() + margin, move?.id, keptOnly);
    let held = await heldFrom(false);
    // A director's blocked time is busy time, read in the transaction that books.
    const busy = withBlocks(this.busy, await blocksWithin(tx, start.getTime() - margin, end.getTime() + margin));
    let { free, unavailable } = freeDirectors(slot, candidates, { now, rules, held, busy });
    // Holds contested (contest.ts): a director free but for holds made past the count takes it; one
    // free of them still comes first. A hold made while holds were few keeps its time (hold_kept).
    if (unavailable === 'taken' && (await holdsContested(tx, this.config.limits.heldAtOnce, now))) {
      held = await heldFrom(true);
      ({ free, unavailable } = freeDirectors(slot, candidates, { now, rules, held, busy }));
    }
    if (unavailable === 'notOffered') return { problem: 'notOffered' };
    if (unavailable === 'tooSoon') return { problem: 'tooSoon' };
    if (unavailable === 'taken') return 'taken';
    const monday = mondayOf(slot.date);
    const week = await tx
      .selectFrom('bookings')
      .select((eb) => ['diary', eb.fn.countAll<number | string>().as('count')])
      .where('status', '=', 'booked')
      .where(live(now.getTime()))
      .where('starts_at', '>=', londonInstant(monday, '00:00').getTime())
      .where('starts_at', '<', londonInstant(addDays(monday, 7), '00:00').getTime())
      .groupBy('diary')
      .execute();
    const counts = new Map(week.map((row) => [row.diary, Number(row.count)]));
    const director = fairest(free, counts, move?.director);
    return director ? { director } : 'taken';
  }

  /**
   * The end of the window's near days (`nearWorkingDays`), in which a booking uses its limits whole
   * (0 when none), and the window's first working day after them (none when the window ends first).
   */
  private nearDays(now: Date): { until: number; next?: IsoDate } {
    const days = this.config.limits.nearWorkingDays ?? 0;
    const window = windowDays(now, this.config.rules);
    const last = days > 0 ? window[days - 1] : undefined;
    return last ? { until: londonInstant(addDays(last, 1), '00:00').getTime(), next: window[days] } : { until: 0 };
  }

  /**
   * Whether `director` is free for `slot` now, read in `tx` as booking reads it (bookings, holds,
   * offers but `except`'s own, their calendar and blocks): the firm's offer checks each time it offers.
   */
  async directorFree(
    tx: Transaction<BookingSchema>,
    slot: Slot,
    director: string,
    now: Date,
    except: string,
  ): Promise<boolean> {
    const candidates = this.config.directors.filter((candidate) => candidate.id === director);
    if (slotProblem(slot, now, this.config.rules) || candidates.length === 0) return false;
    const { start, end } = slotInstants(slot);
    const margin = this.maxBufferMs();
    const [from, to] = [start.getTime() - margin, end.getTime() + margin];
    const held = await this.repository.held(tx, now, from, to, except);
    const busy = withBlocks(this.busy, await blocksWithin(tx, from, to));
    return freeDirectors(slot, candidates, { now, rules: this.config.rules, held, busy }).free.length > 0;
  }

  /**
   * Whether a new booking at `startsAt` would pass a limit, each counted on addresses as mailboxes
   * (mailboxOf: case, and the dots and `+tags` a provider ignores, so that one person's variants count once):
   * - per email: future bookings (held or confirmed) of the mailbox, and "confirm it" emails sent
   *   to it in the last hour (every booking made, whatever became of it since), so that a stranger
   *   whose address a bot gives gets at most `perEmail` an hour, from any number of networks;
   * - per client address, and per client network (while the day's key has it): future bookings,
   *   held or confirmed, so that one network cannot confirm the diary away;
   * - per registered mail domain (a provider's shared domains apart; every subdomain of a domain
   *   counted with it, by the public suffix list): future bookings, held or confirmed, so that a
   *   bot reading its own catch-all domain and its subdomains cannot either, from any number of networks;
   * - in the window's near days (`nearWorkingDays`), one future booking for each of the above (a
   *   mailbox, an address, a network, a registered domain not shared), so that each near time
   *   costs a bot a network and a domain (or mailbox) of its own;
   * - in the near days, `nearPerWideNetwork` future bookings per wide network (IPv4 /16, IPv6 /32),
   *   so that every two near times also cost a bot a provider's block of its own; refused, the
   *   visitor is told that the times from the first day past them are still open to them;
   * - the site's unconfirmed holds at once, which refuses only a network that already holds one,
   *   so that a bot's holds never refuse a visitor from a network of their own (and past it, holds
   *   made then stop keeping their times from others: contest.ts).
   */
  async overLimit(
    tx: Transaction<BookingSchema>,
    email: string,
    { client, network, wide }: ClientKeys,
    startsAt: number,
    now: Date,
  ): Promise<OverLimit | null> {
    const { limits } = this.config;
    const at = now.getTime();
    const nearDays = this.nearDays(now);
    const near = (starts: number) => starts > at && starts < nearDays.until;
    /** The limit a new booking would pass with `rows` counted already: its own, or the near days' one each. */
    const over = (
      kind: Exclude<BookingLimit, 'nearWide'>,
      limit: number,
      rows: { starts_at: number }[],
      plain = rows.length,
    ) => {
      if (limit <= 0) return null;
      if (plain >= limit) return { ok: false as const, kind, limit };
      if (near(startsAt) && rows.some((row) => near(row.starts_at)))
        return { ok: false as const, kind: 'nearTerm' as const, limit: limits.nearWorkingDays ?? 0 };
      return null;
    };
    const rows = await tx
      .selectFrom('bookings')
      .select(['details', 'client', 'network', 'wide_network', 'hold_expires_at', 'status', 'starts_at', 'booked_at'])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', '=', 'booked'),
            eb.or([eb('hold_expires_at', 'is', null), eb('hold_expires_at', '>', at)]),
            eb('starts_at', '>', at),
          ]),
          eb('booked_at', '>', at - hourMs),
        ]),
      )
      .execute();
    const mailbox = mailboxOf(email);
    const domain = domainOf(mailbox);
    const seen = rows.map((row) => ({
      ...row,
      mailbox: mailboxOf((JSON.parse(row.details) as BookingDetails).email),
      future:
        row.status === 'booked' && (row.hold_expires_at === null || row.hold_expires_at > at) && row.starts_at > at,
    }));
    const future = seen.filter((row) => row.future);
    const ofMailbox = seen.filter((row) => row.mailbox === mailbox);
    const lastHour = ofMailbox.filter((row) => row.booked_at > at - hourMs).length;
    const mailboxFuture = ofMailbox.filter((row) => row.future);
    const refused =
      over('perEmail', limits.perEmail, mailboxFuture, Math.max(mailboxFuture.length, lastHour)) ??
      over(
        'perAddress',
        limits.perAddress,
        future.filter((row) => row.client === client),
      ) ??
      over(
        'perNetwork',
        limits.perNetwork,
        future.filter((row) => row.network === network),
      ) ??
      (isSharedMailDomain(domain)
        ? null
        : over(
            'perDomain',
            limits.perDomain,
            future.filter((row) => domainOf(row.mailbox) === domain),
          ));
    if (refused) return refused;
    const perWide = limits.nearPerWideNetwork ?? 0;
    if (perWide > 0 && wide && near(startsAt) && nearDays.next) {
      const wideNear = future.filter((row) => row.wide_network === wide && near(row.starts_at));
      if (wideNear.length >= perWide) return { ok: false, kind: 'nearWide', limit: perWide, from: nearDays.next };
    }
    const holds = future.filter((row) => row.hold_expires_at !== null);
    const fromNetwork = holds.filter((row) => row.network === network).length;
    if (fromNetwork > 0 && limits.heldAtOnce > 0 && holds.length >= limits.heldAtOnce)
      return { ok: false, kind: 'heldAtOnce', limit: limits.heldAtOnce };
    return null;
  }
}
