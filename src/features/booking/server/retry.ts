import { fromRow, lapsedReason, type Row } from './repository';
import type { BookingOutcome } from './service';

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
