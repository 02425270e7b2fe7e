import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { bookingCopy, slotField, type BookingDetails } from '../../fields';
import { apiPaths, bookingPaths } from '../../../../config/paths';
import { nearestFree, parseSlotId, windowDays, type Slot } from '../../slots';
import { isFormPost } from '../../../../../server/platform/http/api-guards';
import { isRecordId } from '../../../../../server/platform/db/record-id';
import { formSource } from '../../../../../server/platform/http/source-page';
import { validateBooking } from '../answers';
import { whereText } from '../calendar';
import { bookingInWords } from '../pages';
import type { BookingRecord } from '../record';
import { alternatives, type BookingOutcome, type BookingService } from '../service';
import { slotRefusal } from '../slot-refusal';
import { sameRequest } from '../retry';
import { checkedTimeZone, describeInTheirTime } from '../their-time';
import { actionRouter, slotRequested, type BookingRoutes } from './kit';
import type { BookingRefusals } from './refusals';
import { proofAccepted } from './proof';
import { bookingGuards, bookingRoutes } from '../http';

/** What the app is told about a booking it made: what the confirmation shows. */
function bookingAnswer(bookings: BookingService, booking: BookingRecord, manageUrl: string | null) {
  const director = bookings.director(booking.director);
  return {
    id: booking.id,
    slot: booking.slot,
    inWords: bookingInWords(booking),
    inTheirTime: describeInTheirTime(booking.slot, booking.timeZone),
    director: director ? { id: director.id, name: director.name, role: director.role } : null,
    // A video call's room only once confirmed: whoever posts a booking is not yet known to hold the email.
    where: whereText(booking.details.format, booking.holdExpiresAt ? null : director),
    confirmation: bookingPaths.confirmation(booking.id),
    calendar: bookingPaths.calendar(booking.id),
    manageUrl,
    heldUntil: booking.holdExpiresAt ?? null,
    holdMinutes: bookings.config.holdMinutes,
  };
}

/** The answer to a booking made (or retried): its page's address carries the receipt that opens it. */
async function answerBooked(
  bookings: BookingService,
  req: Request,
  res: Response,
  booked: { booking: BookingRecord; manageUrl: string | null; decoy?: { receipt: string } },
) {
  const { booking, manageUrl, decoy } = booked;
  const token = manageUrl?.split('/').at(-1);
  const receipt = token ? null : (decoy?.receipt ?? (await bookings.request(booking.id))?.receipt ?? null);
  const query = token
    ? `?manage=${encodeURIComponent(token)}`
    : receipt
      ? `?receipt=${encodeURIComponent(receipt)}`
      : '';
  const confirmation = `${bookingPaths.confirmation(booking.id)}${query}`;
  if (isFormPost(req)) res.redirect(303, confirmation);
  else res.status(201).json({ ...bookingAnswer(bookings, booking, manageUrl), confirmation });
}

/** A booking not made: said why (the slot's problem, taken, a lapsed or cancelled retry, a limit), with the nearest free times where they help. */
async function answerNotBooked(
  { bookings, refusals }: { bookings: BookingService; refusals: BookingRefusals },
  req: Request,
  res: Response,
  asked: {
    slot: Slot;
    details: BookingDetails;
    timeZone: string | null;
    outcome: Exclude<BookingOutcome, { ok: true }>;
  },
) {
  const { slot, details, timeZone, outcome } = asked;
  const { answer } = refusals;
  if (outcome.kind === 'slot') {
    // Said why (a weekend, a bank holiday, out of the window or of hours), with the nearest free times.
    const problems = {
      [slotField]: slotRefusal(slot, outcome.problem, windowDays(bookings.now(), bookings.config.rules)),
    };
    const nearest = nearestFree(await bookings.grid(details.topic), slot, alternatives);
    const message = 'Some fields need changing.';
    return answer(
      req,
      res,
      400,
      { error: message, fields: problems, nearest },
      { message, problems, nearest: { slots: nearest, details, timeZone } },
    );
  }
  if (outcome.kind === 'taken') {
    return answer(
      req,
      res,
      409,
      { error: bookingCopy.taken, nearest: outcome.nearest },
      { message: bookingCopy.taken, nearest: { slots: outcome.nearest, details, timeZone } },
    );
  }
  if (!('limit' in outcome)) {
    const message = bookingCopy[outcome.kind];
    return answer(req, res, 410, { error: message, state: outcome.kind }, { message });
  }
  const message =
    outcome.kind === 'nearWide'
      ? bookingCopy.nearWide(outcome.limit, outcome.from)
      : bookingCopy[outcome.kind](outcome.limit);
  answer(req, res, 429, { error: message }, { message });
}

