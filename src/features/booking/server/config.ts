import { paths } from '../../../config/route-table';
import { site } from '../../../config/site';
import { resolveDirectors, type Director } from '../directors';
import { bookingLimits, bookingRules, defaultHoldMinutes, proofOfWorkRules } from '../rules';
import type { BookingRules } from '../slots';
import { whole } from '../../../../server/platform/env-values';
import { loadRateLimit, type RateLimit } from '../../../../server/platform/forms/rate-limit';
import { servicePage } from '../../../../server/platform/service-pages';
import { loadBusyCalendarsConfig, type BusyCalendarsConfig } from './busy-calendars/config';

/**
 * The booking service's settings: the diary's rules and limits from src/features/booking/rules.ts,
 * the directors (src/features/booking/directors.ts) with their meeting links, their calendars, the
 * reminder, and the prerendered pages a plain form post is answered with. Tests and the benchmark
 * pass rules and limits of their own (a wider window, lifted limits).
 *
 *   BOOKING_MEETING_LINKS    whitespace-separated `director=address` pairs (an https address): each director's video
 *                            meeting room, kept out of the repository (anyone with it can knock)
 *   BOOKING_REMINDER_HOURS   the visitor's reminder comes this long before (24; 0: no reminders)
 *   BOOKING_HOLD_MINUTES     a new booking is held this long for the visitor to confirm from their email (60)
 *   BOOKING_BUSY_CALENDARS   the directors' own calendars (busy-calendars/config.ts)
 *   BOOKING_LIMIT_PER_EMAIL, _PER_ADDRESS, _PER_NETWORK, _PER_DOMAIN, _HELD
 *                            the limits (src/features/booking/rules.ts: 2, 2, 3, 4, 4; 0 lifts one)
 *   BOOKING_NEAR_WORKING_DAYS the window's first working days, in which each network, address, mailbox and
 *                            registered domain may hold one booking (2; 0: none)
 *   BOOKING_NEAR_PER_WIDE_NETWORK future bookings in those days from one IPv4 /16 or IPv6 /32 (2; 0: no limit)
 *   BOOKING_ALARM_PER_HOUR   bookings made in an hour past which health and an email to the firm
 *                            say the diary is filling too fast (12; 0: never)
 *   BOOKING_PROOF_OF_WORK    the hold request's proof of work, in leading zero bits of SHA-256 (unset or 0: off;
 *                            20 is the suggested setting: src/features/booking/rules.ts, proofOfWorkRules)
 */
export interface BookingConfig {
  rules: BookingRules;
  /** Bookings allowed (src/features/booking/rules.ts); 0 lifts that limit (benchmarks only). */
  limits: {
    perEmail: number;
    perAddress: number;
    perNetwork: number;
    perDomain: number;
    heldAtOnce: number;
    /** The window's first working days, in which each network, address, mailbox and domain books one (policy.ts); 0: none. */
    nearWorkingDays?: number;
    /** Future bookings in those days from one wide network (IPv4 /16, IPv6 /32: policy.ts); 0: no such limit. */
    nearPerWideNetwork?: number;
    movesPerBooking: number;
    /** Bookings made in an hour past which the diary is filling too fast (alarm.ts); 0: never. */
    alarmPerHour: number;
  };
  /** The proof of work a hold request must carry, in leading zero bits (server/proofs.ts); 0: none asked for. */
  proofOfWork: number;
  /** Booking requests (and manage actions) from one client address per window, as every form's (ENQUIRY_RATE_LIMIT). */
  rateLimit: RateLimit;
  /** Minutes a new booking is held for the visitor to confirm it; unconfirmed, it lapses and frees its time. */
  holdMinutes: number;
  /** Who takes consultations, in the order a tie between them is settled. */
  directors: Director[];
  busyCalendars: BusyCalendarsConfig;
  /** Hours before a consultation its reminder is due; 0: none. */
  reminderHours: number;
  /** The site's public origin (site.url), for the links in emails and answers; no slash at the end. */
  siteUrl: string;
  /** The prerendered confirmation and "not booked" pages the service renders the booking into (./pages.ts). */
  pages: { confirmation: string; notBooked: string; manage: string };
  /** The time now for the diary; tests set a fixed day (the service's clock otherwise). */
  clock?: () => Date;
}

