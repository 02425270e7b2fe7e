import type { Request, Response, Router } from 'express';
import { deskCopy } from '../content/desk';
import { mayAct, what } from './consultation-access';
import { deskPaths } from './paths';
import type { DeskRouteKit } from './route-kit';
import type { DeskSession } from './sessions';
import { CancelConfirm, CancelReason } from './views/cancel-views';
import { DiaryView, SignOutEverywhere } from './views/diary-view';
import type { DeskPageProps } from './views/document';
import { deskForms } from './form-fields';

/** The diary: every consultation to come, by director, each with its cancel link where this member may act. */
function diaryRoute(router: Router, { desk, staffOnly, only, page, signed }: DeskRouteKit): void {
  router
    .route('/diary')
    .get(
      staffOnly(async (req, res, session) => {
        const entries = await desk.diary.upcoming();
        const done = { firm: deskCopy.diary.cancelled, hold: deskCopy.diary.cancelledHold }[
          String(req.query.cancelled) as 'firm' | 'hold'
        ];
        page(res, 200, {
          title: deskCopy.diary.title,
          lead: deskCopy.diary.lead,
          signed: signed(res),
          current: 'diary',
          ...(done ? { notice: { text: done } } : {}),
          children: (
            <>
              {entries.length === 0 ? (
                <p>{deskCopy.diary.empty}</p>
              ) : (
                <DiaryView
                  directors={desk.diary.directors()}
                  entries={entries}
                  canCancel={(entry) => mayAct(session, entry)}
                />
              )}
              <SignOutEverywhere csrf={session.csrf} />
            </>
          ),
        });
      }),
    )
    .all(only('GET, HEAD'));
}

/** What each cancelling step shares: the consultation it may act on, the reason's check, the page. */
function cancelTools({ desk, page, refuse, signed, network }: DeskRouteKit) {
  const { config } = desk;
  /** The consultation a cancellation names, if it still holds a time and this member may act on it; else the refusal, sent. */
  const actionable = async (req: Request, res: Response, session: DeskSession) => {
    const entry = await desk.diary.find(String(req.params.id));
    if (!entry) {
      refuse(res, 404, deskCopy.refused.notFoundTitle, deskCopy.cancel.gone);
      return undefined;
    }
    if (!mayAct(session, entry)) {
      await desk.audit.record({
        email: session.member.email,
        action: 'refused: cancel another director’s consultation',
        detail: what(entry),
        network: network(req),
      });
      refuse(res, 403, deskCopy.refused.forbiddenTitle, deskCopy.cancel.notYours);
      return undefined;
    }
    return entry;
  };
  const reasonProblem = (reason: string) =>
    !reason
      ? deskCopy.cancel.missing
      : reason.length > config.reasonMaxLength
        ? deskCopy.cancel.tooLong(config.reasonMaxLength)
        : undefined;
  const cancelPage = (res: Response, status: number, session: DeskSession, children: DeskPageProps['children']) =>
    page(res, status, {
      title: deskCopy.cancel.title,
      lead: deskCopy.cancel.lead,
      signed: signed(res),
      current: 'diary',
      children,
    });
  return { actionable, reasonProblem, cancelPage };
}

type CancelTools = ReturnType<typeof cancelTools>;

/** Cancelling, first step: the reason asked for, then checked and shown again to confirm. */
function cancelRoute(router: Router, kit: DeskRouteKit, { actionable, reasonProblem, cancelPage }: CancelTools): void {
  const { desk, staffOnly, only, page, signed, field } = kit;
  const { config } = desk;
  router
    .route('/diary/:id/cancel')
    .get(
      staffOnly(async (req, res, session) => {
        const entry = await actionable(req, res, session);
        if (!entry) return;
        cancelPage(
          res,
          200,
          session,
          <CancelReason entry={entry} csrf={session.csrf} maxLength={config.reasonMaxLength} />,
        );
      }),
    )
    .post(
      staffOnly(async (req, res, session) => {
        const entry = await actionable(req, res, session);
        if (!entry) return;
        const reason = field(req, deskForms.cancel.reason).trim();
        const problem = reasonProblem(reason);
        if (problem)
          return cancelPage(
            res,
            400,
            session,
            <CancelReason
              entry={entry}
              csrf={session.csrf}
              reason={reason}
              problem={problem}
              maxLength={config.reasonMaxLength}
            />,
          );
        page(res, 200, {
          title: deskCopy.cancel.confirmTitle,
          lead: deskCopy.cancel.confirmLead,
          signed: signed(res),
          current: 'diary',
          children: <CancelConfirm entry={entry} csrf={session.csrf} reason={reason} />,
        });
      }),
    )
    .all(only('GET, HEAD, POST'));
}

/** Cancelling, confirmed: the booking's own cancellation, as the firm, audited. */
function confirmRoute(router: Router, kit: DeskRouteKit, { actionable, reasonProblem }: CancelTools): void {
  const { desk, staffOnly, only, refuse, field, network, stored } = kit;
  router
    .route('/diary/:id/cancel/confirm')
    .post(
      staffOnly(async (req, res, session) => {
        const entry = await actionable(req, res, session);
        if (!entry) return;
        const reason = field(req, deskForms.cancel.reason).trim();
        if (reasonProblem(reason)) return res.redirect(303, deskPaths.cancel(entry.id));
        const cancelled = await stored(desk.diary.cancel(entry.id, reason));
        if (!cancelled) return refuse(res, 404, deskCopy.refused.notFoundTitle, deskCopy.cancel.gone);
        await desk.audit.record({
          email: session.member.email,
          action: entry.state === 'held' ? 'cancelled an unconfirmed hold' : 'cancelled a consultation as the firm',
          detail: `${what(entry)}: ${reason}`,
          network: network(req),
        });
        res.redirect(303, `${deskPaths.diary}?cancelled=${entry.state === 'held' ? 'hold' : 'firm'}`);
      }),
    )
    .all(only('POST'));
}

/** The diary, and cancelling a consultation (or an unconfirmed hold) as the firm, with a reason, in two steps. */
export function diaryCancelRoutes(router: Router, kit: DeskRouteKit): void {
  const tools = cancelTools(kit);
  diaryRoute(router, kit);
  cancelRoute(router, kit, tools);
  confirmRoute(router, kit, tools);
}
