import { memoLoader } from '../../content/lazy';
import { insightSummaries } from './insights-index';
import { fetchInsightLinks } from './pipeline/fetch-page-data';
import { insightLinksFor } from './pipeline/insight-paths';

/** Development builds only: changes when an article is saved (see insights-index.ts). */
const version = process.env.SITE_INSIGHTS_VERSION || undefined;

/**
 * Up to three articles that concern a service or sector page, for its links to them; once a page.
 * In Node and the prerender, worked out from the articles (insights-index.ts, which writes each
 * page's links as its data); in the browser's build (SITE_PRERENDER "false") that data, fetched.
 * Its own module, apart from the insights' index, so that a service or sector page's chunk and
 * the insights' pages share nothing but the fetch.
 */
export const loadInsightLinks = memoLoader(
  process.env.SITE_PRERENDER === 'false'
    ? (path: string) => fetchInsightLinks(path, version).then((links) => links ?? [])
    : (path: string) => Promise.resolve(insightLinksFor(insightSummaries, path)),
);
