import type { PathParam } from 'react-router-dom';
import type { pageRegistry } from './indexes/generated/page-registry';

/**
 * Links to the site's pages, checked against the page registry (src/config/site-routes.ts and each
 * feature's manifest, written out as indexes/generated/page-registry.ts) at compile time, at no
 * cost in the browser: a link names its route's URL pattern, so no table of routes is read to
 * build it. The table itself, for the servers, the build and the router, is route-table.ts.
 */

/** A key of the page registry. */
export type RouteKey = keyof typeof pageRegistry;

/** Every route's URL pattern (`/contact`, `/insights/:slug`). */
export type RoutePattern = (typeof pageRegistry)[RouteKey]['path'];

/** A pattern's parameters: each `:name`, and what its `/*` stands for, if anything. */
type RouteParams<Pattern extends string> = { [Name in Exclude<PathParam<Pattern>, '*'>]: string } & {
  '*'?: string;
};

/**
 * Builds a concrete URL path from a route's pattern, e.g. `href('/services/:serviceType', { serviceType: 'tax' })`;
 * a pattern no route has, or a missing parameter, does not compile.
 */
export function href<Pattern extends RoutePattern>(
  pattern: Pattern,
  ...[params]: PathParam<Pattern> extends never ? [] : [RouteParams<Pattern>]
): string {
  const values: Record<string, string | undefined> = params ?? {};
  return pattern
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`href(${pattern}): missing parameter "${name}"`);
      return encodeURIComponent(value);
    })
    .replace(/\/\*$/, values['*'] ? `/${values['*']}` : '');
}

/** The enquiry API (src/features/enquiry/server/api.ts): the form posts here, with or without the app. */
export const apiPaths = {
  enquiries: '/api/enquiries',
  health: '/api/health',
  bookings: '/api/bookings',
  bookingSlots: '/api/bookings/slots',
} as const;

/**
 * A booking's confirmation page (the service renders the booking into it) and its calendar file,
 * which only the holder of the booking's manage link (its token) may open.
 */
export const bookingPaths = {
  confirmation: (id: string) => `${apiPaths.bookings}/${id}`,
  calendar: (id: string, token?: string) =>
    `${apiPaths.bookings}/${id}.ics${token ? `?manage=${encodeURIComponent(token)}` : ''}`,
} as const;

/**
 * Where the build writes what a prerendered page of the insights shows (a listing's articles, an
 * article's body), as JSON: the app fetches it when it renders that page, so that no script other
 * pages load grows with the articles. `/insights/page/2` → `/data/insights/page/2.json`.
 */
export function pageDataPath(urlPath: string): string {
  return `/data${withoutTrailingSlash(urlPath)}.json`;
}

/** A path as the route table writes it: `/about/` → `/about`; `/` stays `/`. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}
