import { routePatterns } from '../../config/route-table';
import { sectorPages, serviceAreaPages, sitePages, slugOf } from '../page-tree';
import type { PageLink, SectorSlug, SectorSummary, ServiceAreaSummary, ServiceId } from '../types';

/*
 * Derived at build time (see README.md in this folder): the browser gets these values, not the
 * page modules they are read from.
 */

const link = ({ path, title }: PageLink): PageLink => ({ path, title });

/*
 * The navigation is in every page's first load: it gets the areas and sectors, not the pages
 * below them (those are in sector-style-pages.ts, for the pages that list them).
 */

/** The nine service areas: what the navigation and breadcrumbs need. */
export const serviceAreas: ServiceAreaSummary[] = serviceAreaPages.map(({ area }) => ({
  ...link(area),
  id: slugOf(area) as ServiceId,
}));

/** The sectors: what the navigation and breadcrumbs need. */
export const sectors: SectorSummary[] = sectorPages.map(({ sector }) => ({
  ...link(sector),
  slug: slugOf(sector) as SectorSlug,
}));

/**
 * The titles of the fixed pages that have pages below them, by path: the breadcrumbs' names for
 * /services, /sectors, /key-dates and the rest. A breadcrumb trail names only the pages above a
 * page, so the titles of the others (an independence statement, a checker's question) would be
 * bytes in every page's first load that no trail shows.
 */
export const parentPageTitles: Record<string, string> = Object.fromEntries(
  Object.values(sitePages)
    .filter((page) => routePatterns.some((pattern) => pattern.startsWith(`${page.path}/`)))
    .map((page) => [page.path, page.title]),
);
