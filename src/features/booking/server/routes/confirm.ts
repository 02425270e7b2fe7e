import { parseSlotId, windowDays } from '../../slots';
import { manageCopy } from '../manage-copy';
import { managePath } from '../record';
import { slotRefusal } from '../slot-refusal';
import { actionRouter, managePattern, privately, slotRequested, type BookingRoutes } from './kit';
import type { ManagePages } from './manage-pages';
import { bookingGuards } from '../http';

/**
 * POST /api/bookings/manage/TOKEN/confirm: confirms a held booking, or a lapsed one (at `slot` when
 * given), 303 to the link's page; 409 when taken.
 */
export function confirmRouter({ bookings, context }: BookingRoutes, manage: ManagePages) {
  const router = actionRouter();
  const path = `${managePattern}/confirm`;
  router.all(path, manage.guard);
  router.post(path, ...bookingGuards.parsers, async (req, res) => {
    if (!manage.allowed(req, res)) return;
    const token = manage.token(req);
    // A lapsed hold's page sends one of the nearest free times; its own Confirm sends none.
    const body = (req.body ?? {}) as Record<string, unknown>;
    const requested = slotRequested(body);
    const slot = requested === undefined ? undefined : parseSlotId(requested, bookings.config.rules);
    if (slot === null) return manage.showState(req, res, await bookings.byToken(token), { status: 400 });
    const outcome = await context.stored(bookings.confirmByToken(token, slot));
    // Confirmed now (or before: a second press changes nothing): the link's page says so.
    if (outcome.kind === 'booked') return privately(res).redirect(303, `${managePath(token)}?done=confirmed`);
    if (outcome.kind === 'taken' || outcome.kind === 'slot') {
      const state = await bookings.byToken(token);
      const asked = slot ?? ('booking' in state ? state.booking.slot : undefined);
      const notice =
        outcome.kind === 'taken' || !asked
          ? manageCopy.takenMeanwhile
          : slotRefusal(asked, outcome.problem, windowDays(bookings.now(), bookings.config.rules));
      return manage.showState(req, res, state, { status: 409, notice });
    }
    return manage.showState(req, res, outcome, { status: 409 });
  });
  return router;
}
