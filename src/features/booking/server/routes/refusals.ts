import type { Request, Response } from 'express';
import { windowDays } from '../../slots';
import { isFormPost, type Refuse } from '../../../../../server/platform/http/api-guards';
import type { NotSentReason } from '../../../../../server/platform/forms/pages';
import { renderNotBooked, type NotBooked } from '../pages';
import type { BookingService } from '../service';

/** How the booking (a hold) is refused or answered short of booked: JSON for the app, the "not booked" page for a plain form. */
export interface BookingRefusals {
  /** An enquiry-style refusal (400, 403, 413, 429, 503). */
  refuse: Refuse;
  /** Any other answer short of booked: `body` for the app, `page` for a plain form. */
  answer: (req: Request, res: Response, status: number, body: object, page: NotBooked) => void;
}

export function bookingRefusals(bookings: BookingService): BookingRefusals {
  const { pages } = bookings.config;
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
  return {
    refuse(req, res, status, reason, error) {
      if (isFormPost(req))
        res
          .status(status)
          .type('html')
          .send(notBookedFor(req, reason, error));
      else res.status(status).json(reason.kind === 'invalid' ? { error, fields: reason.problems } : { error });
    },
    answer(req, res, status, body, page) {
      if (isFormPost(req))
        res
          .status(status)
          .type('html')
          .send(renderNotBooked(pages.notBooked, { ...page, again: again(req) }));
      else res.status(status).json(body);
    },
  };
}
