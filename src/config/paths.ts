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
  insightTopic: '/insights/topics/:topic',
  insight: '/insights/:slug',
  book: '/book',
  bookingBooked: '/book/booked',
  bookingNotBooked: '/book/not-booked',
} as const;

export type RouteKey = keyof typeof paths;

/** The enquiry API (server/enquiries/api.ts): the form posts here, with or without the app. */
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

/** The patterns the client router serves (anything else is the not-found page). */
export const routePatterns: readonly string[] = Object.values(paths);

/** True when a route in the table serves this path; otherwise it is the not-found page (404). */
export function isAppRoute(pathname: string): boolean {
  return routePatterns.some(
    (pattern) => matchPath({ path: pattern, caseSensitive: true, end: true }, pathname) !== null,
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
