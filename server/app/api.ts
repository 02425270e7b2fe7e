import express from 'express';
import { apiPaths } from '../../src/config/paths';
import type { SiteService } from './service';

/**
 * The service's API, the same in the preview server and in the production service: each feature's
 * routes (server/app/features.ts), and the service's own health.
 *   GET /api/health   the engine, whether the database answers, and how many emails wait or
 *                     failed, and each feature's part: no personal data; 503 while the database
 *                     does not answer; `status` "degraded" (200) while the features name a problem
 *                     a visitor meets (`problems`)
 */
export function serviceApi(service: SiteService): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  for (const featureRouter of service.routers()) router.use(featureRouter);

  router.all(apiPaths.health, async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).json({ error: 'Method Not Allowed' });
      return;
    }
    const health = await service.health();
    res.status(health.database === 'ok' ? 200 : 503).json(health);
  });

  router.all('/api/{*rest}', (_req, res) => {
    res.status(404).json({ error: 'Not Found' });
  });
  return router;
}
