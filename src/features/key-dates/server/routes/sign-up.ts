import type { Request, Response } from 'express';
import { isFormPost } from '../../../../../server/platform/http/api-guards';
import { formSource } from '../../../../../server/platform/http/source-page';
import { honeypotField } from '../../../../content/form-words';
import { alertsCopy } from '../../content/alerts';
import { alertsGuards } from '../http';
import { actionRouter, type AlertsRoutes } from './kit';
import { readSignUp } from './posted';

/**
 * POST /api/alerts   a sign-up (JSON or a plain form): 202, or the "check your inbox" page; the
 *                    same whatever became of it
 */
export function signUpRouter({ alerts, context, answers }: AlertsRoutes) {
  const router = actionRouter();
  const { show, refuse } = answers;
  const checkInbox = (req: Request, res: Response) =>
    isFormPost(req)
      ? show(res, 200, { heading: alertsCopy.checkInbox.title, text: alertsCopy.checkInbox.body })
      : res.status(202).json({ status: 'check-inbox', message: alertsCopy.checkInbox.body });

  router.all('/api/alerts', alertsGuards.postGuard(refuse, { one: 'sign-up', many: 'Sign-ups' }));
  router.post('/api/alerts', ...alertsGuards.parsers, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body[honeypotField] === 'string' && body[honeypotField] !== '') {
      context.log.info('An alerts sign-up with the honeypot filled in was answered as sent and dropped.');
      return checkInbox(req, res);
    }
    const signUp = readSignUp(body);
    if ('problems' in signUp) {
      const error = Object.values(signUp.problems).join('. ');
      return refuse(req, res, 400, { kind: 'invalid', problems: signUp.problems }, error);
    }
    try {
      const sourcePage = formSource(body, req.get('referer'), req.get('host'));
      await context.stored(alerts.signUp({ ...signUp.value, sourcePage }, req.ip ?? 'unknown'));
    } catch (error) {
      context.log.warn(`An alerts sign-up could not be stored: ${(error as Error).message}`);
      res.set('Retry-After', '60');
      return refuse(req, res, 503, { kind: 'unavailable' }, alertsCopy.refused.unavailable);
    }
    checkInbox(req, res);
  });
  return router;
}
