import express, { type Request, type Response } from 'express';
import { apiPaths } from '../../../config/paths';
import type { Refuse } from '../../../../server/platform/http/api-guards';
import { bookingGuards } from './http';
import type { FeatureContext } from '../../../../server/platform/feature';
import { windowDays, parseSlotId } from '../slots';
import { visitorView } from './record';
import { offerCopy, renderOffer, type OfferPage } from './offer-view';
import type { BookingService } from './service';
import { slotRefusal } from './slot-refusal';

/**
 * The visitor's side of the firm's offer of other times (offers.ts), reached from the offer's
 * email with its token:
 *   GET  /api/bookings/offer/TOKEN/SLOT   the offered time and "Yes, move it to this time" (changes nothing)
 *   POST /api/bookings/offer/TOKEN/SLOT   moves the booking there, as its own reschedule does (303 to the
 *                                         page, which then says it moved; 409 when refused)
 */
export function offerRoutes(bookings: BookingService, context: FeatureContext): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  const { pages } = bookings.config;
  const path = `${apiPaths.bookings}/offer/:token/:slot`;
  const show = (res: Response, status: number, page: OfferPage) =>
    res
      .set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin', 'X-Robots-Tag': 'noindex' })
      .status(status)
      .type('html')
      .send(renderOffer(pages.manage, page));
  const params = (req: Request) => ({
    token: String(req.params.token ?? ''),
    slot: parseSlotId(req.params.slot, bookings.config.rules),
  });

  /** The page for the link as things stand: the time offered, the move made, or the offer ended. */
  const current = async (req: Request, res: Response, status = 200) => {
    const { token, slot } = params(req);
    const found = slot ? await bookings.offerByToken(token) : undefined;
    if (!slot || !found || !found.offer.slots.some((one) => one.id === slot.id))
      return show(res, 404, { kind: 'unknown' });
    const { offer, state } = found;
    if (state.kind === 'unknown') return show(res, 404, { kind: 'unknown' });
    const view = visitorView(state.booking, state.director);
    if (state.kind === 'booked' && state.booking.slot.id === slot.id) return show(res, status, { kind: 'moved', view });
    if (state.kind !== 'booked' || offer.expiresAt <= bookings.now().getTime())
      return show(res, status === 200 ? 410 : status, { kind: 'ended', view, cancelled: state.kind === 'cancelled' });
    show(res, status, {
      kind: 'open',
      view,
      token,
      slot,
      note: offer.note,
      expiresAt: new Date(offer.expiresAt).toISOString(),
    });
  };

  router.get(path, (req, res, next) => current(req, res).catch(next));

  const refuse: Refuse = (_req, res, status) => show(res, status, { kind: 'unknown' });
  router.all(path, bookingGuards.postGuard(refuse, { one: 'request', many: 'Changes' }));
  router.post(path, ...bookingGuards.parsers, async (req, res, next) => {
    try {
      const limit = bookings.rateLimiter.take(req.ip ?? 'unknown');
      if (!limit.allowed) {
        res.set('Retry-After', String(limit.retryAfterSeconds));
        return show(res, 429, { kind: 'unknown' });
      }
      const { token, slot } = params(req);
      if (!slot) return show(res, 404, { kind: 'unknown' });
      const outcome = await context.stored(bookings.takeOffer(token, slot));
      if (outcome.kind === 'moved') return res.redirect(303, req.originalUrl);
      if (outcome.kind === 'taken' || outcome.kind === 'slot') {
        const found = await bookings.offerByToken(token);
        if (!found || found.state.kind === 'unknown') return show(res, 404, { kind: 'unknown' });
        const why =
          outcome.kind === 'taken'
            ? offerCopy.taken
            : slotRefusal(slot, outcome.problem, windowDays(bookings.now(), bookings.config.rules));
        const view = visitorView(found.state.booking, found.state.director);
        return show(res, 409, { kind: 'refused', view, slot, why });
      }
      return current(req, res, 409);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
