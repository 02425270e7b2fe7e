import { randomBytes } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { bookingCopy, bookingFields, plainSlotFields, slotField } from '../fields';
import { apiPaths, bookingPaths } from '../../../config/paths';
import { nearestFree, parseSlotId, windowDays } from '../slots';
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
import { alternatives, type BookingService, type ManageState } from './service';
import { offerRoutes } from './offer-routes';
import { slotRefusal } from './slot-refusal';
import { sameReceipt } from './keys';
import { sameRequest } from './retry';
import { checkedTimeZone, describeInTheirTime } from './their-time';

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
 *                                       with the booking as it is now (410 once it lapsed or was
 *                                       cancelled), and its time zone (X-Time-Zone).
 *   GET  /api/bookings/ID               the confirmation page, the booking written in (with
 *                                       ?manage=TOKEN, its manage link, video room and calendar file)
 *   GET  /api/bookings/ID.ics?manage=TOKEN   the visitor's calendar file, once confirmed
 *   GET  /api/bookings/manage/TOKEN     the booking, with Confirm, Extend and Cancel while held,
 *                                       Reschedule and Cancel once confirmed (404 unknown, 410 past
 *                                       or lapsed: a lapsed hold offers Confirm or the nearest times);
 *                                       ?done=ACTION says the action's result
 *   POST /api/bookings/manage/TOKEN/confirm      confirms a held booking, or a lapsed one (at `slot`
 *                                                when given), 303 to the link's page; 409 when taken
 *   POST /api/bookings/manage/TOKEN/extend       holds it `holdMinutes` longer, once (303; 409 refused)
 *   GET  /api/bookings/manage/TOKEN/reschedule   the topic's free times to move it to
 *   GET  /api/bookings/manage/TOKEN/cancel       asks "Cancel your consultation on …?" (changes nothing)
 *   POST /api/bookings/manage/TOKEN/cancel       with confirm=yes cancels it (303), else asks
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
    const problems: Record<string, string> = result.ok ? {} : { ...result.problems };
    if (!slot) problems[slotField] = requested ? bookingCopy.slotInvalid : bookingCopy.slotMissing;
    if (!result.ok || !slot) return refuse(req, res, 400, { kind: 'invalid', problems }, 'Some fields need changing.');
    // Only a time zone Intl knows is kept; anything else is as if none was sent.
    // The app sends it as a header, a plain form's "book this time instead" button as a field.
    const timeZone = checkedTimeZone(body.timeZone ?? req.get('x-time-zone'));
    /** The answer to a booking made (or retried): its page's address carries the receipt that opens it. */
    const booked = async (booking: BookingRecord, manageUrl: string | null, decoy?: { receipt: string }) => {
      const token = manageUrl?.split('/').at(-1);
      const receipt = token ? null : (decoy?.receipt ?? (await bookings.request(booking.id))?.receipt ?? null);
      const query = token
        ? `?manage=${encodeURIComponent(token)}`
        : receipt
          ? `?receipt=${encodeURIComponent(receipt)}`
          : '';
      const confirmation = `${bookingPaths.confirmation(booking.id)}${query}`;
      if (isFormPost(req)) res.redirect(303, confirmation);
      else res.status(201).json({ ...bookingAnswer(booking, manageUrl), confirmation });
    };
    const id = requestedId !== undefined && (earlier === undefined || retry) ? requestedId : context.newId();
    const sourcePage = formSource(body, req.get('referer'), req.get('host'));
    if (result.spam) {
      context.log.info('A booking with the honeypot filled in was answered as booked and dropped.');
      const decoy = bookings.config.directors.find((director) =>
        director.topics.includes(result.values.topic as never),
      );
      return void (await booked(
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
        // A receipt as a real booking's looks: the answer gives nothing away.
        { receipt: randomBytes(32).toString('base64url') },
      ));
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
    if (outcome.ok) return void (await booked(outcome.booking, outcome.manageUrl));
    if (outcome.kind === 'slot') {
      // Said why (a weekend, a bank holiday, out of the window or of hours), with the nearest free times.
      const problems = {
        [slotField]: slotRefusal(slot, outcome.problem, windowDays(bookings.now(), bookings.config.rules)),
      };
      const nearest = nearestFree(await bookings.grid(result.values.topic), slot, alternatives);
      const message = 'Some fields need changing.';
      return answer(
        req,
        res,
        400,
        { error: message, fields: problems, nearest },
        { message, problems, nearest: { slots: nearest, details: result.values, timeZone } },
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
    if (!('limit' in outcome)) {
      const message = bookingCopy[outcome.kind];
      return answer(req, res, 410, { error: message, state: outcome.kind }, { message });
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
  const token = (req: Request) => String(req.params.token ?? '');
  /**
   * The page for a link in any state: `notice` above the booking (why an action was refused),
   * `focus` once something was done or refused (its heading, which says so, takes focus). A lapsed
   * hold offers Confirm while its time is free, else the nearest free times.
   */
  const showState = async (
    req: Request,
    res: Response,
    state: ManageState,
    { status, notice, focus = req.method === 'POST' }: { status?: number; notice?: string; focus?: boolean } = {},
  ) => {
    if (state.kind === 'unknown') return showManage(res, 404, { kind: 'unknown', focus });
    if (state.kind === 'ended') return showManage(res, 410, { kind: 'ended', focus });
    // Not a confirmed booking: its video room is not shown, whoever has the link.
    const director =
      state.kind === 'booked' ? state.director : state.director && { ...state.director, meetingLink: null };
    const view = visitorView(state.booking, director);
    const common = { view, token: token(req), focus, ...(notice ? { notice } : {}) };
    switch (state.kind) {
      case 'lapsed': {
        const offer = await bookings.lapsedOffer(state.booking);
        const heldUntil = state.booking.holdExpiresAt;
        const message = notice ? { message: notice } : {};
        return showManage(res, status ?? 410, {
          kind: 'lapsed',
          view,
          token: token(req),
          offer,
          heldUntil,
          ...(state.releasedAt ? { releasedAt: state.releasedAt } : {}),
          focus,
          ...message,
        });
      }
      case 'held': {
        const holdExpiresAt = state.booking.holdExpiresAt ?? new Date().toISOString();
        const extendMinutes = state.extended ? {} : { extendMinutes: bookings.config.holdMinutes };
        return showManage(res, status ?? 200, { kind: 'held', ...common, holdExpiresAt, ...extendMinutes });
      }
      case 'booked':
        return showManage(res, status ?? 200, { kind: 'booked', ...common });
      case 'cancelled':
        return showManage(res, status ?? 200, { kind: 'cancelled', view, focus });
    }
  };
  /** What `?done=` names: the action just done, which the page's title, heading and first words then say. */
  const done = (req: Request) => (typeof req.query.done === 'string' ? req.query.done : '');

  router.get(manage, async (req, res) => {
    const state = await bookings.byToken(token(req));
    const result = done(req);
    const view = state.kind === 'unknown' ? null : visitorView(state.booking, state.director);
    if (view && state.kind === 'booked' && (result === 'confirmed' || result === 'moved'))
      return showManage(res, 200, { kind: 'booked', view, token: token(req), result, focus: true });
    if (view && state.kind === 'cancelled' && (result === 'cancelled' || result === 'cancelledHold'))
      return showManage(res, 200, { kind: 'cancelled', view, result, focus: true });
    if (view && state.kind === 'held' && result === 'extended' && state.booking.holdExpiresAt)
      return showManage(res, 200, {
        kind: 'held',
        view,
        token: token(req),
        holdExpiresAt: state.booking.holdExpiresAt,
        result,
        focus: true,
      });
    return showState(req, res, state);
  });

  router.get(`${manage}/reschedule`, async (req, res) => {
    const state = await bookings.byToken(token(req));
    // A lapsed hold whose time was taken: every free time, each booking it again with its details (issue 54, 03).
    if (state.kind === 'lapsed' && !(await bookings.lapsedOffer(state.booking)).free) {
      const days = await bookings.grid(state.booking.details.topic, state.booking.id);
      const director = state.director && { ...state.director, meetingLink: null };
      return showManage(res, 200, {
        kind: 'reschedule',
        view: visitorView(state.booking, director),
        token: token(req),
        days,
        lapsed: true,
      });
    }
    if (state.kind !== 'booked') return showState(req, res, state, { notice: manageCopy.confirmFirst });
    const days = await bookings.grid(state.booking.details.topic, state.booking.id);
    showManage(res, 200, {
      kind: 'reschedule',
      view: visitorView(state.booking, state.director),
      token: token(req),
      days,
    });
  });

  /**
   * The question before cancelling (WCAG 3.3.4), which changes nothing: what the Cancel button
   * opens, and what a post without the answer (a page from before the question) is shown.
   */
  const askCancel = async (req: Request, res: Response) => {
    const state = await bookings.byToken(token(req));
    if (state.kind !== 'booked' && state.kind !== 'held') return showState(req, res, state);
    const view = visitorView(state.booking, state.director);
    showManage(res, 200, { kind: 'cancelAsk', view, token: token(req), held: state.kind === 'held', focus: true });
  };
  router.get(`${manage}/cancel`, askCancel);

  const manageRefuse: Refuse = (_req, res, status, _reason, error) =>
    showManage(res, status, { kind: 'unknown' }) && void error;
  for (const action of ['confirm', 'cancel', 'reschedule', 'extend'])
    router.all(`${manage}/${action}`, postGuard(manageRefuse, { one: 'request', many: 'Changes' }));

  /** The visitor's tries, shared with booking: false (and the refusal sent) past the limit. */
  const allowed = (req: Request, res: Response) => {
    const limit = bookings.rateLimiter.take(req.ip ?? 'unknown');
    if (limit.allowed) return true;
    res.set('Retry-After', String(limit.retryAfterSeconds));
    showManage(res, 429, { kind: 'unknown' });
    return false;
  };

  router.post(`${manage}/confirm`, ...parsers, async (req, res) => {
    if (!allowed(req, res)) return;
    // A lapsed hold's page sends one of the nearest free times; its own Confirm sends none.
    const body = (req.body ?? {}) as Record<string, unknown>;
    const requested = slotRequested(body);
    const slot = requested === undefined ? undefined : parseSlotId(requested, bookings.config.rules);
    if (slot === null) return showState(req, res, await bookings.byToken(token(req)), { status: 400 });
    const outcome = await context.stored(bookings.confirmByToken(token(req), slot));
    // Confirmed now (or before: a second press changes nothing): the link's page says so.
    if (outcome.kind === 'booked') return privately(res).redirect(303, `${managePath(token(req))}?done=confirmed`);
    if (outcome.kind === 'taken' || outcome.kind === 'slot') {
      const state = await bookings.byToken(token(req));
      const asked = slot ?? ('booking' in state ? state.booking.slot : undefined);
      const notice =
        outcome.kind === 'taken' || !asked
          ? manageCopy.takenMeanwhile
          : slotRefusal(asked, outcome.problem, windowDays(bookings.now(), bookings.config.rules));
      return showState(req, res, state, { status: 409, notice });
    }
    return showState(req, res, outcome, { status: 409 });
  });

  router.post(`${manage}/extend`, ...parsers, async (req, res) => {
    if (!allowed(req, res)) return;
    const outcome = await context.stored(bookings.extendByToken(token(req)));
    if (outcome.kind === 'extended') return privately(res).redirect(303, `${managePath(token(req))}?done=extended`);
    if (outcome.kind === 'notExtended') {
      const { booking, director, why } = outcome;
      return showManage(res, 409, {
        kind: 'held',
        view: visitorView(booking, director),
        token: token(req),
        holdExpiresAt: booking.holdExpiresAt ?? new Date().toISOString(),
        result: why,
        focus: true,
      });
    }
    return showState(req, res, outcome, { status: 409 });
  });

  router.post(`${manage}/cancel`, ...parsers, async (req, res) => {
    // Only the question's "Yes, cancel it" cancels: any other post is asked it.
    if ((req.body as Record<string, unknown> | undefined)?.confirm !== 'yes') return askCancel(req, res);
    if (!allowed(req, res)) return;
    const before = await bookings.byToken(token(req));
    const state = await context.stored(bookings.cancelByToken(token(req)));
    if (state.kind !== 'cancelled') return showState(req, res, state, { status: 409 });
    // Done (or done before: a second press changes nothing): the link's page says so.
    const result = before.kind === 'held' ? 'cancelledHold' : before.kind === 'booked' ? 'cancelled' : '';
    privately(res).redirect(303, `${managePath(token(req))}${result ? `?done=${result}` : ''}`);
  });

  router.post(`${manage}/reschedule`, ...parsers, async (req, res) => {
    if (!allowed(req, res)) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const slot = parseSlotId(slotRequested(body), bookings.config.rules);
    const again = async (status: number, message: string) => {
      const state = await bookings.byToken(token(req));
      if (state.kind !== 'booked') return showState(req, res, state, { status: 409, notice: manageCopy.confirmFirst });
      const days = await bookings.grid(state.booking.details.topic, state.booking.id);
      const view = visitorView(state.booking, state.director);
      showManage(res, status, { kind: 'reschedule', view, token: token(req), days, message, focus: true });
    };
    if (!slot) return again(400, bookingCopy.slotMissing);
    const outcome = await context.stored(bookings.reschedule(token(req), slot));
    switch (outcome.kind) {
      case 'moved':
        return privately(res).redirect(303, `${managePath(token(req))}?done=moved`);
      case 'taken':
        return again(409, bookingCopy.taken);
      case 'slot':
        return again(400, slotRefusal(slot, outcome.problem, windowDays(bookings.now(), bookings.config.rules)));
      case 'tooManyMoves':
        return again(429, manageCopy.tooManyMoves(outcome.limit));
      case 'cancelled':
      case 'held':
        return showState(req, res, outcome, { status: 409, notice: manageCopy.confirmFirst });
      default:
        return showState(req, res, outcome);
    }
  });

  router.use(offerRoutes(bookings, context));
  router.get(`${apiPaths.bookings}/:file`, async (req, res, next) => {
    const [, id, ics] = /^(.+?)(\.ics)?$/.exec(req.params.file ?? '') ?? [];
    if (!isRecordId(id) || req.params.file === 'slots') return next();
    const booking = await bookings.find(id);
    // A booking's id is not a secret (the app made it, a plain form's 303 shows it): its page opens
    // only with the manage link's token, or, as it is made, with the receipt its maker's answer
    // carried; and in full (the manage link, the calendar file, the video room) only with the token.
    const token = typeof req.query.manage === 'string' ? req.query.manage : null;
    const holder = token !== null && (await bookings.holds(id, token));
    const earlier = holder || ics ? undefined : await bookings.request(id);
    const maker = typeof earlier?.receipt === 'string' && sameReceipt(req.query.receipt, earlier.receipt);
    if (!booking || (!holder && !maker && !ics)) {
      // The same answer whether there is no such booking or no key to it: an id says nothing (and
      // the answer holds nothing private, so it carries the site's own headers, as nginx's do).
      res.status(404).json({ error: bookingCopy.notShown });
      return;
    }
    const view = visitorView(booking, bookings.director(booking.director));
    if (ics) {
      // Only a confirmed booking is in a calendar; a held one's room is not yet the visitor's.
      if (!holder || booking.holdExpiresAt) {
        privately(res).status(404).json({ error: bookingCopy.calendarFromEmail });
        return;
      }
      privately(res)
        .type('text/calendar; charset=utf-8')
        .set('Content-Disposition', 'attachment; filename="consultation.ics"')
        .send(
          bookingIcs(view, { method: 'PUBLISH', domain: domain(), stamp: new Date(booking.bookedAt), organizer: null }),
        );
      return;
    }
    const manageUrl = holder ? `${bookings.config.siteUrl}${managePath(token)}` : null;
    const calendarUrl = holder ? bookingPaths.calendar(id, token) : null;
    const { holdExpiresAt } = booking;
    const hold = holdExpiresAt ? { minutes: bookings.config.holdMinutes, until: holdExpiresAt } : undefined;
    privately(res)
      .type('html')
      .send(renderConfirmation(pages.confirmation, view, manageUrl, calendarUrl, hold));
  });

  router.use(apiErrors(refuse, context.log, bookingCopy.unavailable));
  return router;
}
