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
import { fairest, freeDirectors, type BusyLookup } from './availability';
import type { BookingConfig } from './config';
import { live, type BookingRepository } from './repository';
import type { BookingSchema } from './tables';

/** The limits a booking can meet (src/features/booking/rules.ts says what each counts). */
export type BookingLimit = 'perEmail' | 'perAddress' | 'perNetwork' | 'heldAtOnce';

/** A limit a new booking would pass, and its number. */
export interface OverLimit {
  ok: false;
  kind: BookingLimit;
  limit: number;
}

/** The Monday that starts the London week of `date`. */
const mondayOf = (date: IsoDate) => addDays(date, -((dayOfWeek(date) + 6) % 7));

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
   * the free directors take (the page filters by topic from this one answer).
   */
  async grid(topic?: string, except?: string): Promise<SlotDay[]> {
    const now = this.now();
    const { rules } = this.config;
    const days = windowDays(now, rules);
    const [first, last] = [days[0], days.at(-1)];
    if (!first || !last) return [];
    const held = await this.repository.held(
      this.db,
      now,
      londonInstant(first, '00:00').getTime() - this.maxBufferMs(),
      londonInstant(addDays(last, 1), '00:00').getTime() + this.maxBufferMs(),
      except,
    );
    const candidates = directorsFor(this.config.directors, topic);
    const earliest = new Map<string, number>();
    const times = startTimes(rules);
    return days.map((date) => ({
      date,
      slots: times.map((start) => {
        const slot = slotAt(date, start, rules);
        const { free } = freeDirectors(slot, candidates, { now, rules, held, busy: this.busy }, earliest);
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
    const held = await this.repository.held(tx, now, start.getTime() - margin, end.getTime() + margin, move?.id);
    const candidates = directorsFor(this.config.directors, topic);
    const { free, unavailable } = freeDirectors(slot, candidates, { now, rules, held, busy: this.busy });
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
   * Whether a new booking would pass a limit: future bookings (held or confirmed) per email and per
   * client address; unconfirmed holds per client network; and the site's unconfirmed holds at once,
   * which refuses only a network that already holds one, so that a bot's holds never refuse a
   * visitor from a network of their own.
   */
  async overLimit(
    tx: Transaction<BookingSchema>,
    email: string,
    client: string,
    network: string,
    now: Date,
  ): Promise<OverLimit | null> {
    const { limits } = this.config;
    const over = (limit: number, count: number) => limit > 0 && count >= limit;
    const future = await tx
      .selectFrom('bookings')
      .select(['details', 'client', 'network', 'hold_expires_at'])
      .where('status', '=', 'booked')
      .where(live(now.getTime()))
      .where('starts_at', '>', now.getTime())
      .execute();
    const byEmail = future.filter(
      (row) => (JSON.parse(row.details) as BookingDetails).email.toLowerCase() === email.toLowerCase(),
    );
    if (over(limits.perEmail, byEmail.length)) return { ok: false, kind: 'perEmail', limit: limits.perEmail };
    if (over(limits.perAddress, future.filter((row) => row.client === client).length))
      return { ok: false, kind: 'perAddress', limit: limits.perAddress };
    const holds = future.filter((row) => row.hold_expires_at !== null);
    const fromNetwork = holds.filter((row) => row.network === network).length;
    if (over(limits.perNetwork, fromNetwork)) return { ok: false, kind: 'perNetwork', limit: limits.perNetwork };
    if (fromNetwork > 0 && over(limits.heldAtOnce, holds.length))
      return { ok: false, kind: 'heldAtOnce', limit: limits.heldAtOnce };
    return null;
  }
}
