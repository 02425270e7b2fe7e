import { sectorStyleIndex } from './sector-style-index';
import { href } from '../config/paths';

const titles = new Map<string, string>([
  [href('home'), 'Home'],
  [href('services'), 'Services'],
  [href('sectors'), 'Sectors'],
  ...sectorStyleIndex.map((page) => [page.path, page.title] as [string, string]),
]);

/** The pages above `path`, from Home down to its parent, each with its title. */
export function breadcrumbTrail(path: string): { label: string; to: string }[] {
  const segments = path.split('/').filter(Boolean);
  const ancestors = ['/', ...segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  return ancestors.flatMap((to) => {
    const label = titles.get(to);
    return label ? [{ label, to }] : [];
  });
}
