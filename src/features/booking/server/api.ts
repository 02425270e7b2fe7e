import express, { type Request, type Response } from 'express';
import { bookingCopy, bookingFields, plainSlotFields, slotField } from '../fields';
import { apiPaths, bookingPaths } from '../../../config/paths';
import { parseSlotId, windowDays, type SlotProblem } from '../slots';
import { apiErrors, isFormPost, parsers, postGuard, type Refuse } from '../../../../server/platform/http/api-guards';
import type { NotSentReason } from '../../../../server/platform/forms/pages';
import { isRecordId } from '../../../../server/platform/db/record-id';
import { validateBooking } from './answers';
import { senderDomain } from '../../../../server/platform/forms/mail';
import type { FeatureContext } from '../../../../server/platform/feature';
import { formSource } from '../../../../server/platform/http/source-page';
import { bookingIcs, whereText } from './calendar';
import { manageCopy } from './manage-copy';
import {
  bookingInWords,
  renderConfirmation,
  renderManage,
  renderNotBooked,
  type ManagePage,
  type NotBooked,
} from './pages';
import { managePath, visitorView, type BookingRecord } from './record';
import type { BookingService, ManageState } from './service';
import { checkedTimeZone, describeInTheirTime } from './their-time';

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

const topics = new Set<string>(bookingFields.topic.options.map((option) => option.value).filter(Boolean));

/**
 * The booking API, beside the enquiry API and with its machinery (the checks before a body is
 * read, the body parsers, validation, the honeypot, the rate limit and the refusals):
 *   GET  /api/bookings/slots?topic=ID   the slot grid, London times, each slot free when a director
 *                                       who takes the topic is (any director without a topic)
 *   POST /api/bookings                  JSON (the app) or a plain form: 201 with the booking (held
 *                                       until `heldUntil`, `holdMinutes`) and its director, or 303 to
 *                                       its confirmation page; the manage link is only emailed;
 *                                       409 when the slot is taken, with the nearest free ones;
 *                                       429 over a limit; the enquiry API's refusals. The app sends
 *                                       an `id` of its own, the same on a retry, which is answered
 *                                       as the first time was, and its time zone (X-Time-Zone).
 *   GET  /api/bookings/ID               the confirmation page, the booking written in (with
 *                                       ?manage=TOKEN, its manage link too)
 *   GET  /api/bookings/ID.ics           the visitor's calendar file
 *   GET  /api/bookings/manage/TOKEN     the booking, with Confirm and Cancel while held, Cancel and
 *                                       Reschedule once confirmed (404 unknown, 410 past or lapsed)
 *   POST /api/bookings/manage/TOKEN/confirm      confirms a held booking (303 to the link's page)
 *   GET  /api/bookings/manage/TOKEN/reschedule   the topic's free times to move it to
 *   POST /api/bookings/manage/TOKEN/cancel       cancels it (303 to the link's page)
 *   POST /api/bookings/manage/TOKEN/reschedule   moves it to `slot` (303; 409 when taken)
 */
