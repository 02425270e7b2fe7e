import { matchPath } from 'react-router-dom';
import { pageRegistry } from './indexes/generated/page-registry';
import { notFoundPage, type PageEntry } from './site-routes';
import type { RouteKey } from './paths';

/**
 * The page registry as a table, for what must know every route: the servers (their routes and
 * nginx's), the build (prerender, sitemap) and the browser's router, which loads it after the
 * first page is on screen (src/app/routes.tsx), so that no page's first load grows with the
 * routes. A link needs none of it (`href`, paths.ts).
 */
export { pageRegistry, notFoundPage };

const registryEntries = Object.entries(pageRegistry) as [RouteKey, PageEntry][];

/** Each route's URL pattern, by key (`paths.contact` is `/contact`). */
export const paths = Object.fromEntries(registryEntries.map(([key, entry]) => [key, entry.path])) as {
  readonly [Key in RouteKey]: (typeof pageRegistry)[Key]['path'];
};

/** The keys of the routes whose entry has this flag. */
const keysWith = (flag: 'unlisted' | 'prerenderedOnly'): RouteKey[] =>
  registryEntries.filter(([, entry]) => entry[flag]).map(([key]) => key);

/** Pages that exist only as answers to a form: prerendered, kept out of search and the sitemap. */
export const unlistedRoutes: readonly RouteKey[] = keysWith('unlisted');

/** Routes with parameters whose every page the build prerenders (see PageEntry). */
export const prerenderedOnlyRoutes: readonly RouteKey[] = keysWith('prerenderedOnly');

/** The patterns the client router serves (anything else is the not-found page). */
export const routePatterns: readonly string[] = Object.values(paths);

/** True when a route in the table serves this path; otherwise it is the not-found page (404). */
export function isAppRoute(pathname: string): boolean {
  return routePatterns.some(
    (pattern) => matchPath({ path: pattern, caseSensitive: true, end: true }, pathname) !== null,
  );
}

/** True when a route of prerenderedOnlyRoutes matches this path. */
export function isPrerenderedOnlyRoute(pathname: string): boolean {
  return prerenderedOnlyRoutes.some(
    (key) => matchPath({ path: paths[key], caseSensitive: true, end: true }, pathname) !== null,
  );
}
