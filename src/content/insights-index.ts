import { publishedInsights } from './insights-pipeline/load-insights';
import { buildDate, siteRules } from './insights-pipeline/site-rules';
import type { Insight, InsightSummary } from './insights-pipeline/types';

/*
 * The published insights. In Node (tests, scripts) this module reads the Markdown folder as
 * written here; in the webpack build scripts/insights-loader.ts replaces it with the summaries as
 * data and one dynamic import per article, so the browser fetches a body only on its own page.
 */
const insights = publishedInsights(siteRules, buildDate());

/** Every published article, newest first, without its body. */
export const insightSummaries: InsightSummary[] = insights.map(({ html: _html, ...summary }) => summary);

/** One article with its body, or undefined if no published article has this slug. */
export function loadInsight(slug: string): Promise<Insight | undefined> {
  return Promise.resolve(insights.find((insight) => insight.slug === slug));
}