export function bookingApi(bookings: BookingService, context: FeatureContext): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  const { pages } = bookings.config;
  const domain = () => senderDomain(context.mail.addresses.from);

  /** An enquiry-style refusal: JSON for the app, the "not booked" page for a plain form. */
  const refuse: Refuse = (req, res, status, reason, error) => {
    if (isFormPost(req))
      res
        .status(status)
        .type('html')
        .send(notBookedFor(req, reason, error));
    else res.status(status).json(reason.kind === 'invalid' ? { error, fields: reason.problems } : { error });
  };
  /** The "not booked" page's form again: what was sent, and the days a booking may be made now. */
  const again = (req: Request) => ({
    posted: req.body as unknown,
    days: windowDays(bookings.now(), bookings.config.rules),
    rules: bookings.config.rules,
  });
  const notBookedFor = (req: Request, reason: NotSentReason, error: string) =>
    renderNotBooked(pages.notBooked, {
      ...(reason.kind === 'invalid' ? { message: error, problems: reason.problems } : { message: error }),
      again: again(req),
    });
  const answer = (req: Request, res: Response, status: number, body: object, page: NotBooked) => {
    if (isFormPost(req))
      res
        .status(status)
        .type('html')
        .send(renderNotBooked(pages.notBooked, { ...page, again: again(req) }));
    else res.status(status).json(body);
  };

  /** What the app is told about a booking it made: what the confirmation shows. */
  const bookingAnswer = (booking: BookingRecord, manageUrl: string | null) => {
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
  };

  router.all(apiPaths.bookingSlots, async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).json({ error: 'Method Not Allowed' });
      return;
    }
    const { topic } = req.query;
    if (topic !== undefined && (typeof topic !== 'string' || !topics.has(topic))) {
      res.status(400).json({ error: bookingCopy.topicInvalid });
      return;
    }
    res.json({ timeZone: 'Europe/London', topic: topic ?? null, days: await bookings.grid(topic) });
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
    const result = validateBooking(body);
    const requested = slotRequested(body);
    const slot = parseSlotId(requested, bookings.config.rules);
    const problems: Record<string, string> = result.ok ? {} : { ...result.problems };
    if (!slot) problems[slotField] = requested ? bookingCopy.slotInvalid : bookingCopy.slotMissing;
    if (!result.ok || !slot) return refuse(req, res, 400, { kind: 'invalid', problems }, 'Some fields need changing.');
    // Only a time zone Intl knows is kept; anything else is as if none was sent.
    // The app sends it as a header, a plain form's "book this time instead" button as a field.
    const timeZone = checkedTimeZone(body.timeZone ?? req.get('x-time-zone'));
    const booked = (booking: BookingRecord, manageUrl: string | null) => {
      if (isFormPost(req)) {
        const token = manageUrl?.split('/').at(-1);
        const query = token ? `?manage=${encodeURIComponent(token)}` : '';
        res.redirect(303, `${bookingPaths.confirmation(booking.id)}${query}`);
      } else res.status(201).json(bookingAnswer(booking, manageUrl));
    };
    const id = isRecordId(requestedId) ? requestedId : context.newId();
    const sourcePage = formSource(body, req.get('referer'), req.get('host'));
    if (result.spam) {
      context.log.info('A booking with the honeypot filled in was answered as booked and dropped.');
      const decoy = bookings.config.directors.find((director) =>
        director.topics.includes(result.values.topic as never),
      );
      return booked(
        {
          id,
          slot,
          details: result.values,
          bookedAt: new Date().toISOString(),
          sourcePage,
          director: decoy?.id ?? 'firm',
          sequence: 0,
          timeZone,
        },
        null,
      );
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
    if (outcome.ok) return booked(outcome.booking, outcome.manageUrl);
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
        { message: bookingCopy.taken, nearest: { slots: outcome.nearest, details: result.values, timeZone } },
      );
    }
    const message = bookingCopy[outcome.kind](outcome.limit);
    answer(req, res, 429, { error: message }, { message });
  });

  // A manage link: only its holder gets here (the token is 32 random bytes, stored hashed).
  const manage = `${apiPaths.bookings}/manage/:token`;
  /**
   * No caching anywhere, and no address of this page sent on to another site. `same-origin`, not
   * `no-referrer`: under `no-referrer` a browser sends `Origin: null` with the page's own buttons,
   * which the cross-site check refuses (403), as it did in Chromium through the preview server.
   */
  const privately = (res: Response) => res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' });
  const showManage = (res: Response, status: number, page: ManagePage) =>
    privately(res).status(status).type('html').send(renderManage(pages.manage, page));
  /**
   * The page for a link that does not open a confirmed consultation: unknown, past, lapsed or
   * cancelled, or held (Confirm and Cancel, with `notice` when a move was asked for first).
   */
  const notBookable = (
    res: Response,
    state: Exclude<ManageState, { kind: 'booked' }>,
    { status, token, notice }: { status?: number; token?: string; notice?: string } = {},
  ) => {
    if (state.kind === 'unknown') return showManage(res, 404, { kind: 'unknown' });
    if (state.kind === 'ended') return showManage(res, 410, { kind: 'ended' });
    const view = visitorView(state.booking, state.director);
    if (state.kind === 'lapsed') return showManage(res, 410, { kind: 'lapsed', view });
    if (state.kind === 'held' && token && state.booking.holdExpiresAt)
      return showManage(res, status ?? 200, {
        kind: 'held',
        view,
        token,
        holdExpiresAt: state.booking.holdExpiresAt,
        ...(notice ? { notice } : {}),
      });
    return showManage(res, status ?? 200, { kind: 'cancelled', view });
  };
  const token = (req: Request) => String(req.params.token ?? '');
  const notices: Record<string, string> = { moved: manageCopy.moved, confirmed: manageCopy.confirmed };

  router.get(manage, async (req, res) => {
    const state = await bookings.byToken(token(req));
    if (state.kind !== 'booked') return notBookable(res, state, { token: token(req) });
    const notice = typeof req.query.done === 'string' ? notices[req.query.done] : undefined;
    showManage(res, 200, {
      kind: 'booked',
      view: visitorView(state.booking, state.director),
      token: token(req),
      ...(notice ? { notice } : {}),
    });
  });

  router.get(`${manage}/reschedule`, async (req, res) => {
    const state = await bookings.byToken(token(req));
    if (state.kind !== 'booked') return notBookable(res, state, { token: token(req), notice: manageCopy.confirmFirst });
    const days = await bookings.grid(state.booking.details.topic, state.booking.id);
    showManage(res, 200, {
      kind: 'reschedule',
      view: visitorView(state.booking, state.director),
      token: token(req),
      days,
    });
  });

  const manageRefuse: Refuse = (_req, res, status, _reason, error) =>
    showManage(res, status, { kind: 'unknown' }) && void error;
  for (const action of ['confirm', 'cancel', 'reschedule'])
    router.all(`${manage}/${action}`, postGuard(manageRefuse, { one: 'request', many: 'Changes' }));

  router.post(`${manage}/confirm`, ...parsers, async (req, res) => {
    const limit = bookings.rateLimiter.take(req.ip ?? 'unknown');
    if (!limit.allowed) {
      res.set('Retry-After', String(limit.retryAfterSeconds));
      return showManage(res, 429, { kind: 'unknown' });
    }
    const state = await context.stored(bookings.confirmByToken(token(req)));
    // Confirmed now (or before: a second press changes nothing): the link's page says so.
    if (state.kind === 'booked') return privately(res).redirect(303, `${managePath(token(req))}?done=confirmed`);
    notBookable(res, state, { status: 409, token: token(req) });
  });

  router.post(`${manage}/cancel`, ...parsers, async (req, res) => {
    const limit = bookings.rateLimiter.take(req.ip ?? 'unknown');
    if (!limit.allowed) {
      res.set('Retry-After', String(limit.retryAfterSeconds));
      return showManage(res, 429, { kind: 'unknown' });
    }
    const state = await context.stored(bookings.cancelByToken(token(req)));
    if (state.kind === 'unknown' || state.kind === 'ended' || state.kind === 'lapsed') return notBookable(res, state);
    // Done (or done before: a second press changes nothing): the link's page now says it is cancelled.
    privately(res).redirect(303, managePath(token(req)));
  });

  router.post(`${manage}/reschedule`, ...parsers, async (req, res) => {
    const limit = bookings.rateLimiter.take(req.ip ?? 'unknown');
    if (!limit.allowed) {
      res.set('Retry-After', String(limit.retryAfterSeconds));
      return showManage(res, 429, { kind: 'unknown' });
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const slot = parseSlotId(slotRequested(body), bookings.config.rules);
    const again = async (status: number, message: string) => {
      const state = await bookings.byToken(token(req));
      if (state.kind !== 'booked')
        return notBookable(res, state, { status: 409, token: token(req), notice: manageCopy.confirmFirst });
      const days = await bookings.grid(state.booking.details.topic, state.booking.id);
      const view = visitorView(state.booking, state.director);
      showManage(res, status, { kind: 'reschedule', view, token: token(req), days, message });
    };
    if (!slot) return again(400, bookingCopy.slotMissing);
    const outcome = await context.stored(bookings.reschedule(token(req), slot));
    switch (outcome.kind) {
      case 'moved':
        return privately(res).redirect(303, `${managePath(token(req))}?done=moved`);
      case 'taken':
        return again(409, bookingCopy.taken);
      case 'slot':
        return again(400, slotProblems[outcome.problem]);
      case 'tooManyMoves':
        return again(429, manageCopy.tooManyMoves(outcome.limit));
      case 'cancelled':
      case 'held':
        return notBookable(res, outcome, { status: 409, token: token(req), notice: manageCopy.confirmFirst });
      default:
        return notBookable(res, outcome);
    }
  });

  router.get(`${apiPaths.bookings}/:file`, async (req, res, next) => {
    const [, id, ics] = /^(.+?)(\.ics)?$/.exec(req.params.file ?? '') ?? [];
    if (!isRecordId(id) || req.params.file === 'slots') return next();
    const booking = await bookings.find(id);
    if (!booking) {
      res.status(404).json({ error: 'No such booking: it may have been cancelled.' });
      return;
    }
    const view = visitorView(booking, bookings.director(booking.director));
    if (ics) {
      res
        .type('text/calendar; charset=utf-8')
        .set('Content-Disposition', 'attachment; filename="consultation.ics"')
        .send(
          bookingIcs(view, { method: 'PUBLISH', domain: domain(), stamp: new Date(booking.bookedAt), organizer: null }),
        );
      return;
    }
    const holder = await bookings.holds(id, req.query.manage);
    const manageUrl = holder ? `${bookings.config.siteUrl}${managePath(String(req.query.manage))}` : null;
    const { holdExpiresAt } = booking;
    const hold = holdExpiresAt ? { minutes: bookings.config.holdMinutes, until: holdExpiresAt } : undefined;
    privately(res)
      .type('html')
      .send(renderConfirmation(pages.confirmation, view, manageUrl, hold));
  });

  router.use(apiErrors(refuse, context.log, bookingCopy.unavailable));
  return router;
}
