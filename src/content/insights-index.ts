import { publishedInsights } from './insights-pipeline/load-insights';
import { insightPages } from './insights-pipeline/pages';
import { buildDate, siteRules } from './insights-pipeline/site-rules';

/*
 * The published insights and what each of their pages shows. In Node (tests, scripts) this module
 * reads the Markdown folder as written here. In the webpack build scripts/insights-loader.ts
 * replaces it: the prerender bundle gets the same from the folder as data; the browser gets only
 * loadInsightListing and loadInsightArticle, which fetch the one page's data that the prerender
 * wrote (src/content/insights-pipeline/fetch-page-data.ts).
 */
export const { insightSummaries, feedInsights, pageData, loadInsightListing, loadInsightArticle } = insightPages(
  publishedInsights(siteRules, buildDate()),
);
