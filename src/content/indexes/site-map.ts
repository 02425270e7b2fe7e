import { fixedPages, sectorPages, serviceAreaPages, slugOf } from '../page-tree';
import type { PageLink, SectorSlug, SectorSummary, ServiceAreaSummary, ServiceId } from '../types';

/*
 * Derived at build time (see README.md in this folder): the browser gets these values, not the
 * page modules they are read from.
 */

const link = ({ path, title }: PageLink): PageLink => ({ path, title });

/** The nine service areas and their specialised services: what the navigation and breadcrumbs need. */
export const serviceAreas: ServiceAreaSummary[] = serviceAreaPages.map(({ area, subservices }) => ({
  ...link(area),
  id: slugOf(area) as ServiceId,
  subservices: subservices.map(link),
}));

/** The sectors and financial services' subsectors: what the navigation and breadcrumbs need. */
export const sectors: SectorSummary[] = sectorPages.map(({ sector, subsectors }) => ({
  ...link(sector),
  slug: slugOf(sector) as SectorSlug,
  subsectors: subsectors.map(link),
}));

/** The fixed pages' titles by path (the breadcrumbs' names for /services, /sectors and the rest). */
export const fixedPageTitles: Record<string, string> = Object.fromEntries(
  Object.values(fixedPages).map((page) => [page.path, page.title]),
);
