import { withoutTrailingSlash } from '../config/paths';
import { sectorStylePages } from './indexes/generated/sector-style-pages';
import type { PageLink } from './types';

/**
 * Every page with sector-style content, with its title: each service area and its subservices,
 * each sector and its subsectors. Their content lives one module per page under `pages/`, at the
 * page's own path (`pages/sectors/technology.ts`), and is loaded only when that page is shown.
 */
export const sectorStyleIndex: PageLink[] = sectorStylePages;

export const knownPaths: ReadonlySet<string> = new Set(sectorStyleIndex.map((page) => page.path));

/** SPEC.md section 2: a sector-style URL with no content of its own shows this sector's. */
export const fallbackPath = '/sectors/property-construction';

/**
 * The page whose content a sector-style URL shows: its own, else its nearest parent's (so an
 * unknown subsector of a known sector shows that sector), else property-construction's.
 * `exact` is false when the URL shows another page's content (its canonical).
 */
export function resolveSectorStylePath(pathname: string): { path: string; exact: boolean } {
  const path = withoutTrailingSlash(pathname);
  if (knownPaths.has(path)) return { path, exact: true };
  const segments = path.split('/').filter(Boolean);
  // Parents below the family root only: /services and /sectors are pages of their own.
  for (let length = segments.length - 1; length >= 2; length -= 1) {
    const parent = `/${segments.slice(0, length).join('/')}`;
    if (knownPaths.has(parent)) return { path: parent, exact: false };
  }
  return { path: fallbackPath, exact: false };
}
