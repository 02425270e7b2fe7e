import type { Request, Response } from 'express';
import { managePath, visitorView } from '../record';
import { actionRouter, managePattern, privately, type BookingRoutes } from './kit';
import type { ManagePages } from './manage-pages';
import { bookingGuards } from '../http';

/**
 * GET  /api/bookings/manage/TOKEN/cancel   asks "Cancel your consultation on …?" (changes nothing)
 * POST /api/bookings/manage/TOKEN/cancel   with confirm=yes cancels it (303), else asks
 */
export function cancelRouter({ bookings, context }: BookingRoutes, manage: ManagePages) {
  const router = actionRouter();
  const path = `${managePattern}/cancel`;
  /**
   * The question before cancelling (WCAG 3.3.4), which changes nothing: what the Cancel button
   * opens, and what a post without the answer (a page from before the question) is shown.
   */
  const askCancel = async (req: Request, res: Response) => {
    const state = await bookings.byToken(manage.token(req));
    if (state.kind !== 'booked' && state.kind !== 'held') return manage.showState(req, res, state);
    const view = visitorView(state.booking, state.director);
    const held = state.kind === 'held';
    manage.show(res, 200, { kind: 'cancelAsk', view, token: manage.token(req), held, focus: true });
  };
  router.get(path, askCancel);
  router.all(path, manage.guard);
  router.post(path, ...bookingGuards.parsers, async (req, res) => {
    // Only the question's "Yes, cancel it" cancels: any other post is asked it.
    if ((req.body as Record<string, unknown> | undefined)?.confirm !== 'yes') return askCancel(req, res);
    if (!manage.allowed(req, res)) return;
    const token = manage.token(req);
    const before = await bookings.byToken(token);
    const state = await context.stored(bookings.cancelByToken(token));
    if (state.kind !== 'cancelled') return manage.showState(req, res, state, { status: 409 });
    // Done (or done before: a second press changes nothing): the link's page says so.
    const result = before.kind === 'held' ? 'cancelledHold' : before.kind === 'booked' ? 'cancelled' : '';
    privately(res).redirect(303, `${managePath(token)}${result ? `?done=${result}` : ''}`);
  });
  return router;
}
