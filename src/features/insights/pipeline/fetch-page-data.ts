import { pageDataPath } from '../../../config/paths';
import type { InsightLink } from './insight-paths';
import type { InsightArticle, InsightListing } from './pages';

/**
 * The browser's side of src/features/insights/insights-index.ts: a page of the insights, or a
 * service or sector page's links to them, fetches its own data, written by the build beside its
 * HTML. A page the build did not write (404) is undefined: the page shows "not found". `version`,
 * in development builds only, changes with the articles, so that a saved article reaches the open page.
 */
function fetchPageData<T>(path: string, version?: string): Promise<T | undefined> {
  const url = version ? `${pageDataPath(path)}?v=${version}` : pageDataPath(path);
  return fetch(url).then((response) => {
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<T>;
  });
}

export const fetchInsightListing = (path: string, version?: string) => fetchPageData<InsightListing>(path, version);
export const fetchInsightArticle = (path: string, version?: string) => fetchPageData<InsightArticle>(path, version);
export const fetchInsightLinks = (path: string, version?: string) => fetchPageData<InsightLink[]>(path, version);
