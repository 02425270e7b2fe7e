import { href } from '../../../config/paths';
import type { SearchEntry } from './search';
import { insightSummaries } from '../insights-index';
import { topicLabel } from '../pipeline/insight-paths';
import { sectorStylePages } from '../../../content/page-tree';

/**
 * What the search finds (src/features/insights/search/search.ts), worked out at build time: every published article,
 * newest first, then every service and sector page, each with what its result shows. The build
 * writes it as the search page's data; only that page fetches it, when a visitor searches.
 */
export function searchIndex(): SearchEntry[] {
  const pages = (prefix: string, kind: SearchEntry['kind']): SearchEntry[] =>
    sectorStylePages
      .filter((page) => page.path.startsWith(prefix))
      .map((page) => ({ path: page.path, kind, title: page.title, description: page.metaDescription }));
  return [
    ...insightSummaries.map((insight): SearchEntry => ({
      path: href('/insights/:slug', { slug: insight.slug }),
      kind: 'insight',
      title: insight.title,
      description: insight.description,
      terms: insight.topics.map(topicLabel).join(' '),
    })),
    ...pages(`${href('/services')}/`, 'service'),
    ...pages(`${href('/sectors')}/`, 'sector'),
  ];
}
