import express from 'express';
import { bookingCopy } from '../fields';
import { bookingGuards } from './http';
import type { FeatureContext } from '../../../../server/platform/feature';
import type { BookingService } from './service';
import { actionRouter } from './routes/kit';
import { bookingRefusals } from './routes/refusals';
import { managePages } from './routes/manage-pages';
import { slotsRouter } from './routes/slots';
import { holdRouter } from './routes/hold';
import { challengeRouter } from './routes/proof';
import { manageLinkRouter } from './routes/manage-link';
import { confirmRouter } from './routes/confirm';
import { extendRouter } from './routes/extend';
import { cancelRouter } from './routes/cancel';
import { rescheduleRouter } from './routes/reschedule';
import { bookingPageRouter } from './routes/booking-page';
import { offerRoutes } from './offer-routes';

/**
 * The booking API, beside the enquiry API and with its machinery (the checks before a body is
 * read, the body parsers, validation, the honeypot, the rate limit and the refusals): one router
 * per action, each in routes/ and saying what it answers:
 *   GET  /api/bookings/slots?topic=ID                  the slot grid (slots.ts)
 *   GET  /api/bookings/challenge                       a proof-of-work challenge, when one is asked for (proof.ts)
 *   POST /api/bookings                                 a booking, held until confirmed (hold.ts)
 *   GET  /api/bookings/ID, /api/bookings/ID.ics        its confirmation page and calendar file (booking-page.ts)
 *   GET  /api/bookings/manage/TOKEN                    the manage link's page (manage-link.ts)
 *   POST /api/bookings/manage/TOKEN/confirm            confirm a hold (confirm.ts)
 *   POST /api/bookings/manage/TOKEN/extend             hold it longer, once (extend.ts)
 *   GET, POST /api/bookings/manage/TOKEN/reschedule    the times to move it to; move it (reschedule.ts)
 *   GET, POST /api/bookings/manage/TOKEN/cancel        the question; cancel it (cancel.ts)
 * The manage link's routes share its page in every state (manage-pages.ts).
 */
export function bookingApi(bookings: BookingService, context: FeatureContext): express.Router {
  const routes = { bookings, context };
  const refusals = bookingRefusals(bookings);
  const manage = managePages(bookings);
  const router = actionRouter();
  router.use(slotsRouter(routes));
  router.use(challengeRouter(routes));
  router.use(holdRouter(routes, refusals));
  router.use(manageLinkRouter(routes, manage));
  router.use(rescheduleRouter(routes, manage));
  router.use(cancelRouter(routes, manage));
  router.use(confirmRouter(routes, manage));
  router.use(extendRouter(routes, manage));
  router.use(offerRoutes(bookings, context));
  router.use(bookingPageRouter(routes));
  router.use(bookingGuards.apiErrors(refusals.refuse, context.log, bookingCopy.unavailable));
  return router;
}
