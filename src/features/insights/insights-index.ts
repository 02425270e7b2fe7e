import { publishedInsights } from './pipeline/load-insights';
import { insightPages } from './pipeline/pages';
import { buildDate, siteRules } from './pipeline/site-rules';

/*
 * The published insights and what each of their pages shows. In Node (tests, scripts) this module
 * reads the Markdown folder as written here. In the webpack build scripts/insights-loader.ts
 * replaces it: the prerender bundle gets the same from the folder as data; the browser gets only
 * loadInsightListing and loadInsightArticle, which fetch the one page's data that the prerender
 * wrote (src/features/insights/pipeline/fetch-page-data.ts).
 */
export const { insightSummaries, feedInsights, pageData, loadInsightListing, loadInsightArticle } = insightPages(
  publishedInsights(siteRules, buildDate()),
);
