import type { BookingDetails } from '../fields';
import type { Slot } from '../slots';

/** The diary every booking is in until directors have diaries of their own. */
export const firmDiary = 'firm';

/** One booking as the service keeps it, and as its message to the firm carries it. */
export interface BookingRecord {
  /** A UUID, made by the visitor's browser or the service: a retry of it answers as the first time did. */
  id: string;
  /** London date, start and end, as booked (the rules may change later; the booking does not). */
  slot: Slot;
  details: BookingDetails;
  /** ISO 8601, when the service accepted it. */
  bookedAt: string;
  /** The path on this site it was booked from, if known. */
  sourcePage: string | null;
}

/** A cancelled booking, with when and why. */
export interface CancelledBooking {
  booking: BookingRecord;
  cancelledAt: string;
  reason: string;
}
