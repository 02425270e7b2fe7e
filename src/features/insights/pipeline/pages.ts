import { href } from '../../../config/paths';
import { insightTopics, relatedInsights } from './insight-paths';
import type { Insight, InsightSummary } from './types';

/**
 * What each page of the insights shows, worked out at build time: the listing and each topic's
 * listing, a page at a time, and each article with its related articles. The prerender writes each
 * page's share as its own file (pageDataPath), which the app fetches for that page alone, so that
 * an article added costs no other page a byte.
 */

/** Articles on one page of a listing: four rows of three on a wide screen. */
export const insightsPerPage = 12;

/** The newest articles the feeds carry, each in full. */
export const feedLength = 20;

/** An article as a listing's card shows it. */
export type InsightCard = Pick<
  InsightSummary,
  'slug' | 'title' | 'description' | 'date' | 'author' | 'readingMinutes' | 'topics'
>;

/** One page of the listing of every article (no topic) or of one topic's. */
export interface InsightListing {
  topic?: string;
  /** From 1; the first page is the listing's own URL. */
  page: number;
  pages: number;
  /** The articles in the whole listing, over every page. */
  total: number;
  /** Every topic, for the links between the listings. */
  topics: string[];
  insights: InsightCard[];
}

/** One article with its body, and up to three others most like it. */
export interface InsightArticle {
  insight: Insight;
  related: InsightCard[];
}

/** The URL of a page of a listing: `/insights`, `/insights/page/2`, `/insights/topics/payroll/page/3`. */
export function listingPath(topic: string | undefined, page = 1): string {
  if (topic === undefined) return page === 1 ? href('/insights') : href('/insights/page/:page', { page: String(page) });
  return page === 1
    ? href('/insights/topics/:topic', { topic })
    : href('/insights/topics/:topic/page/:page', { topic, page: String(page) });
}

const card = ({ slug, title, description, date, author, readingMinutes, topics }: InsightSummary): InsightCard => ({
  slug,
  title,
  description,
  date,
  author,
  readingMinutes,
  topics,
});

/** Every page of every listing, newest articles first, as `[URL path, page]`. */
export function insightListings(insights: readonly InsightSummary[]): [string, InsightListing][] {
  const topics = insightTopics(insights);
  return [undefined, ...topics].flatMap((topic) => {
    const listed = topic === undefined ? insights : insights.filter((insight) => insight.topics.includes(topic));
    const pages = Math.max(1, Math.ceil(listed.length / insightsPerPage));
    return Array.from({ length: pages }, (_, index): [string, InsightListing] => {
      const page = index + 1;
      const shown = listed.slice(index * insightsPerPage, page * insightsPerPage).map(card);
      return [
        listingPath(topic, page),
        { ...(topic && { topic }), page, pages, total: listed.length, topics, insights: shown },
      ];
    });
  });
}

/** Every article with its related articles, as `[URL path, article]`. */
export function insightArticles(insights: readonly Insight[]): [string, InsightArticle][] {
  return insights.map((insight) => [
    href('/insights/:slug', { slug: insight.slug }),
    { insight, related: relatedInsights(insights, insight).map(card) },
  ]);
}

/** What the site shows of the published articles (newest first): each page's data, by URL path. */
export function insightPages(insights: readonly Insight[]) {
  const summaries: InsightSummary[] = insights.map(({ html: _html, ...summary }) => summary);
  const listings = new Map(insightListings(summaries));
  const articles = new Map(insightArticles(insights));
  return {
    /** Every published article, newest first, without its body (Node only: tests, the sitemap). */
    insightSummaries: summaries,
    /** The newest articles in full, for the feeds. */
    feedInsights: insights.slice(0, feedLength),
    /** Each prerendered page's data, for the build to write beside it. */
    pageData: [...listings, ...articles],
    loadInsightListing: (path: string) => Promise.resolve(listings.get(path)),
    loadInsightArticle: (path: string) => Promise.resolve(articles.get(path)),
  };
}
