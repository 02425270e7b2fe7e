import { sectorPages, serviceAreaPages } from '../page-tree';
import type { PageLink } from '../types';

/*
 * Derived at build time (see README.md in this folder): the sector-style page gets these values,
 * not the page modules they are read from.
 */

const link = ({ path, title }: PageLink): PageLink => ({ path, title });

/** Every sector-style page: each service area then its specialised services, each sector then its subsectors. */
export const sectorStylePages: PageLink[] = [
  ...serviceAreaPages.flatMap(({ area, subservices }) => [area, ...subservices].map(link)),
  ...sectorPages.flatMap(({ sector, subsectors }) => [sector, ...subsectors].map(link)),
];
