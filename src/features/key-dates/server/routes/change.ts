import type { Request } from 'express';
import { alertsCopy } from '../../content/alerts';
import { alertsGuards } from '../http';
import type { AlertsAnswer } from '../pages';
import { actionRouter, token, type AlertsRoutes } from './kit';
import { readChoices, signUpAgain } from './posted';

/**
 * GET  /api/alerts/change/TOKEN   the page to change lists and lead times (changes nothing)
 * POST /api/alerts/change/TOKEN   saves them
 */
export function changeRouter({ alerts, context, answers }: AlertsRoutes) {
  const router = actionRouter();
  const { show, unknown, unsubscribed, confirmPage, changeLink } = answers;
  const changePage = (
    req: Request,
    choices: Pick<NonNullable<AlertsAnswer['choices']>, 'audiences' | 'leads'>,
  ): AlertsAnswer => ({
    heading: alertsCopy.change.title,
    text: alertsCopy.change.body,
    choices: { action: req.originalUrl, ...choices },
  });
  router.get('/api/alerts/change/:token', async (req, res) => {
    const choices = await alerts.choices(token(req));
    if (choices) return show(res, 200, changePage(req, choices));
    const state = await alerts.state(token(req));
    if (state === 'unknown') return show(res, 404, unknown);
    // Pending: confirming comes first (the same link's confirm page); unsubscribed: nothing to change.
    show(res, 200, state === 'pending' ? confirmPage(req) : unsubscribed);
  });
  router.post(
    '/api/alerts/change/:token',
    alertsGuards.postGuard(answers.refuse, { one: 'request', many: 'Changes' }),
    ...alertsGuards.parsers,
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const choices = readChoices(body);
      const current = await alerts.choices(token(req));
      if (!current) {
        const state = await alerts.state(token(req));
        if (state === 'unknown') return show(res, 404, unknown);
        // Not saved: a pending sign-up is confirmed first (the same link's confirm page), never told it left.
        return state === 'pending' ? show(res, 409, confirmPage(req)) : show(res, 200, unsubscribed);
      }
      if ('problems' in choices) {
        // The change form again with what was sent (the visitor's edits, as far as the form offers them).
        const { audiences: sent, leads: days } = signUpAgain(body);
        return show(res, 400, {
          ...changePage(req, { audiences: sent, leads: days }),
          heading: alertsCopy.refused.changeTitle,
          text: alertsCopy.refused.invalid,
          problems: choices.problems,
        });
      }
      const state = await context.stored(alerts.change(token(req), choices.value));
      if (state === 'unknown') return show(res, 404, unknown);
      if (state !== 'confirmed') return show(res, 200, unsubscribed);
      show(res, 200, { heading: alertsCopy.change.doneTitle, text: alertsCopy.change.done, link: changeLink(req) });
    },
  );
  return router;
}
