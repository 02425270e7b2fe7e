import { alertsCopy } from '../../content/alerts';
import { alertsGuards } from '../http';
import { actionRouter, token, type AlertsRoutes } from './kit';

/**
 * GET  /api/alerts/unsubscribe/TOKEN   the page whose one button unsubscribes
 * POST /api/alerts/unsubscribe/TOKEN   unsubscribes at once: RFC 8058's one-click (from a mail
 *                                      program, with no cookie, login or page between) and the button
 */
export function unsubscribeRouter({ alerts, context, answers }: AlertsRoutes) {
  const router = actionRouter();
  const { show, unknown, unsubscribed, changeLink } = answers;
  router.get('/api/alerts/unsubscribe/:token', async (req, res) => {
    const state = await alerts.state(token(req));
    if (state === 'unknown') return show(res, 404, unknown);
    if (state === 'unsubscribed') return show(res, 200, unsubscribed);
    show(res, 200, {
      heading: alertsCopy.unsubscribe.title,
      text: alertsCopy.unsubscribe.body,
      button: { action: req.originalUrl, label: alertsCopy.unsubscribe.button },
      ...(state === 'confirmed' ? { link: changeLink(req) } : {}),
    });
  });
  // No cross-site check here: RFC 8058's POST comes from the mail provider, and the token is the permission.
  router.post('/api/alerts/unsubscribe/:token', ...alertsGuards.parsers, async (req, res) => {
    const state = await context.stored(alerts.unsubscribe(token(req)));
    if (state === 'unknown') return show(res, 404, unknown);
    show(res, 200, unsubscribed);
  });
  return router;
}
