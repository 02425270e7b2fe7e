import { site } from '../../config/site';

/**
 * The consultation diary's rules, declared once: the /book page, the booking service and the
 * benchmark read them (the benchmark and the tests pass their own, see `BookingRules`). Hours are
 * the firm's opening hours (`site.hours`); everything is London time.
 */
export const bookingRules = {
  /** A consultation lasts this long, and slots start this often, from opening time. */
  slotMinutes: 30,
  /** Offered: this many working days, starting the next working day. */
  windowWorkingDays: 15,
  /** A slot starts at least this many minutes of opening hours after the booking (Friday 16:00 skips to Monday). */
  leadWorkingMinutes: 4 * 60,
  opens: site.hours.weekdays.opens,
  closes: site.hours.weekdays.closes,
} as const;

/** How many bookings the service accepts, so that a bot cannot fill the diary. */
export const bookingLimits = {
  /** Future bookings one email address may hold. */
  perEmail: 2,
  /** Future bookings one client address may hold. */
  perAddress: 2,
  /** Bookings made across the whole site in one London day. */
  perDay: 30,
  /** Times one booking may be moved with its link (each move emails both sides); then, a call. */
  movesPerBooking: 3,
} as const;
