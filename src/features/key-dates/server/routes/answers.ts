import type { Request, Response } from 'express';
import { isFormPost, type Refuse } from '../../../../../server/platform/http/api-guards';
import { alertsCopy } from '../../content/alerts';
import { renderAlertsAnswer, type AlertsAnswer } from '../pages';
import type { LinkState } from '../service';
import { token } from './kit';
import { signUpAgain } from './posted';

/** How the alerts' routes answer: the one answer page, in each state a link can be in. */
export interface AlertsAnswers {
  /** The answer page, never cached and its address sent to no other site. */
  show: (res: Response, status: number, answer: AlertsAnswer) => void;
  /**
   * A refused post, in the pattern of every form's answer (server/platform/forms/pages.ts): for a
   * plain form, the error summary and, for a sign-up, its form again with what was sent.
   */
  refuse: Refuse;
  /** A link that was never given, or whose sign-up has gone. */
  unknown: AlertsAnswer;
  unsubscribed: AlertsAnswer;
  /** What a link says once there is nothing left to press: confirmed, or unsubscribed. */
  settled: (state: LinkState) => AlertsAnswer;
  /** The page whose one button confirms: the confirm link's, and the change link's before confirming. */
  confirmPage: (req: Request) => AlertsAnswer;
  /** The link to change lists and lead times, for the same token. */
  changeLink: (req: Request) => NonNullable<AlertsAnswer['link']>;
}

export function alertsAnswers(template: string): AlertsAnswers {
  const show = (res: Response, status: number, answer: AlertsAnswer) =>
    res
      .set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' })
      .status(status)
      .type('html')
      .send(renderAlertsAnswer(template, answer));
  const unsubscribed: AlertsAnswer = { heading: alertsCopy.unsubscribe.doneTitle, text: alertsCopy.unsubscribe.done };
  return {
    show,
    refuse(req, res, status, reason, error) {
      const problems = reason.kind === 'invalid' ? reason.problems : {};
      if (!isFormPost(req))
        return void res.status(status).json({ error, ...(reason.kind === 'invalid' ? { problems } : {}) });
      const signingUp = req.path === '/api/alerts';
      const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
      show(res, status, {
        heading: signingUp ? alertsCopy.refused.title : alertsCopy.refused.changeTitle,
        text: reason.kind === 'invalid' ? alertsCopy.refused.invalid : error,
        problems,
        ...(signingUp ? { signUp: signUpAgain(body) } : {}),
      });
    },
    unknown: { heading: alertsCopy.confirm.lapsedTitle, text: alertsCopy.confirm.lapsed },
    unsubscribed,
    settled: (state) =>
      state === 'confirmed' ? { heading: alertsCopy.confirm.doneTitle, text: alertsCopy.confirm.done } : unsubscribed,
    confirmPage: (req) => ({
      heading: alertsCopy.confirm.title,
      text: alertsCopy.confirm.body,
      button: { action: `/api/alerts/confirm/${encodeURIComponent(token(req))}`, label: alertsCopy.confirm.button },
    }),
    changeLink: (req) => ({
      href: `/api/alerts/change/${encodeURIComponent(token(req))}`,
      label: alertsCopy.change.link,
    }),
  };
}
