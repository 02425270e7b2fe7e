import { bookingFeature } from '../../src/features/booking/server/feature';
import { enquiryFeature } from '../../src/features/enquiry/server/feature';
import { keyDateAlertsFeature } from '../../src/features/key-dates/server/feature';
import { keyDateRulesFeature } from '../../src/features/key-dates/server/rules-feature';
import { toolsFeature } from '../../src/features/checkers/server/feature';
import { deskFeature } from '../../src/features/desk/server/feature';
import type { NamedRoutes } from '../platform/http/nginx-body-limits';

/**
 * The service's features, each one plug (server/platform/feature.ts): the service opens, routes,
 * tends and stops them in this order, and their commands are the command line's
 * (server/app/cli.ts). A new server feature is its folder and one line here.
 */
export const features = [
  enquiryFeature,
  bookingFeature,
  keyDateRulesFeature,
  keyDateAlertsFeature,
  toolsFeature,
  deskFeature,
] as const;

/** Each feature's declared routes and body limit, with its name: what the build writes nginx's limits from. */
export const featureRoutes: readonly NamedRoutes[] = features.flatMap((feature) =>
  'http' in feature && feature.http ? [{ name: feature.name, ...feature.http }] : [],
);

/**
 * The migrations of features that were removed, by name: a database that ran them must still open
 * (Kysely refuses one whose history names a migration it does not know), so removing a feature
 * moves its migrations' names here, where they do nothing.
 */
export const retiredMigrations: readonly string[] = [];
