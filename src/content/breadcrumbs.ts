import { parentPageTitles, sectors, serviceAreas } from './indexes/generated/site-map';
import { homeLabel } from './navigation';
import { href } from '../config/paths';
import type { PageLink } from './types';

/**
 * The name of each page that can be above another: home, the site's own fixed pages, service areas
 * and sectors. A feature's page with a parent (a checker under /tools) names that parent itself.
 */
const titles = new Map<string, string>([
  ...Object.entries(parentPageTitles),
  [href('/'), homeLabel],
  ...[...serviceAreas, ...sectors].map((page) => [page.path, page.title] as const),
]);

/** The pages above `path`, from Home down to its parent, each with its title; `parents` names a feature's own. */
export function breadcrumbTrail(path: string, parents: readonly PageLink[] = []): { label: string; to: string }[] {
  const segments = path.split('/').filter(Boolean);
  const ancestors = ['/', ...segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  return ancestors.flatMap((to) => {
    const label = titles.get(to) ?? parents.find((parent) => parent.path === to)?.title;
    return label ? [{ label, to }] : [];
  });
}
