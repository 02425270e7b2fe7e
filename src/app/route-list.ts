import { pageRegistry } from '../config/indexes/generated/page-registry';

/** A route of the router: its key, its URL pattern and its page's module. */
export interface AppRoute {
  key: string;
  path: string;
  page: string;
}

/**
 * Every route of the page registry, for the router. The browser loads this as a chunk of its own
 * once the first page is up (src/app/routes.tsx), so no page's first load grows with the routes;
 * the prerender step reads it at once.
 */
export const routeList: readonly AppRoute[] = Object.entries(pageRegistry).map(([key, { path, page }]) => ({
  key,
  path,
  page,
}));
