import type { InsightSummary } from './types';

/** The topics the published articles have, in alphabetical order. */
export function insightTopics(insights: readonly InsightSummary[]): string[] {
  return [...new Set(insights.flatMap((insight) => insight.topics))].sort();
}

/** A topic's name for reading: "making-tax-digital" is "Making tax digital". */
export function topicLabel(topic: string): string {
  const words = topic.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Up to three other articles most like this one: the most topics, services and sectors in
 * common, then the newest (the list is newest first and the sort is stable).
 */
export function relatedInsights(
  insights: readonly InsightSummary[],
  about: Pick<InsightSummary, 'topics' | 'services' | 'sectors'> & { slug?: string },
  limit = 3,
): InsightSummary[] {
  const keys = new Set([...about.topics, ...about.services, ...about.sectors]);
  const shared = (insight: InsightSummary) =>
    [...insight.topics, ...insight.services, ...insight.sectors].filter((key) => keys.has(key)).length;
  return insights
    .filter((insight) => insight.slug !== about.slug && shared(insight) > 0)
    .map((insight) => ({ insight, score: shared(insight) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ insight }) => insight);
}

/** What a service or sector page shows of an article it is concerned by: a link and a date. */
export type InsightLink = Pick<InsightSummary, 'slug' | 'title' | 'date'>;

/** Up to three articles (newest first) that concern a service or sector page or a page below it, as its links show them. */
export function insightLinksFor(insights: readonly InsightSummary[], pagePath: string): InsightLink[] {
  return insightsConcerning(insights, pagePath).map(({ slug, title, date }) => ({ slug, title, date }));
}

/** For each page path that has any, its links to the articles that concern it (insightLinksFor). */
export function insightLinksByPage(
  insights: readonly InsightSummary[],
  pagePaths: readonly string[],
): Record<string, InsightLink[]> {
  return Object.fromEntries(
    pagePaths.map((path) => [path, insightLinksFor(insights, path)] as const).filter(([, links]) => links.length > 0),
  );
}

/** Up to three articles, newest first, that concern a service or sector page or a page below it. */
export function insightsConcerning(insights: readonly InsightSummary[], pagePath: string, limit = 3): InsightSummary[] {
  const concerns = (path: string) => path === pagePath || path.startsWith(`${pagePath}/`);
  return insights.filter((insight) => [...insight.services, ...insight.sectors].some(concerns)).slice(0, limit);
}
