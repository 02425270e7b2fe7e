import { slotInstants, type Slot } from '../slots';
import { describeSlot } from '../format';

/**
 * A visitor's own time: their browser sends its time zone (an IANA name), which is kept only if
 * Intl knows it, so nothing but a real zone's name reaches an email or a page.
 */
export function checkedTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const wall = (instant: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`, time: `${parts.hour}:${parts.minute}` };
};

/**
 * "Tuesday 1 December 2026, 05:00 to 05:30 (your time, America/New_York)": the slot on the
 * visitor's clock, or null when it reads the same as London's (a visitor in London, or Dublin).
 */
export function describeInTheirTime(slot: Slot, timeZone: string | null): string | null {
  if (!timeZone) return null;
  const { start, end } = slotInstants(slot);
  const [from, to] = [wall(start, timeZone), wall(end, timeZone)];
  const [londonFrom, londonTo] = [wall(start, 'Europe/London'), wall(end, 'Europe/London')];
  if (from.day === londonFrom.day && from.time === londonFrom.time && to.time === londonTo.time) return null;
  const until = to.day === from.day ? to.time : `${to.day}, ${to.time}`;
  return `${from.day}, ${from.time} to ${until} (your time, ${timeZone})`;
}

/** The slot in London time and, where it differs, the visitor's. */
export function whenLines(slot: Slot, timeZone: string | null): string[] {
  const theirs = describeInTheirTime(slot, timeZone);
  return theirs ? [describeSlot(slot), theirs] : [describeSlot(slot)];
}
