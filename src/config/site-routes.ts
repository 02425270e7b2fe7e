/**
 * The site's own pages, one entry each, as data: the pages of no feature (a feature declares its
 * own in its manifest, src/features/<name>/manifest.ts). The page registry is these and every
 * manifest's pages (src/app/page-registry.ts, written out for the browser and the servers as
 * src/config/indexes/generated/page-registry.ts), and from it derive the router, the prerender
 * step, the sitemap, the preview server's and nginx's routes, and every link (`href`).
 * A page's words are its content module, under the same key in src/content/page-tree.ts.
 */
export const siteRoutes = {
  home: { path: '/', page: 'pages/home-page' },
  services: { path: '/services', page: 'pages/services-page' },
  serviceArea: { path: '/services/:serviceType', page: 'pages/sector-page' },
  subservice: { path: '/services/:serviceType/:subservice', page: 'pages/sector-page' },
  sectors: { path: '/sectors', page: 'pages/sectors-page' },
  sector: { path: '/sectors/:sectorSlug/*', page: 'pages/sector-page' },
  about: { path: '/about', page: 'pages/about-page' },
  independence: { path: '/independence', page: 'pages/independence-page' },
  switchingAccountant: { path: '/switching-accountant', page: 'pages/switching-accountant-page' },
  privacyPolicy: { path: '/privacy-policy', page: 'pages/policy-page' },
  termsOfService: { path: '/terms-of-service', page: 'pages/policy-page' },
  cookiePolicy: { path: '/cookie-policy', page: 'pages/policy-page' },
  accessibility: { path: '/accessibility', page: 'pages/policy-page' },
  complaints: { path: '/complaints', page: 'pages/policy-page' },
} as const satisfies Record<string, PageEntry>;

export type SiteRouteKey = keyof typeof siteRoutes;

/** The page served for any URL no route has: it has no path of its own. */
export const notFoundPage = 'platform/not-found-page';

/**
 * One page of the registry. Each entry says:
 *   - `path`: the URL pattern (`:param` one segment, `/*` anything below);
 *   - `page`: the page's module under src/, whose default export is the page component, loaded as
 *     its own chunk the first time it is shown (routes that share a module share its chunk);
 *   - `unlisted`: an answer page (prerendered, kept out of search and the sitemap);
 *   - `prerenderedOnly`: a route with parameters whose every page the build prerenders (from
 *     src/content/insights/), so that a URL it matches with no prerendered page is 404 from both
 *     servers rather than the app shell. Not the sector wildcard: the client renders a sector's page
 *     for deeper URLs under it, which the build does not know.
 */
export interface PageEntry {
  path: string;
  /** The page component's module under src/ (its default export), without the extension. */
  page: string;
  unlisted?: true;
  prerenderedOnly?: true;
}
