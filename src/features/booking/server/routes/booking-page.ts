import type { Response } from 'express';
import { apiPaths, bookingPaths } from '../../../../config/paths';
import { bookingCopy } from '../../fields';
import { isRecordId } from '../../../../../server/platform/db/record-id';
import { senderDomain } from '../../../../../server/platform/forms/mail';
import { bookingIcs } from '../calendar';
import { sameReceipt } from '../keys';
import { renderConfirmation } from '../pages';
import { managePath, visitorView, type BookingRecord, type VisitorView } from '../record';
import { actionRouter, privately, type BookingRoutes } from './kit';

/**
 * GET /api/bookings/ID: the confirmation page, the booking written in (with ?manage=TOKEN, its
 * manage link, video room and calendar file); GET /api/bookings/ID.ics?manage=TOKEN: the visitor's
 * calendar file, once confirmed.
 */
export function bookingPageRouter({ bookings, context }: BookingRoutes) {
  const router = actionRouter();
  const { pages } = bookings.config;
  /** The calendar file: only a confirmed booking is in a calendar; a held one's room is not yet the visitor's. */
  const sendCalendar = (res: Response, booking: BookingRecord, view: VisitorView, holder: boolean) => {
    if (!holder || booking.holdExpiresAt) {
      privately(res).status(404).json({ error: bookingCopy.calendarFromEmail });
      return;
    }
    const domain = senderDomain(context.mail.addresses.from);
    privately(res)
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', 'attachment; filename="consultation.ics"')
      .send(bookingIcs(view, { method: 'PUBLISH', domain, stamp: new Date(booking.bookedAt), organizer: null }));
  };
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
    if (ics) return sendCalendar(res, booking, view, holder);
    const manageUrl = holder ? `${bookings.config.siteUrl}${managePath(token)}` : null;
    const calendarUrl = holder ? bookingPaths.calendar(id, token) : null;
    const { holdExpiresAt } = booking;
    const hold = holdExpiresAt ? { minutes: bookings.config.holdMinutes, until: holdExpiresAt } : undefined;
    privately(res)
      .type('html')
      .send(renderConfirmation(pages.confirmation, view, manageUrl, calendarUrl, hold));
  });
  return router;
}
