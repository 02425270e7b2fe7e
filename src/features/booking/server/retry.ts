import type { BookingDetails } from '../fields';
import type { Slot } from '../slots';
import { fromRow, lapsedReason, type Row } from './repository';
import type { BookingOutcome } from './service';

/**
 * Whether a post is a retry of the booking asked for as `earlier`: the same slot and every detail
 * alike, as an app's retry sends them. Anything else with the same id is someone else's post, which
 * is neither answered with that booking (its time and director) nor spared the rate limit.
 */
export function sameRequest(
  earlier: { slot: Slot; details: BookingDetails },
  slot: Slot,
  details: BookingDetails,
): boolean {
  const [before, now] = [earlier.details as Record<string, unknown>, details as Record<string, unknown>];
  const names = new Set([...Object.keys(before), ...Object.keys(now)]);
  return earlier.slot.id === slot.id && [...names].every((name) => before[name] === now[name]);
}

/**
 * What a retried booking id is answered with: the booking as it is now, not as it was first made.
 * A hold that lapsed (or lapsed as another visitor confirmed its time first) and a cancelled
 * booking are said to be so, never "booked" again with a past or empty hold.
 */
export function repeatedOutcome(row: Row, now: number): BookingOutcome {
  const lapsed =
    row.hold_expires_at !== null &&
    (row.status === 'booked' ? row.hold_expires_at <= now : row.cancel_reason === lapsedReason);
  if (lapsed) return { ok: false, kind: 'lapsed' };
  if (row.status === 'cancelled') return { ok: false, kind: 'cancelled' };
  return { ok: true, booking: fromRow(row), manageUrl: null };
}
