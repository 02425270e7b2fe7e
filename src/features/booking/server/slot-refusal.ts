import { isWeekend, type IsoDate } from '../../../platform/calendar/dates';
import { formatLongDate } from '../../../platform/calendar/format';
import { isBankHoliday } from '../../../platform/calendar/working-days';
import { bookingCopy } from '../fields';
import type { Slot, SlotProblem } from '../slots';

/**
 * Why the service refused the time a visitor asked for, in words that say what to do (WCAG 3.3.3):
 * a plain form can send any date, a weekend or a bank holiday included, and "Choose one of the
 * times offered" means nothing where no time was offered. `days` are the days open for booking now.
 */
export function slotRefusal(slot: Slot, problem: SlotProblem, days: readonly IsoDate[]): string {
  if (problem === 'tooSoon') return bookingCopy.slotTooSoon;
  if (problem === 'notASlot') return bookingCopy.slotInvalid;
  const words = bookingCopy.slotNotOffered;
  const [first, last] = [days[0], days.at(-1)];
  if (first && slot.date < first) return words.before(formatLongDate(first));
  if (last && slot.date > last) return words.after(formatLongDate(last));
  if (isWeekend(slot.date)) return words.weekend;
  // Inside the window, so inside the bank holidays on file (windowDays stops where they do).
  if (isBankHoliday(slot.date)) return words.bankHoliday(formatLongDate(slot.date));
  return words.hours;
}
