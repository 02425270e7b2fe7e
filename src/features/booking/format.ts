import { formatLongDate } from '../../platform/calendar/format';
import type { Slot } from './slots';

/** Said after every time on the site and in the email: the times are the firm's, whatever the reader's clock. */
export const londonTimeLabel = '(London time)';

/** "Tuesday 1 December 2026, 10:00 to 10:30 (London time)". */
export function describeSlot(slot: Slot): string {
  return `${formatLongDate(slot.date)}, ${slot.start} to ${slot.end} ${londonTimeLabel}`;
}
