import type { Request, Response } from 'express';
import { bookingCopy } from '../../fields';
import { parseSlotId, windowDays } from '../../slots';
import { manageCopy } from '../manage-copy';
import { managePath, visitorView } from '../record';
import { slotRefusal } from '../slot-refusal';
import { actionRouter, managePattern, privately, slotRequested, type BookingRoutes } from './kit';
import type { ManagePages } from './manage-pages';
import { bookingGuards } from '../http';

/**
 * GET  /api/bookings/manage/TOKEN/reschedule   the topic's free times to move it to
 * POST /api/bookings/manage/TOKEN/reschedule   moves it to `slot` (303; 409 when taken)
 */
export function rescheduleRouter({ bookings, context }: BookingRoutes, manage: ManagePages) {
  const router = actionRouter();
  const path = `${managePattern}/reschedule`;
  router.get(path, async (req, res) => {
    const token = manage.token(req);
    const state = await bookings.byToken(token);
    // A lapsed hold whose time was taken: every free time, each booking it again with its details (issue 54, 03).
    if (state.kind === 'lapsed' && !(await bookings.lapsedOffer(state.booking)).free) {
      const days = await bookings.grid(state.booking.details.topic, state.booking.id);
      const director = state.director && { ...state.director, meetingLink: null };
      const view = visitorView(state.booking, director);
      return manage.show(res, 200, { kind: 'reschedule', view, token, days, lapsed: true });
    }
    if (state.kind !== 'booked') return manage.showState(req, res, state, { notice: manageCopy.confirmFirst });
    const days = await bookings.grid(state.booking.details.topic, state.booking.id);
    manage.show(res, 200, { kind: 'reschedule', view: visitorView(state.booking, state.director), token, days });
  });
  /** The times to move it to again, saying why the last choice was refused. */
  const again = async (req: Request, res: Response, status: number, message: string) => {
    const token = manage.token(req);
    const state = await bookings.byToken(token);
    if (state.kind !== 'booked')
      return manage.showState(req, res, state, { status: 409, notice: manageCopy.confirmFirst });
    const days = await bookings.grid(state.booking.details.topic, state.booking.id);
    const view = visitorView(state.booking, state.director);
    manage.show(res, status, { kind: 'reschedule', view, token, days, message, focus: true });
  };
  router.all(path, manage.guard);
  router.post(path, ...bookingGuards.parsers, async (req, res) => {
    if (!manage.allowed(req, res)) return;
    const token = manage.token(req);
    const slot = parseSlotId(slotRequested((req.body ?? {}) as Record<string, unknown>), bookings.config.rules);
    if (!slot) return again(req, res, 400, bookingCopy.slotMissing);
    const outcome = await context.stored(bookings.reschedule(token, slot));
    switch (outcome.kind) {
      case 'moved':
        return privately(res).redirect(303, `${managePath(token)}?done=moved`);
      case 'taken':
        return again(req, res, 409, bookingCopy.taken);
      case 'slot':
        return again(
          req,
          res,
          400,
          slotRefusal(slot, outcome.problem, windowDays(bookings.now(), bookings.config.rules)),
        );
      case 'tooManyMoves':
        return again(req, res, 429, manageCopy.tooManyMoves(outcome.limit));
      case 'cancelled':
      case 'held':
        return manage.showState(req, res, outcome, { status: 409, notice: manageCopy.confirmFirst });
      default:
        return manage.showState(req, res, outcome);
    }
  });
  return router;
}
