import { matchPath } from 'react-router-dom';

/**
 * The page registry: every page the site has, one entry each, as data. From it derive the router
 * and its page chunks (src/app/routes.tsx), the prerender step and the sitemap
 * (src/app/static-paths.ts), the preview server's and nginx's routes (server/app/app.ts,
 * server/platform/http/nginx-routes.ts), and every link (`href`). Each entry says:
 *   - `path`: the URL pattern (`:param` one segment, `/*` anything below);
 *   - `page`: the page's module under src/, whose default export is the page component, loaded as
 *     its own chunk the first time it is shown (routes that share a module share its chunk);
 *   - `unlisted`: an answer page (prerendered, kept out of search and the sitemap);
 *   - `prerenderedOnly`: a route with parameters whose every page the build prerenders (from
 *     src/content/insights/), so that a URL it matches with no prerendered page is 404 from both
 *     servers rather than the app shell. Not the sector wildcard: the client renders a sector's page
 *     for deeper URLs under it, which the build does not know.
 * A page's words are its content module, under the same key in src/content/page-tree.ts (Node
 * only, so that no page's bundle carries another's copy); the type there requires one for every
 * fixed page here.
 */
export const pageRegistry = {
  home: { path: '/', page: 'pages/home-page' },
  services: { path: '/services', page: 'pages/services-page' },
  serviceArea: { path: '/services/:serviceType', page: 'pages/sector-page' },
  subservice: { path: '/services/:serviceType/:subservice', page: 'pages/sector-page' },
  sectors: { path: '/sectors', page: 'pages/sectors-page' },
  sector: { path: '/sectors/:sectorSlug/*', page: 'pages/sector-page' },
  about: { path: '/about', page: 'pages/about-page' },
  independence: { path: '/independence', page: 'pages/independence-page' },
  switchingAccountant: { path: '/switching-accountant', page: 'pages/switching-accountant-page' },
  contact: { path: '/contact', page: 'features/enquiry/pages/contact-page' },
  enquirySent: { path: '/contact/thank-you', page: 'features/enquiry/pages/sent-page', unlisted: true },
  enquiryNotSent: { path: '/contact/not-sent', page: 'features/enquiry/pages/not-sent-page', unlisted: true },
  privacyPolicy: { path: '/privacy-policy', page: 'pages/policy-page' },
  termsOfService: { path: '/terms-of-service', page: 'pages/policy-page' },
  cookiePolicy: { path: '/cookie-policy', page: 'pages/policy-page' },
  accessibility: { path: '/accessibility', page: 'pages/policy-page' },
  complaints: { path: '/complaints', page: 'pages/policy-page' },
  keyDates: { path: '/key-dates', page: 'features/key-dates/pages/key-dates-page' },
  keyDatesAudience: { path: '/key-dates/:audience', page: 'features/key-dates/pages/key-dates-page' },
  alerts: { path: '/alerts', page: 'features/key-dates/pages/alerts-page', unlisted: true },
  insights: { path: '/insights', page: 'features/insights/pages/insights-page' },
  insightsPage: { path: '/insights/page/:page', page: 'features/insights/pages/insights-page', prerenderedOnly: true },
  insightTopic: {
    path: '/insights/topics/:topic',
    page: 'features/insights/pages/insights-page',
    prerenderedOnly: true,
  },
  insightTopicPage: {
    path: '/insights/topics/:topic/page/:page',
    page: 'features/insights/pages/insights-page',
    prerenderedOnly: true,
  },
  insight: { path: '/insights/:slug', page: 'features/insights/pages/insight-page', prerenderedOnly: true },
  search: { path: '/search', page: 'features/insights/search/pages/search-page' },
  fees: { path: '/fees', page: 'features/fees/pages/fees-page' },
  tools: { path: '/tools', page: 'features/checkers/pages/tools-page' },
  toolMtdIncomeTax: { path: '/tools/mtd-income-tax', page: 'features/checkers/pages/mtd-income-tax-page' },
  toolSafeguardingAudit: {
    path: '/tools/safeguarding-audit',
    page: 'features/checkers/pages/safeguarding-audit-page',
  },
  toolSoleTraderOrCompany: {
    path: '/tools/sole-trader-or-limited-company',
    page: 'features/checkers/pages/sole-trader-or-company-page',
  },
  book: { path: '/book', page: 'features/booking/pages/book-page' },
  bookingBooked: { path: '/book/booked', page: 'features/booking/pages/booked-page', unlisted: true },
  bookingNotBooked: { path: '/book/not-booked', page: 'features/booking/pages/not-booked-page', unlisted: true },
  bookingManage: { path: '/book/manage', page: 'features/booking/pages/manage-page', unlisted: true },
} as const satisfies Record<string, PageEntry>;

/** One page of the registry (see pageRegistry). */
export interface PageEntry {
  path: string;
  /** The page component's module under src/ (its default export), without the extension. */
  page: string;
  unlisted?: true;
  prerenderedOnly?: true;
}

export type RouteKey = keyof typeof pageRegistry;

/** The page served for any URL no route has: it has no path of its own. */
export const notFoundPage = 'platform/not-found-page';

const registryEntries = Object.entries(pageRegistry) as [RouteKey, PageEntry][];

/** Each route's URL pattern, by key (`paths.contact` is `/contact`). */
export const paths = Object.fromEntries(registryEntries.map(([key, entry]) => [key, entry.path])) as {
  readonly [Key in RouteKey]: (typeof pageRegistry)[Key]['path'];
};

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
 * The keys of the routes whose entry has this flag. The lists below are for the build and the
 * servers; marked pure, so that the browser's bundle, which reads none of them, does not work them
 * out on every page (the minifier cannot tell on its own that they change nothing).
 */
const keysWith = (flag: 'unlisted' | 'prerenderedOnly'): RouteKey[] =>
  registryEntries.filter(([, entry]) => entry[flag]).map(([key]) => key);

/** Pages that exist only as answers to a form: prerendered, kept out of search and the sitemap. */
export const unlistedRoutes: readonly RouteKey[] = /* @__PURE__ */ keysWith('unlisted');

/** Routes with parameters whose every page the build prerenders (see pageRegistry). */
export const prerenderedOnlyRoutes: readonly RouteKey[] = /* @__PURE__ */ keysWith('prerenderedOnly');

/**
 * Where the build writes what a prerendered page of the insights shows (a listing's articles, an
 * article's body), as JSON: the app fetches it when it renders that page, so that no script other
 * pages load grows with the articles. `/insights/page/2` → `/data/insights/page/2.json`.
 */
export function pageDataPath(urlPath: string): string {
  return `/data${withoutTrailingSlash(urlPath)}.json`;
}

/** The patterns the client router serves (anything else is the not-found page). */
export const routePatterns: readonly string[] = /* @__PURE__ */ Object.values(paths);

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

/** Builds a concrete URL path from a pattern, e.g. `href('serviceArea', { serviceType: 'tax' })`. */
export function href(key: RouteKey, params: Record<string, string> = {}): string {
  return paths[key]
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`href(${key}): missing parameter "${name}"`);
      return encodeURIComponent(value);
    })
    .replace(/\/\*$/, params['*'] ? `/${params['*']}` : '');
}

/** A path as the route table writes it: `/about/` → `/about`; `/` stays `/`. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}
