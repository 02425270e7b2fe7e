import { sectorPages } from './sector-pages';
import { serviceAreaPages } from './service-area-pages';
import { subservicePages } from './subservice-pages';
import type { SectorStyleContent } from './types';

/** Every page with sector-style content: service areas, subservices, sectors and subsectors. */
export const sectorStylePages: SectorStyleContent[] = [...serviceAreaPages, ...subservicePages, ...sectorPages];

const byPath = new Map(sectorStylePages.map((page) => [page.path, page]));

/** SPEC.md section 2: a sector-style URL with no content of its own shows this sector's. */
export const fallbackPath = '/sectors/property-construction';

export interface ResolvedSectorStyleContent {
  content: SectorStyleContent;
  /** False when the URL has no content of its own and shows another page's (its canonical). */
  exact: boolean;
}

/**
 * The content for a sector-style URL: its own, else its nearest parent's (so an unknown
 * subsector of a known sector shows that sector), else property-construction's.
 */
export function resolveSectorStyleContent(pathname: string): ResolvedSectorStyleContent {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = byPath.get(path);
  if (own) return { content: own, exact: true };

  const segments = path.split('/').filter(Boolean);
  // Parents below the family root only: /services and /sectors are pages of their own.
  for (let length = segments.length - 1; length >= 2; length -= 1) {
    const parent = byPath.get(`/${segments.slice(0, length).join('/')}`);
    if (parent) return { content: parent, exact: false };
  }
  const fallback = byPath.get(fallbackPath);
  if (!fallback) throw new Error(`The fallback page ${fallbackPath} has no content.`);
  return { content: fallback, exact: false };
}
