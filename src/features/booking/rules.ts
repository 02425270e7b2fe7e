import { site } from '../../config/site';
import { consultationMinutes } from '../../content/consultation';

/**
 * The consultation diary's rules, declared once: the /book page, the booking service and the
 * benchmark read them (the benchmark and the tests pass their own, see `BookingRules`). Hours are
 * the firm's opening hours (`site.hours`); everything is London time.
 */
export const bookingRules = {
  /** A consultation lasts this long, and slots start this often, from opening time. */
  slotMinutes: consultationMinutes,
  /** Offered: this many working days, starting the next working day. */
  windowWorkingDays: 15,
  /** A slot starts at least this many minutes of opening hours after the booking (Friday 16:00 skips to Monday). */
  leadWorkingMinutes: 4 * 60,
  opens: site.hours.weekdays.opens,
  closes: site.hours.weekdays.closes,
} as const;

/** How many bookings the service accepts, so that a bot cannot fill the diary. */
export const bookingLimits = {
  /**
   * Future bookings one mailbox may hold (its case and `+tags` folded, and dots where its provider ignores them), and
   * "confirm it" emails it may be sent in an hour, whatever the networks asking.
   */
  perEmail: 2,
  /** Future bookings one client address may hold, confirmed or not. */
  perAddress: 2,
  /** Future bookings, held or confirmed, made from one client network (IPv4 /24, IPv6 /48) that day. */
  perNetwork: 3,
  /** Future bookings, held or confirmed, for addresses at one registered mail domain and its subdomains (not a shared one such as gmail.com). */
  perDomain: 4,
  /**
   * Unconfirmed bookings the whole site holds at once, past which a network that already holds one
   * is refused (a network holding none is always heard), and new holds stop keeping their times
   * from others: the first visitor to confirm a time gets it, so a bot's holds cannot close the
   * diary. The holds made before keep theirs for their hour. Four held at once (each with the
   * buffer after it, two of a day's seventeen times) leave most of the first two working days
   * free (eight left the first day and a half full: npm run bench:bot); a small firm's visitors
   * confirm within minutes, so rarely hold more.
   */
  heldAtOnce: 4,
  /**
   * The window's first working days, in which one network, one address, one mailbox and one
   * registered domain (not a shared provider's) may each hold one future booking, within the limits
   * above, and one wide network `nearPerWideNetwork`: a bot needs a /24 and a registered domain of
   * its own for every near booking and a /16 for every two (one director's topic holds 8 to 15
   * there), and a visitor from a fresh network finds one (docs/bookings.md, "What a bot needs to
   * empty the diary"). 0: no such days.
   */
  nearWorkingDays: 2,
  /**
   * Future bookings one wide network (IPv4 /16, IPv6 /32: a provider's block, client-network.ts)
   * may hold in the near days. /24s are cheap to rent by the dozen from one host, /16s are not: at
   * 2, the 8 to 15 near bookings of one director's topic cost a bot 4 to 8 /16s as well as a /24
   * and a domain each (npm run bench:bot: on a Sunday, with 15 near times free, 5 /16s took them
   * all, 4 did not). The cost falls on real visitors too: one whose /16 (their provider's, shared
   * with its other customers) already holds 2 near bookings that day is refused the near days only,
   * told so, and offered every later time; a small firm's visitors rarely book two near times from
   * one provider's /16 in a day. 0: no limit.
   */
  nearPerWideNetwork: 2,
  /** Times one booking may be moved with its link (each move emails both sides); then, a call. */
  movesPerBooking: 3,
  /**
   * Bookings made in the last hour (held or confirmed, whatever became of them since) past which
   * the diary is filling faster than people book: /api/health says so, and the firm gets one email
   * that London day. A small firm's visitors make a few a day; 12 in an hour is four networks'
   * whole day's share (`perNetwork`) at once.
   */
  alarmPerHour: 12,
} as const;

/**
 * The proof of work a hold request may be asked for (BOOKING_PROOF_OF_WORK, off unless set;
 * docs/bookings.md, "A stronger check"): the browser finds a number that makes the SHA-256 of the
 * service's challenge and that number start with `difficulty` zero bits (2^difficulty hashes on
 * average), so each hold costs its maker that much work. A challenge is good for `lifeMinutes`,
 * once. `suggested` is the difficulty to switch on: 1,048,576 hashes on average, about 2 seconds
 * in Chromium at 4x CPU throttling (a mid-range phone; npm run bench:proof), and 1.4 CPU-seconds
 * of a bot hashing with Node's native SHA-256: each step up doubles both.
 */
export const proofOfWorkRules = { suggested: 20, highest: 30, lifeMinutes: 5 } as const;

/** How long a booking is held, unconfirmed, for the visitor to confirm it from their email (BOOKING_HOLD_MINUTES). */
export const defaultHoldMinutes = 60;

/**
 * The firm's offer of other times (server/offers.ts): at most `times` of a director's free times at
 * once, held for the visitor for `lifeHours` (or until the earliest of them starts, if sooner), and
 * kept `keptDays` after the offer ends so that its links still say what became of it.
 */
export const offerRules = { times: 3, lifeHours: 48, keptDays: 7 } as const;
