import type { FeatureRoutes } from '../../../../server/platform/http/body-limits';
import { apiGuards } from '../../../../server/platform/http/api-guards';

/**
 * Deadline alerts' routes and their body limit (server/platform/http/body-limits.ts). A sign-up or
 * a change is at most 20 fields (the parsers' parameterLimit), the longest an email address: 254
 * characters, 2.3 KB in the worst encoding (9 bytes a character); the rest are choices and dates.
 * 8 KB holds every post the forms allow. Over it, nginx's plain 413.
 */
export const alertsRoutes = {
  prefixes: ['/api/alerts'],
  bodyLimitBytes: 8 * 1024,
} satisfies FeatureRoutes;

export const alertsGuards = apiGuards(alertsRoutes);
