import { addDays, daysBetween, isIsoDate, type IsoDate } from '../../platform/calendar/dates';
import { londonDate, londonInstant } from '../../platform/calendar/london-time';
import { bankHolidayCoverage, isWorkingDay } from '../../platform/calendar/working-days';
import { minutesOf, startTimes, timeOf } from './times';

export { startTimes };

/**
 * Consultation slots as pure functions of the rules and the time now: the same on the server, at
 * build time and in a browser in any time zone, since every time here is a London wall time read
 * through the shared calendar (src/platform/calendar/).
 */
export interface BookingRules {
  slotMinutes: number;
  windowWorkingDays: number;
  leadWorkingMinutes: number;
  /** Opening and closing time, "HH:MM" (London). */
  opens: string;
  closes: string;
}

/** A slot by its London start: "2026-12-01T10:00". */
export type SlotId = `${IsoDate}T${string}`;

export interface Slot {
  id: SlotId;
  date: IsoDate;
  /** London start and end, "10:00" and "10:30". */
  start: string;
  end: string;
}

export interface SlotDay {
  date: IsoDate;
  /**
   * `free`: someone can take it. `topics`, in the service's grid for every topic: the topics a
   * director free then takes (none given: any topic), so that the page shows each topic's free
   * times from one answer, without asking again when the visitor changes topic.
   */
  slots: (Slot & { free: boolean; topics?: string[] })[];
}

/** The grid as one topic sees it: a slot is free when a director free then takes the topic. */
export function gridForTopic(days: readonly SlotDay[], topic: string | undefined): SlotDay[] {
  if (!topic) return [...days];
  return days.map((day) => ({
    date: day.date,
    slots: day.slots.map((slot) => ({ ...slot, free: slot.free && (!slot.topics || slot.topics.includes(topic)) })),
  }));
}

/** Why a slot cannot be booked (none when it can). */
export type SlotProblem = 'notASlot' | 'notOffered' | 'tooSoon';

/** The slot starting at `start` on `date`. */
export function slotAt(date: IsoDate, start: string, rules: BookingRules): Slot {
  return { id: `${date}T${start}`, date, start, end: timeOf(minutesOf(start) + rules.slotMinutes) };
}

/** The slot a "YYYY-MM-DDTHH:MM" id names, or null for anything else (whatever the rules). */
export function parseSlotId(value: unknown, rules: BookingRules): Slot | null {
  if (typeof value !== 'string') return null;
  const [, date = '', start = '', hours = '', minutes = ''] =
    /^(\d{4}-\d{2}-\d{2})T((\d{2}):(\d{2}))$/.exec(value) ?? [];
  if (!isIsoDate(date) || Number(hours) > 23 || Number(minutes) > 59) return null;
  return slotAt(date, start, rules);
}

/** The London instants a slot starts and ends. */
export function slotInstants(slot: Slot): { start: Date; end: Date } {
  return { start: londonInstant(slot.date, slot.start), end: londonInstant(slot.date, slot.end) };
}

/**
 * The days offered at `now`: the next `windowWorkingDays` working days, from the next working day,
 * and none past the bank holidays on file: a day nobody can say is a working day is not offered
 * (health warns months before the file runs out).
 */
export function windowDays(now: Date, rules: BookingRules): IsoDate[] {
  const days: IsoDate[] = [];
  let day = londonDate(now);
  while (days.length < rules.windowWorkingDays) {
    do day = addDays(day, 1);
    while (day <= bankHolidayCoverage.to && !isWorkingDay(day));
    if (day > bankHolidayCoverage.to) break;
    days.push(day);
  }
  return days;
}

/**
 * The earliest instant a slot may start when booked at `now`: `leadWorkingMinutes` of opening
 * hours later, counting only working days (so the notice given on a Friday afternoon runs on into
 * Monday morning, not over the weekend).
 */
export function earliestStart(now: Date, rules: BookingRules): Date {
  let left = rules.leadWorkingMinutes;
  let day = londonDate(now);
  for (;;) {
    // Past the bank holidays on file no day is offered: nothing can start early enough.
    if (day > bankHolidayCoverage.to) return new Date(8.64e15);
    if (isWorkingDay(day)) {
      const opens = londonInstant(day, rules.opens).getTime();
      const closes = londonInstant(day, rules.closes).getTime();
      const from = Math.max(opens, now.getTime());
      if (from < closes) {
        const available = (closes - from) / 60_000;
        if (left <= available) return new Date(from + left * 60_000);
        left -= available;
      }
    }
    day = addDays(day, 1);
  }
}

/** Why `slot` cannot be booked at `now` (leaving aside whether someone took it), or null when it can. */
export function slotProblem(slot: Slot, now: Date, rules: BookingRules): SlotProblem | null {
  if (!startTimes(rules).includes(slot.start)) return 'notASlot';
  if (!windowDays(now, rules).includes(slot.date)) return 'notOffered';
  if (slotInstants(slot).start < earliestStart(now, rules)) return 'tooSoon';
  return null;
}

/** The grid at `now`: each day of the window with its slots, those taken or too soon marked not free. */
export function slotGrid(now: Date, rules: BookingRules, taken: ReadonlySet<string>): SlotDay[] {
  const earliest = earliestStart(now, rules).getTime();
  const times = startTimes(rules);
  return windowDays(now, rules).map((date) => {
    // One London lookup a day: the clocks change at 01:00 or 02:00 on a Sunday, never in opening hours.
    const opens = londonInstant(date, rules.opens).getTime();
    return {
      date,
      slots: times.map((start) => {
        const slot = slotAt(date, start, rules);
        const startsAt = opens + (minutesOf(start) - minutesOf(rules.opens)) * 60_000;
        return { ...slot, free: !taken.has(slot.id) && startsAt >= earliest };
      }),
    };
  });
}

/** Minutes from the window's first day to a slot's start, by the London clock: for nearness, not for instants. */
const wallMinutes = (slot: Slot, from: IsoDate) => daysBetween(from, slot.date) * 24 * 60 + minutesOf(slot.start);

/** The free slots nearest to `slot` in time (before or after), nearest first. */
export function nearestFree(grid: readonly SlotDay[], slot: Slot, count: number): Slot[] {
  const from = grid[0]?.date ?? slot.date;
  const target = wallMinutes(slot, from);
  return grid
    .flatMap((day) => day.slots.filter((candidate) => candidate.free))
    .map((candidate) => ({ candidate, distance: Math.abs(wallMinutes(candidate, from) - target) }))
    .sort((a, b) => a.distance - b.distance || a.candidate.id.localeCompare(b.candidate.id))
    .slice(0, count)
    .map(({ candidate }) => ({ id: candidate.id, date: candidate.date, start: candidate.start, end: candidate.end }));
}
