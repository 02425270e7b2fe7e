import type { BookingRules } from './slots';

/**
 * Slot times of day, with nothing of the calendar: the page's plain time choice needs only these,
 * without the bank holidays.
 */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The start times of a working day: from opening, every slot length, the last ending by closing. */
export function startTimes(rules: BookingRules): string[] {
  const times: string[] = [];
  for (
    let start = minutesOf(rules.opens);
    start + rules.slotMinutes <= minutesOf(rules.closes);
    start += rules.slotMinutes
  )
    times.push(timeOf(start));
  return times;
}
