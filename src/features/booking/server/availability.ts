import { dayName } from '../../../platform/calendar/opening-hours';
import type { Director } from '../directors';
import { earliestStart, slotInstants, type BookingRules, type Slot } from '../slots';
import { minutesOf } from '../times';
import type { Interval } from './busy-calendars/intervals';
import { firmDiary } from './record';

/**
 * Who can take a slot: pure, on what the service read (the bookings that hold time, each
 * director's busy calendar). A director can take a slot within their hours, with their notice,
 * when neither a booking of theirs (its end plus their buffer, as the database holds it) nor a busy
 * time in their calendar (with their buffer either side) comes closer than their buffer. A director
 * whose calendar has never been read offers nothing. The database refuses the same overlap of
 * bookings again (server/platform/db/migrations.ts), so a race cannot double-book.
 */

/** A booking's hold on a diary: from its start to its end plus the buffer it was booked with. */
export interface Held {
  diary: string;
  from: number;
  until: number;
}

/** A director's busy time from their calendar: 'unknown' when it has never been read. */
export type BusyLookup = (director: string, fromMs: number, toMs: number) => 'unknown' | Interval[];

export const noBusyCalendars: BusyLookup = () => [];

/** Why no director could take a slot: outside everyone's hours, inside everyone's notice, or taken. */
export type Unavailable = 'notOffered' | 'tooSoon' | 'taken';

export interface Availability {
  now: Date;
  rules: BookingRules;
  held: readonly Held[];
  busy: BusyLookup;
}

/** What a director holds when they take a slot: the consultation and their buffer after it. */
export const holdFor = (slot: Slot, director: Pick<Director, 'bufferMinutes'>) => {
  const { start, end } = slotInstants(slot);
  return { from: start.getTime(), until: end.getTime() + director.bufferMinutes * 60_000 };
};

/** Whether a slot lies within a director's hours on its weekday. */
export function withinHours(slot: Slot, director: Director): boolean {
  const hours = director.hours[dayName(slot.date)];
  return !!hours && minutesOf(slot.start) >= minutesOf(hours.opens) && minutesOf(slot.end) <= minutesOf(hours.closes);
}

/**
 * The directors among `candidates` free for `slot`, in their order; or, when none is, why. Each
 * director's earliest start is computed once per `earliest` cache (a grid asks for hundreds of slots).
 */
export function freeDirectors(
  slot: Slot,
  candidates: readonly Director[],
  { now, rules, held, busy }: Availability,
  earliest: Map<string, number> = new Map(),
): { free: Director[]; unavailable: Unavailable | null } {
  const { start, end } = slotInstants(slot);
  const free: Director[] = [];
  let inHours = false;
  let inNotice = false;
  for (const director of candidates) {
    if (!withinHours(slot, director)) continue;
    inHours = true;
    let first = earliest.get(director.id);
    if (first === undefined) {
      const lead = Math.max(rules.leadWorkingMinutes, director.noticeWorkingMinutes);
      first = earliestStart(now, { ...rules, leadWorkingMinutes: lead }).getTime();
      earliest.set(director.id, first);
    }
    if (start.getTime() < first) continue;
    inNotice = true;
    const buffer = director.bufferMinutes * 60_000;
    const from = start.getTime();
    const until = end.getTime() + buffer;
    const clash = held.some(
      (hold) => (hold.diary === director.id || hold.diary === firmDiary) && hold.from < until && hold.until > from,
    );
    if (clash) continue;
    const calendar = busy(director.id, from - buffer, until);
    if (calendar === 'unknown' || calendar.length > 0) continue;
    free.push(director);
  }
  if (free.length) return { free, unavailable: null };
  return { free, unavailable: !inHours ? 'notOffered' : !inNotice ? 'tooSoon' : 'taken' };
}

/**
 * The fairest of the free directors: the one already holding the fewest bookings in the slot's
 * week (`weekCounts`), the declared order settling a tie; `prefer` (the director a moved booking
 * already has) first when free.
 */
export function fairest(
  free: readonly Director[],
  weekCounts: ReadonlyMap<string, number>,
  prefer?: string,
): Director | undefined {
  const preferred = free.find((director) => director.id === prefer);
  if (preferred) return preferred;
  return [...free].sort((a, b) => (weekCounts.get(a.id) ?? 0) - (weekCounts.get(b.id) ?? 0))[0];
}
