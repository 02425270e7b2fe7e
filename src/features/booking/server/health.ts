import { Cached } from '../../../../server/platform/cached';
import type { FeatureHealth } from '../../../../server/platform/feature';
import { londonDate } from '../../../platform/calendar/london-time';
import { bankHolidayCoverage, bankHolidayCoverageWarning } from '../../../platform/calendar/working-days';
import { windowDays } from '../slots';
import { everyone } from './busy-calendars/config';
import type { BookingService } from './service';
import { fillingFast, fillingFastProblem } from './alarm';

/**
 * The booking's part of /api/health: what a visitor meets on /book, said where the firm looks
 * (issue 45, item 4). Each of these once left the diary closed with health "ok":
 *   - the bank holidays on file have run out, so the window holds no day at all;
 *   - a busy calendar has never been read (its director, or for `*` everyone, is offered nothing);
 *   - no time can be offered in the window, for any topic (calendars stale, every time taken);
 *   - the diary filling faster than people book (alarm.ts), while there are times left to save.
 * The grid is worked out at most once a minute, however often health is asked.
 */
const gridCheckMs = 60_000;
const freeTimes = new WeakMap<BookingService, Cached<number>>();

function countFree(bookings: BookingService): Promise<number> {
  let cached = freeTimes.get(bookings);
  if (!cached) {
    cached = new Cached(gridCheckMs, async () =>
      (await bookings.grid()).reduce((sum, day) => sum + day.slots.filter((slot) => slot.free).length, 0),
    );
    freeTimes.set(bookings, cached);
  }
  return cached.get();
}

export async function bookingHealth(bookings: BookingService): Promise<FeatureHealth> {
  const now = bookings.now();
  const busyCalendars = bookings.calendars?.status() ?? [];
  const problems: string[] = [];
  const days = windowDays(now, bookings.config.rules).length;
  if (days === 0)
    problems.push(
      `No day can be booked: the bank holidays on file end on ${bankHolidayCoverage.to}. Add the next year from GOV.UK (docs/key-dates.md) and rebuild.`,
    );
  for (const feed of busyCalendars) {
    const whose = `The busy calendar of ${feed.director === everyone ? 'everyone (*)' : feed.director} (${feed.url})`;
    if (feed.lastSuccessAt === null && feed.lastError !== null)
      problems.push(
        `${whose} has never been read (${feed.lastError}): ${feed.director === everyone ? 'no director is offered any time' : 'they are offered no times'}.`,
      );
    else if (feed.overBudget)
      problems.push(
        `${whose} is over its budget (${feed.lastError}): the busy times read at ${feed.lastSuccessAt} are kept until it is read within it.`,
      );
  }
  const free = days > 0 ? await countFree(bookings) : 0;
  const { alarmPerHour } = bookings.config.limits;
  const made = alarmPerHour > 0 ? await bookings.madeLastHour() : 0;
  const { proofOfWork } = bookings.config;
  if (fillingFast(made, alarmPerHour)) problems.push(fillingFastProblem(made, alarmPerHour, proofOfWork));
  if (days > 0 && free === 0)
    problems.push(`No time can be offered in the next ${days} working days, for any topic: /book shows none.`);
  return {
    /**
     * The last day the bank holidays on file cover (no booking is offered after it), and a warning
     * once that is less than 12 months away: add the next year from GOV.UK and rebuild.
     */
    calendar: {
      bankHolidaysUntil: bankHolidayCoverage.to,
      warning: bankHolidayCoverageWarning(londonDate(now)),
    },
    /** Free times in the window now, for any topic (at most a minute old). */
    freeTimes: free,
    /**
     * The directors' own calendars (BOOKING_BUSY_CALENDARS): each feed's last success and error,
     * its URL as scheme and host only. A feed never read means its director is offered no slots.
     */
    busyCalendars,
    /** The hold request's proof of work (BOOKING_PROOF_OF_WORK): on or off, and how many leading zero bits. */
    proofOfWork: { on: proofOfWork > 0, difficulty: proofOfWork },
    problems,
  };
}
