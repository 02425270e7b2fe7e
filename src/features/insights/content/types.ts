import type { Hero, PageContent } from '../../../content/types';

/** The shape of the search page's content module (content/pages/search.ts). */

/** `/search`: the search of the insights and the service and sector pages (src/features/insights/search/search.ts). */
export interface SearchContent extends PageContent {
  hero: Hero;
  label: string;
  button: string;
  kinds: Record<'insight' | 'service' | 'sector', string>;
  searching: string;
  /** While the search's code has not come (it may have been sent already: NotReadyYet). */
  notReadyYet: string;
  found: (count: number, query: string) => string;
  failed: string;
  /** Without JavaScript, or before a search: the ways in that need none. */
  browseHeading: string;
  browse: { label: string; to: string }[];
  noScript: string;
}
