import { matchPath } from 'react-router-dom';

/**
 * The route table: every route the site has, as data. The router, the navigation, the preview
 * server (and later the prerender step and the sitemap) all read this one list.
 */
export const paths = {
  home: '/',
  services: '/services',
  serviceArea: '/services/:serviceType',
  subservice: '/services/:serviceType/:subservice',
  sectors: '/sectors',
  sector: '/sectors/:sectorSlug/*',
  about: '/about',
  independence: '/independence',
  contact: '/contact',
  enquirySent: '/contact/thank-you',
  enquiryNotSent: '/contact/not-sent',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  accessibility: '/accessibility',
  keyDates: '/key-dates',
  keyDatesAudience: '/key-dates/:audience',
  insights: '/insights',
  insightsPage: '/insights/page/:page',
  insightTopic: '/insights/topics/:topic',
  insightTopicPage: '/insights/topics/:topic/page/:page',
  insight: '/insights/:slug',
  search: '/search',
  fees: '/fees',
  tools: '/tools',
  toolMtdIncomeTax: '/tools/mtd-income-tax',
  toolSafeguardingAudit: '/tools/safeguarding-audit',
  book: '/book',
  bookingBooked: '/book/booked',
  bookingNotBooked: '/book/not-booked',
} as const;

export type RouteKey = keyof typeof paths;

/** The enquiry API (src/features/enquiry/server/api.ts): the form posts here, with or without the app. */
export const apiPaths = {
  enquiries: '/api/enquiries',
  health: '/api/health',
  bookings: '/api/bookings',
  bookingSlots: '/api/bookings/slots',
} as const;

/** A booking's confirmation page (the service writes the booking into it) and its calendar file. */
export const bookingPaths = {
  confirmation: (id: string) => `${apiPaths.bookings}/${id}`,
  calendar: (id: string) => `${apiPaths.bookings}/${id}.ics`,
} as const;

/** Pages that exist only as answers to an enquiry: prerendered, kept out of search and the sitemap. */
export const unlistedRoutes: readonly RouteKey[] = [
  'enquirySent',
  'enquiryNotSent',
  'bookingBooked',
  'bookingNotBooked',
];

/**
 * Routes with parameters whose every page the build prerenders (the articles, the topics and the
 * listings' further pages, from src/content/insights/): a URL one of them matches with no
 * prerendered page is not found, 404 from both servers, rather than the app shell. Not the sector
 * wildcard: the client renders a sector's page for deeper URLs under it, which the build does not know.
 */
export const prerenderedOnlyRoutes: readonly RouteKey[] = [
  'insightsPage',
  'insightTopic',
  'insightTopicPage',
  'insight',
];

/**
 * Where the build writes what a prerendered page of the insights shows (a listing's articles, an
 * article's body), as JSON: the app fetches it when it renders that page, so that no script other
 * pages load grows with the articles. `/insights/page/2` → `/data/insights/page/2.json`.
 */
export function pageDataPath(urlPath: string): string {
  return `/data${withoutTrailingSlash(urlPath)}.json`;
}

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
