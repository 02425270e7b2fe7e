import type { FeatureRoutes } from '../../../../server/platform/http/body-limits';
import { apiGuards } from '../../../../server/platform/http/api-guards';

/**
 * The calculators' routes and their body limit (server/platform/http/body-limits.ts): a plain form
 * of figures and choices, at most 20 fields (the parsers' parameterLimit), none longer than a
 * number; 8 KB holds every post the forms allow. Over it, nginx's plain 413.
 */
export const toolsRoutes = {
  prefixes: ['/api/tools'],
  bodyLimitBytes: 8 * 1024,
} satisfies FeatureRoutes;

export const toolsGuards = apiGuards(toolsRoutes);
