import express, { type Request, type Response } from 'express';
import { bookingCopy, bookingFields, plainSlotFields, slotField } from '../fields';
import { apiPaths, bookingPaths } from '../../../config/paths';
import { parseSlotId, type SlotProblem } from '../slots';
import { apiErrors, isFormPost, parsers, postGuard, type Refuse } from '../../../../server/api-guards';
import type { NotSentReason } from '../../../../server/forms/pages';
import { isRecordId } from '../../../../server/db/record-id';
import { validateForm } from '../../../../server/forms/validation';
import { senderDomain } from '../../../../server/forms/mail';
import type { SiteService } from '../../../../server/service';
import { formSource } from '../../../../server/source-page';
import { bookingIcs } from './calendar';
import { bookingInWords, renderConfirmation, renderNotBooked, type NotBooked } from './pages';
import type { BookingRecord } from './record';

const slotProblems: Record<SlotProblem, string> = {
  notASlot: bookingCopy.slotInvalid,
  notOffered: bookingCopy.slotInvalid,
  tooSoon: bookingCopy.slotTooSoon,
};

/** The slot asked for: the grid's "YYYY-MM-DDTHH:MM", or a plain form's date and time put together. */
function slotRequested(body: Record<string, unknown>): unknown {
  const { date, time } = { date: body[plainSlotFields.date], time: body[plainSlotFields.time] };
  if (body[slotField] !== undefined && body[slotField] !== '') return body[slotField];
  return typeof date === 'string' && typeof time === 'string' && date && time ? `${date}T${time}` : undefined;
}

/** What the app is told about a booking it made. */
const bookingAnswer = (booking: BookingRecord) => ({
  id: booking.id,
  slot: booking.slot,
  inWords: bookingInWords(booking),
  confirmation: bookingPaths.confirmation(booking.id),
  calendar: bookingPaths.calendar(booking.id),
});

/**
 * The booking API, beside the enquiry API and with its machinery (the checks before a body is
 * read, the body parsers, validation, the honeypot, the rate limit and the refusals):
 *   GET  /api/bookings/slots      the slot grid, London times, each slot free or not
 *   POST /api/bookings            JSON (the app) or a plain form: 201 with the booking, or 303 to
 *                                 its confirmation page; 409 when the slot is taken, with the
 *                                 nearest free ones; 429 over a limit; the enquiry API's refusals.
 *                                 The app sends an `id` of its own, the same on a retry, which
 *                                 is answered as the first time was.
 *   GET  /api/bookings/ID         the confirmation page, the booking written in
 *   GET  /api/bookings/ID.ics     the visitor's calendar file
 */
export function bookingApi(service: SiteService): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  const bookings = service.bookings;
  const { pages } = bookings.config;

  /** An enquiry-style refusal: JSON for the app, the "not booked" page for a plain form. */
  const refuse: Refuse = (req, res, status, reason, error) => {
    if (isFormPost(req)) res.status(status).type('html').send(notBookedFor(reason, error));
    else res.status(status).json(reason.kind === 'invalid' ? { error, fields: reason.problems } : { error });
  };
  const notBookedFor = (reason: NotSentReason, error: string) =>
    renderNotBooked(
      pages.notBooked,
      reason.kind === 'invalid' ? { message: error, problems: reason.problems } : { message: error },
    );
  const answer = (req: Request, res: Response, status: number, body: object, page: NotBooked) => {
    if (isFormPost(req)) res.status(status).type('html').send(renderNotBooked(pages.notBooked, page));
    else res.status(status).json(body);
  };

  router.all(apiPaths.bookingSlots, async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).json({ error: 'Method Not Allowed' });
      return;
    }
    res.json({ timeZone: 'Europe/London', days: await bookings.grid() });
  });

  router.all(apiPaths.bookings, postGuard(refuse, { one: 'booking', many: 'Bookings' }));
  router.post(apiPaths.bookings, ...parsers, async (req: Request, res: Response) => {
    const address = req.ip ?? 'unknown';
    const body = (req.body ?? {}) as Record<string, unknown>;
    // A retry of a booking already made (its answer was lost) is answered as the first time was,
    // and takes none of the visitor's tries.
    const requestedId = body.id;
    const retry = isRecordId(requestedId) && (await bookings.find(requestedId)) !== undefined;
    const limit = retry ? ({ allowed: true } as const) : bookings.rateLimiter.take(address);
    if (!limit.allowed) {
      res.set('Retry-After', String(limit.retryAfterSeconds));
      return refuse(req, res, 429, { kind: 'rateLimited' }, bookingCopy.rateLimited);
    }
    const result = validateForm(bookingFields, body);
    const requested = slotRequested(body);
    const slot = parseSlotId(requested, bookings.config.rules);
    const problems: Record<string, string> = result.ok ? {} : { ...result.problems };
    if (!slot) problems[slotField] = requested ? bookingCopy.slotInvalid : bookingCopy.slotMissing;
    if (!result.ok || !slot) return refuse(req, res, 400, { kind: 'invalid', problems }, 'Some fields need changing.');
    const booked = (booking: BookingRecord) => {
      if (isFormPost(req)) res.redirect(303, bookingPaths.confirmation(booking.id));
      else res.status(201).json(bookingAnswer(booking));
    };
    const id = isRecordId(requestedId) ? requestedId : service.newId();
    const sourcePage = formSource(body, req.get('referer'), req.get('host'));
    if (result.spam) {
      service.log.info('A booking with the honeypot filled in was answered as booked and dropped.');
      return booked({ id, slot, details: result.values, bookedAt: new Date().toISOString(), sourcePage });
    }
    let outcome;
    try {
      outcome = await service.stored(bookings.book(slot, result.values, { id, clientAddress: address, sourcePage }));
    } catch (error) {
      service.log.warn(`A booking could not be stored: ${(error as Error).message}`);
      res.set('Retry-After', '60');
      return refuse(req, res, 503, { kind: 'unavailable' }, bookingCopy.unavailable);
    }
    if (outcome.ok) return booked(outcome.booking);
    if (outcome.kind === 'slot') {
      const problem = slotProblems[outcome.problem];
      return refuse(
        req,
        res,
        400,
        { kind: 'invalid', problems: { [slotField]: problem } },
        'Some fields need changing.',
      );
    }
    if (outcome.kind === 'taken') {
      return answer(
        req,
        res,
        409,
        { error: bookingCopy.taken, nearest: outcome.nearest },
        { message: bookingCopy.taken, nearest: { slots: outcome.nearest, details: result.values } },
      );
    }
    const message = outcome.kind === 'perDay' ? bookingCopy.dailyCap : bookingCopy[outcome.kind](outcome.limit);
    answer(req, res, 429, { error: message }, { message });
  });

  router.get(`${apiPaths.bookings}/:file`, async (req, res, next) => {
    const [, id, ics] = /^(.+?)(\.ics)?$/.exec(req.params.file ?? '') ?? [];
    if (!isRecordId(id) || req.params.file === 'slots') return next();
    const booking = await bookings.find(id);
    if (!booking) {
      res.status(404).json({ error: 'No such booking: it may have been cancelled.' });
      return;
    }
    if (ics) {
      res
        .type('text/calendar; charset=utf-8')
        .set('Content-Disposition', 'attachment; filename="consultation.ics"')
        .send(bookingIcs(booking, 'visitor', senderDomain(service.config.mail.addresses.from)));
    } else {
      res.type('html').send(renderConfirmation(pages.confirmation, booking));
    }
  });

  router.use(apiErrors(refuse, service.log, bookingCopy.unavailable));
  return router;
}
