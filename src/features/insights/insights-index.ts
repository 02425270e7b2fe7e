import { fetchInsightArticle, fetchInsightListing } from './pipeline/fetch-page-data';
import { insightLinksFor, type InsightLink } from './pipeline/insight-paths';
import { publishedInsights } from './pipeline/load-insights';
import { insightPages } from './pipeline/pages';
import { buildDate, siteRules } from './pipeline/site-rules';

/*
 * The published insights and what each page shows of them, read from the Markdown folder
 * (src/content/insights/) as written here: in Node (tests, scripts) and in the build's prerender,
 * which writes each page's share beside the page (pageDataPath). The browser's bundle is built with
 * SITE_PRERENDER "false" (webpack.config.ts): there every page fetches its own share instead,
 * webpack leaves out the other branch, and the Markdown reader and the site's rules for it are
 * left out of that build (resolve.alias), so that no script grows with the articles. Development builds define SITE_INSIGHTS_VERSION, which changes when an article
 * is saved (webpack.config.ts), so that the open page fetches the new data.
 */
const version = process.env.SITE_INSIGHTS_VERSION || undefined;

/** The articles and every page's share of them, as the prerender writes them. */
function readInsights() {
  const pages = insightPages(publishedInsights(siteRules, buildDate()));
  // Every service and sector page has its links to the articles, none or up to three.
  const linkPages = [...siteRules.servicePaths, ...siteRules.sectorPaths];
  const links = linkPages.map((path): [string, InsightLink[]] => [path, insightLinksFor(pages.insightSummaries, path)]);
  return { ...pages, pageData: [...pages.pageData, ...links] as [string, unknown][] };
}

const built = process.env.SITE_PRERENDER === 'false' ? null : readInsights();

/** Every published article, newest first, without its body (Node and the prerender only). */
export const insightSummaries = built?.insightSummaries ?? [];
/** The newest articles in full, for the feeds (the prerender only). */
export const feedInsights = built?.feedInsights ?? [];
/** Each prerendered page's data, by URL path, for the build to write beside it. */
export const pageData = built?.pageData ?? [];

export const loadInsightListing = built
  ? built.loadInsightListing
  : (path: string) => fetchInsightListing(path, version);
export const loadInsightArticle = built
  ? built.loadInsightArticle
  : (path: string) => fetchInsightArticle(path, version);
