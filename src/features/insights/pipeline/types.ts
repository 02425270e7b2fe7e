import type { IsoDate } from '../../../content/types';

/** What an article's front matter declares, once checked (see front-matter.ts). */
export interface InsightMeta {
  slug: string;
  title: string;
  description: string;
  /** ISO dates (YYYY-MM-DD). */
  date: IsoDate;
  reviewedOn: IsoDate;
  /** The first day its words may be wrong (a window that closes, a rule that starts): re-read it by then. */
  reviewBy?: IsoDate;
  author: string;
  reviewer: string;
  topics: string[];
  /** Paths of the service and sector pages the article concerns (real pages of the page tree). */
  services: string[];
  sectors: string[];
  draft: boolean;
}

/** An article as the listings show it: its front matter and its reading time, without its body. */
export interface InsightSummary extends Omit<InsightMeta, 'draft'> {
  readingMinutes: number;
}

/** An article with its body, rendered and sanitised at build time. */
export interface Insight extends InsightSummary {
  html: string;
}