/** BOOKING_MEETING_LINKS as director → link; an error naming the entry when one is wrong. */
export function parseMeetingLinks(value: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const entry of value.split(/\s+/).filter(Boolean)) {
    const [, director, link] = /^([a-z0-9-]+)=(https:\/\/\S+)$/.exec(entry) ?? [];
    if (!director || !link || !URL.canParse(link))
      throw new Error(`BOOKING_MEETING_LINKS: "${entry.replace(/=.*/, '=…')}" is not director=address (https).`);
    links[director] = link;
  }
  return links;
}

/** BOOKING_PROOF_OF_WORK: 0 (off) when unset; more than `highest` would keep a phone busy for minutes. */
function proofOfWorkSetting(env: NodeJS.ProcessEnv): number {
  const difficulty = whole(env, 'BOOKING_PROOF_OF_WORK', 0);
  if (difficulty > proofOfWorkRules.highest)
    throw new Error(`BOOKING_PROOF_OF_WORK must be at most ${proofOfWorkRules.highest}, not "${difficulty}".`);
  return difficulty;
}

export function loadBookingConfig(env: NodeJS.ProcessEnv = process.env): BookingConfig {
  const directors = resolveDirectors(undefined, parseMeetingLinks(env.BOOKING_MEETING_LINKS ?? ''));
  const busyCalendars = loadBusyCalendarsConfig(env);
  for (const feed of busyCalendars.feeds)
    if (feed.director !== '*' && !directors.some((director) => director.id === feed.director))
      throw new Error(`BOOKING_BUSY_CALENDARS names "${feed.director}", who is not a director taking consultations.`);
  return {
    // Wider windows and lifted limits are for benchmarks (npm run bench:serve); 0 lifts a limit.
    rules: {
      ...bookingRules,
      windowWorkingDays: whole(env, 'BOOKING_WINDOW_WORKING_DAYS', bookingRules.windowWorkingDays, 1),
    },
    limits: {
      perEmail: whole(env, 'BOOKING_LIMIT_PER_EMAIL', bookingLimits.perEmail),
      perAddress: whole(env, 'BOOKING_LIMIT_PER_ADDRESS', bookingLimits.perAddress),
      perNetwork: whole(env, 'BOOKING_LIMIT_PER_NETWORK', bookingLimits.perNetwork),
      perDomain: whole(env, 'BOOKING_LIMIT_PER_DOMAIN', bookingLimits.perDomain),
      heldAtOnce: whole(env, 'BOOKING_LIMIT_HELD', bookingLimits.heldAtOnce),
      nearWorkingDays: whole(env, 'BOOKING_NEAR_WORKING_DAYS', bookingLimits.nearWorkingDays),
      nearPerWideNetwork: whole(env, 'BOOKING_NEAR_PER_WIDE_NETWORK', bookingLimits.nearPerWideNetwork),
      movesPerBooking: bookingLimits.movesPerBooking,
      alarmPerHour: whole(env, 'BOOKING_ALARM_PER_HOUR', bookingLimits.alarmPerHour),
    },
    proofOfWork: proofOfWorkSetting(env),
    rateLimit: loadRateLimit(env),
    holdMinutes: whole(env, 'BOOKING_HOLD_MINUTES', defaultHoldMinutes, 1),
    directors,
    busyCalendars,
    reminderHours: whole(env, 'BOOKING_REMINDER_HOURS', 24),
    siteUrl: site.url,
    pages: {
      confirmation: servicePage(env, paths.bookingBooked),
      notBooked: servicePage(env, paths.bookingNotBooked),
      manage: servicePage(env, paths.bookingManage),
    },
  };
}
