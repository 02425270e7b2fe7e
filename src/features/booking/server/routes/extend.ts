import { managePath, visitorView } from '../record';
import { actionRouter, managePattern, privately, type BookingRoutes } from './kit';
import type { ManagePages } from './manage-pages';
import { bookingGuards } from '../http';

/** POST /api/bookings/manage/TOKEN/extend: holds it `holdMinutes` longer, once (303; 409 refused). */
export function extendRouter({ bookings, context }: BookingRoutes, manage: ManagePages) {
  const router = actionRouter();
  const path = `${managePattern}/extend`;
  router.all(path, manage.guard);
  router.post(path, ...bookingGuards.parsers, async (req, res) => {
    if (!manage.allowed(req, res)) return;
    const token = manage.token(req);
    const outcome = await context.stored(bookings.extendByToken(token));
    if (outcome.kind === 'extended') return privately(res).redirect(303, `${managePath(token)}?done=extended`);
    if (outcome.kind === 'notExtended') {
      const { booking, director, why } = outcome;
      return manage.show(res, 409, {
        kind: 'held',
        view: visitorView(booking, director),
        token,
        holdExpiresAt: booking.holdExpiresAt ?? new Date().toISOString(),
        result: why,
        focus: true,
      });
    }
    return manage.showState(req, res, outcome, { status: 409 });
  });
  return router;
}
