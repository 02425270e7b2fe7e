import type { FeatureRoutes } from '../../../../server/platform/http/body-limits';
import { deskPrefix } from '../../../../server/platform/http/http-rules';

/**
 * The desk's routes and their body limit (server/platform/http/body-limits.ts): its longest form
 * is a cancellation's reason and the form's token, 8 KB holds it. Over it, nginx's plain 413, as
 * the desk itself refuses one.
 */
export const deskRoutesDeclared = {
  prefixes: [deskPrefix],
  bodyLimitBytes: 8 * 1024,
} satisfies FeatureRoutes;
