import type express from 'express';
import type { FeatureContext } from '../../../../server/platform/feature';
import { alertsCopy } from '../content/alerts';
import { alertsGuards } from './http';
import type { AlertService } from './service';
import { actionRouter } from './routes/kit';
import { alertsAnswers } from './routes/answers';
import { signUpRouter } from './routes/sign-up';
import { confirmRouter } from './routes/confirm';
import { changeRouter } from './routes/change';
import { unsubscribeRouter } from './routes/unsubscribe';

/**
 * Deadline alerts' API: one router per action, each in routes/ and saying what it answers, as the
 * booking API is:
 *   POST      /api/alerts                       a sign-up; "check your inbox" whatever became of it (sign-up.ts)
 *   GET, POST /api/alerts/confirm/TOKEN         the page whose one button confirms; confirm (confirm.ts)
 *   GET, POST /api/alerts/change/TOKEN          the page to change lists and lead times; save them (change.ts)
 *   GET, POST /api/alerts/unsubscribe/TOKEN     the page whose one button unsubscribes; RFC 8058's
 *                                               one-click unsubscribe (unsubscribe.ts)
 * They share one answer page in every state a link can be in (answers.ts), and read posts with
 * posted.ts.
 */
export function alertsApi(alerts: AlertService, context: FeatureContext, pages: { answer: string }): express.Router {
  const answers = alertsAnswers(pages.answer);
  const routes = { alerts, context, answers };
  const router = actionRouter();
  router.use(signUpRouter(routes));
  router.use(confirmRouter(routes));
  router.use(changeRouter(routes));
  router.use(unsubscribeRouter(routes));
  router.use(alertsGuards.apiErrors(answers.refuse, context.log, alertsCopy.refused.unavailable));
  return router;
}
