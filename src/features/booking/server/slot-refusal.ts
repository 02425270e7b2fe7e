import { isWeekend, type IsoDate } from '../../../platform/calendar/dates';
import { formatLongDate } from '../../../platform/calendar/format';
import { isBankHoliday } from '../../../platform/calendar/working-days';
import { bookingCopy } from '../fields';
import { site } from '../../../config/site';
import { phoneInText } from '../../../content/reply-words';
import type { Slot, SlotProblem } from '../slots';

/**
 * Why a date or time a plain form sent is not offered (the nearest free times follow it on the
 * page). Here, not with the booking's words in ../copy.ts: only the service says these, and /book's
 * first load carries those.
 */
export const slotNotOffered = {
  weekend: 'We do not hold consultations at weekends: choose a weekday.',
  bankHoliday: (date: string) => `${date} is a bank holiday, when we are closed: choose another day.`,
  before: (first: string) => `The first day you can book is ${first}: choose that day or a later one.`,
  after: (last: string) => `We take bookings up to ${last}: choose that day or an earlier one.`,
  hours: 'No director who takes this topic is free at that time of day: choose another time.',
  none: `No times are open for booking just now. Call ${phoneInText} or email ${site.email} and we will find one.`,
} as const;

/**
 * Why the service refused the time a visitor asked for, in words that say what to do (WCAG 3.3.3):
 * a plain form can send any date, a weekend or a bank holiday included, and "Choose one of the
 * times offered" means nothing where no time was offered. `days` are the days open for booking now.
 */
export function slotRefusal(slot: Slot, problem: SlotProblem, days: readonly IsoDate[]): string {
  if (problem === 'tooSoon') return bookingCopy.slotTooSoon;
  if (problem === 'notASlot') return bookingCopy.slotInvalid;
  const words = slotNotOffered;
  const [first, last] = [days[0], days.at(-1)];
  // No day open at all (the bank holidays on file have run out): nothing to choose instead.
  if (!first || !last) return words.none;
  // A weekend first, wherever it is: the reason a visitor can act on whatever day they try next.
  if (isWeekend(slot.date)) return words.weekend;
  if (slot.date < first) return words.before(formatLongDate(first));
  if (slot.date > last) return words.after(formatLongDate(last));
  // Inside the window, so inside the bank holidays on file (windowDays stops where they do).
  if (isBankHoliday(slot.date)) return words.bankHoliday(formatLongDate(slot.date));
  return words.hours;
}
