import { visitorView } from '../record';
import { actionRouter, managePattern, type BookingRoutes } from './kit';
import type { ManagePages } from './manage-pages';

/**
 * GET /api/bookings/manage/TOKEN: the booking, with Confirm, Extend and Cancel while held,
 * Reschedule and Cancel once confirmed (404 unknown, 410 past or lapsed: a lapsed hold offers
 * Confirm or the nearest times); ?done=ACTION says the action's result, which the page's title,
 * heading and first words then say.
 */
export function manageLinkRouter({ bookings }: BookingRoutes, manage: ManagePages) {
  const router = actionRouter();
  router.get(managePattern, async (req, res) => {
    const state = await bookings.byToken(manage.token(req));
    const result = typeof req.query.done === 'string' ? req.query.done : '';
    const view = state.kind === 'unknown' ? null : visitorView(state.booking, state.director);
    const token = manage.token(req);
    if (view && state.kind === 'booked' && (result === 'confirmed' || result === 'moved'))
      return manage.show(res, 200, { kind: 'booked', view, token, result, focus: true });
    if (view && state.kind === 'cancelled' && (result === 'cancelled' || result === 'cancelledHold'))
      return manage.show(res, 200, { kind: 'cancelled', view, result, focus: true });
    if (view && state.kind === 'held' && result === 'extended' && state.booking.holdExpiresAt) {
      const { holdExpiresAt } = state.booking;
      return manage.show(res, 200, { kind: 'held', view, token, holdExpiresAt, result, focus: true });
    }
    return manage.showState(req, res, state);
  });
  return router;
}
