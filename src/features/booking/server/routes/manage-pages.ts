import type { Request, Response } from 'express';
import type { Refuse } from '../../../../../server/platform/http/api-guards';
import { bookingGuards } from '../http';
import { renderManage, type ManagePage } from '../pages';
import { visitorView } from '../record';
import type { BookingService, ManageState } from '../service';
import { privately } from './kit';

/** How a manage link's routes answer: its page in any state, and the checks before an action. */
export interface ManagePages {
  /** The link's page, never cached. */
  show: (res: Response, status: number, page: ManagePage) => void;
  /**
   * The page for a link in any state: `notice` above the booking (why an action was refused),
   * `focus` once something was done or refused (its heading, which says so, takes focus). A lapsed
   * hold offers Confirm while its time is free, else the nearest free times.
   */
  showState: (
    req: Request,
    res: Response,
    state: ManageState,
    options?: { status?: number; notice?: string; focus?: boolean },
  ) => Promise<void>;
  /** The link's token, as the path carries it. */
  token: (req: Request) => string;
  /** The visitor's tries, shared with booking: false (and the refusal sent) past the limit. */
  allowed: (req: Request, res: Response) => boolean;
  /** What a post to an action must be before its body is read (api-guards.ts), refused with the link's page. */
  guard: ReturnType<typeof bookingGuards.postGuard>;
}

export function managePages(bookings: BookingService): ManagePages {
  const { pages } = bookings.config;
  const show = (res: Response, status: number, page: ManagePage) =>
    void privately(res).status(status).type('html').send(renderManage(pages.manage, page));
  const token = (req: Request) => String(req.params.token ?? '');
  const showState: ManagePages['showState'] = async (req, res, state, options = {}) => {
    const { status, notice, focus = req.method === 'POST' } = options;
    if (state.kind === 'unknown') return show(res, 404, { kind: 'unknown', focus });
    if (state.kind === 'ended') return show(res, 410, { kind: 'ended', focus });
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
        const released = state.releasedAt ? { releasedAt: state.releasedAt } : {};
        return show(res, status ?? 410, {
          ...{ kind: 'lapsed', view, token: token(req), offer, heldUntil },
          ...released,
          focus,
          ...message,
        });
      }
      case 'held': {
        const holdExpiresAt = state.booking.holdExpiresAt ?? new Date().toISOString();
        const extendMinutes = state.extended ? {} : { extendMinutes: bookings.config.holdMinutes };
        return show(res, status ?? 200, {
          kind: 'held',
          ...common,
          holdExpiresAt,
          ...extendMinutes,
          shared: state.shared,
        });
      }
      case 'booked':
        return show(res, status ?? 200, { kind: 'booked', ...common });
      case 'cancelled':
        return show(res, status ?? 200, { kind: 'cancelled', view, focus });
    }
  };
  const allowed = (req: Request, res: Response) => {
    const limit = bookings.rateLimiter.take(req.ip ?? 'unknown');
    if (limit.allowed) return true;
    res.set('Retry-After', String(limit.retryAfterSeconds));
    show(res, 429, { kind: 'unknown' });
    return false;
  };
  const refuse: Refuse = (_req, res, status) => show(res, status, { kind: 'unknown' });
  return {
    show,
    showState,
    token,
    allowed,
    guard: bookingGuards.postGuard(refuse, { one: 'request', many: 'Changes' }),
  };
}
