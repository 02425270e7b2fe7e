import { sectorPages, slugOf } from '../page-tree';
import type { SectorSlug, SectorTile } from '../types';

/*
 * Derived at build time (see README.md in this folder): the sectors page gets these values, not
 * the page modules they are read from.
 */

/** The tiles on /sectors: each sector's `summary`, with its subsectors. */
export const sectorTiles: SectorTile[] = sectorPages.map(({ sector, subsectors }) => ({
  slug: slugOf(sector) as SectorSlug,
  path: sector.path,
  title: sector.title,
  summary: sector.summary,
  subsectors: subsectors.map(({ path, title }) => ({ path, title })),
}));
