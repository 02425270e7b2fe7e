import path from 'node:path';
import { bookingLimits, bookingRules } from '../rules';
import type { BookingRules } from '../slots';
import { whole } from '../../../../server/env-values';
import { projectRoot } from '../../../../server/project-root';

/**
 * The booking service's settings: the diary's rules and limits from src/features/booking/rules.ts, and the
 * prerendered pages a plain form post is answered with. Tests and the benchmark pass rules and
 * limits of their own (a wider window, a higher daily cap).
 */
export interface BookingConfig {
  rules: BookingRules;
  /** Bookings allowed (src/features/booking/rules.ts); 0 lifts that limit (benchmarks only). */
  limits: { perEmail: number; perAddress: number; perDay: number };
  /** The prerendered confirmation and "not booked" pages the service writes the booking into. */
  pages: { confirmation: string; notBooked: string };
  /** The time now for the diary; tests set a fixed day (the service's clock otherwise). */
  clock?: () => Date;
}

export function loadBookingConfig(env: NodeJS.ProcessEnv = process.env): BookingConfig {
  const dist = (page: string) => path.join(env.BOOKING_PAGES_DIR || path.join(projectRoot, 'dist'), page, 'index.html');
  return {
    // Wider windows and lifted limits are for benchmarks (npm run bench:serve); 0 lifts a limit.
    rules: {
      ...bookingRules,
      windowWorkingDays: whole(env, 'BOOKING_WINDOW_WORKING_DAYS', bookingRules.windowWorkingDays, 1),
    },
    limits: {
      perEmail: whole(env, 'BOOKING_LIMIT_PER_EMAIL', bookingLimits.perEmail),
      perAddress: whole(env, 'BOOKING_LIMIT_PER_ADDRESS', bookingLimits.perAddress),
      perDay: whole(env, 'BOOKING_LIMIT_PER_DAY', bookingLimits.perDay),
    },
    pages: { confirmation: dist('book/booked'), notBooked: dist('book/not-booked') },
  };
}
