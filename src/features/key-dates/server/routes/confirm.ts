import { alertsGuards } from '../http';
import { actionRouter, token, type AlertsRoutes } from './kit';

/**
 * GET  /api/alerts/confirm/TOKEN   the page whose one button confirms (opening it changes nothing)
 * POST /api/alerts/confirm/TOKEN   confirms
 */
export function confirmRouter({ alerts, context, answers }: AlertsRoutes) {
  const router = actionRouter();
  const { show, unknown, settled, confirmPage } = answers;
  router.get('/api/alerts/confirm/:token', async (req, res) => {
    const state = await alerts.state(token(req));
    if (state === 'unknown') return show(res, 404, unknown);
    show(res, 200, state === 'pending' ? confirmPage(req) : settled(state));
  });
  router.post(
    '/api/alerts/confirm/:token',
    alertsGuards.postGuard(answers.refuse, { one: 'request', many: 'Changes' }),
    ...alertsGuards.parsers,
    async (req, res) => {
      const state = await context.stored(alerts.confirm(token(req)));
      if (state === 'unknown') return show(res, 404, unknown);
      show(res, 200, settled(state));
    },
  );
  return router;
}
