import type { BookingDetails } from '../../src/content/booking';
import type { Slot } from '../../src/lib/booking/slots';

/** One booking as the diary keeps it (its slot's claim file) and as the spool carries it to the firm. */
export interface BookingRecord {
  /** A UUID: also its id in the enquiry spool, so it is emailed once. */
  id: string;
  /** London date, start and end, as booked (the rules may change later; the booking does not). */
  slot: Slot;
  details: BookingDetails;
  /** ISO 8601, when the service accepted it. */
  bookedAt: string;
  /**
   * The client address, salted and hashed (the per-address limit): the address itself is never
   * written down.
   */
  client: string;
}
