import { sectorPages, serviceAreaPages } from '../page-tree';
import type { IllustrationKey } from '../types';

/*
 * Derived at build time (see README.md in this folder): the sector-style page gets these values,
 * not the page modules they are read from.
 */

/**
 * What each sector and service-area illustration shows, from the module of the page it belongs
 * to: a subservice or subsector page shows its parent's picture, so it needs its parent's words.
 */
export const illustrationAlt = Object.fromEntries([
  ...serviceAreaPages.map(({ area }) => [area.illustration, area.illustrationAlt]),
  ...sectorPages.map(({ sector }) => [sector.illustration, sector.illustrationAlt]),
]) as Record<IllustrationKey, string>;