/**
 * POST /api/bookings, JSON (the app) or a plain form: 201 with the booking (held until `heldUntil`,
 * `holdMinutes`) and its director, or 303 to its confirmation page; the manage link is only
 * emailed; 409 when the slot is taken, with the nearest free ones; 429 over a limit; the enquiry
 * API's refusals. The app sends an `id` of its own, the same on a retry, which is answered with the
 * booking as it is now (410 once it lapsed or was cancelled), and its time zone (X-Time-Zone).
 * While BOOKING_PROOF_OF_WORK is on, a new hold needs a solved challenge (`proof`: ./proof.ts).
 * GET /api/bookings/too-large: the refusal of a body over the limit, which nginx asks for.
 */
export function holdRouter({ bookings, context }: BookingRoutes, refusals: BookingRefusals) {
  const router = actionRouter();
  const { refuse } = refusals;
  // What nginx asks for when a body is over the limit (http.ts), to refuse it as the service would.
  router.get(bookingRoutes.tooLargePath, (req, res) =>
    refuse(req, res, 413, { kind: 'tooLarge' }, bookingGuards.tooLarge),
  );
  router.all(apiPaths.bookings, bookingGuards.postGuard(refuse, { one: 'booking', many: 'Bookings' }));
  router.post(apiPaths.bookings, ...bookingGuards.parsers, async (req: Request, res: Response) => {
    const address = req.ip ?? 'unknown';
    const body = (req.body ?? {}) as Record<string, unknown>;
    const result = validateBooking(body);
    const requested = slotRequested(body);
    const slot = parseSlotId(requested, bookings.config.rules);
    // A retry of a booking already made (its answer was lost) is answered as the first time was,
    // and takes none of the visitor's tries: only the same request (retry.ts). Another post with
    // its id is a new booking under an id of its own, and learns nothing of the first.
    const requestedId = isRecordId(body.id) ? body.id : undefined;
    const earlier = requestedId === undefined ? undefined : await bookings.request(requestedId);
    const retry = earlier !== undefined && result.ok && slot !== null && sameRequest(earlier, slot, result.values);
    const limit = retry ? ({ allowed: true } as const) : bookings.rateLimiter.take(address);
    if (!limit.allowed) {
      res.set('Retry-After', String(limit.retryAfterSeconds));
      return refuse(req, res, 429, { kind: 'rateLimited' }, bookingCopy.rateLimited);
    }
    // A retry carries the proof its first try used up: it holds nothing new.
    if (!retry && !(await proofAccepted({ bookings, refusals }, req, res, body))) return;
    const problems: Record<string, string> = result.ok ? {} : { ...result.problems };
    if (!slot) problems[slotField] = requested ? bookingCopy.slotInvalid : bookingCopy.slotMissing;
    if (!result.ok || !slot) return refuse(req, res, 400, { kind: 'invalid', problems }, 'Some fields need changing.');
    // Only a time zone Intl knows is kept; anything else is as if none was sent.
    // The app sends it as a header, a plain form's "book this time instead" button as a field.
    const timeZone = checkedTimeZone(body.timeZone ?? req.get('x-time-zone'));
    const id = requestedId !== undefined && (earlier === undefined || retry) ? requestedId : context.newId();
    const sourcePage = formSource(body, req.get('referer'), req.get('host'));
    if (result.spam) {
      context.log.info('A booking with the honeypot filled in was answered as booked and dropped.');
      const decoy = bookings.config.directors.find((director) =>
        director.topics.includes(result.values.topic as never),
      );
      const booking = {
        ...{ id, slot, details: result.values, bookedAt: new Date().toISOString(), sourcePage },
        ...{ director: decoy?.id ?? 'firm', sequence: 0, timeZone },
      };
      // A receipt as a real booking's looks: the answer gives nothing away.
      const receipt = randomBytes(32).toString('base64url');
      return void (await answerBooked(bookings, req, res, { booking, manageUrl: null, decoy: { receipt } }));
    }
    let outcome;
    try {
      outcome = await context.stored(
        bookings.book(slot, result.values, { id, clientAddress: address, sourcePage, timeZone }),
      );
    } catch (error) {
      context.log.warn(`A booking could not be stored: ${(error as Error).message}`);
      res.set('Retry-After', '60');
      return refuse(req, res, 503, { kind: 'unavailable' }, bookingCopy.unavailable);
    }
    if (outcome.ok) return void (await answerBooked(bookings, req, res, outcome));
    await answerNotBooked({ bookings, refusals }, req, res, { slot, details: result.values, timeZone, outcome });
  });
  return router;
}
