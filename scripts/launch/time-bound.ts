/**
 * Every statement on the site that time will make wrong, from where each is declared: the pages'
 * passages, the articles' front matter, the key-date rules that end (src/content/time-bound.ts
 * says what each is) and the money figures' years (src/content/tax-years/time-bound.ts). The
 * build warns about those whose day has come, and `npm run check:launch` fails on them.
 */
import { reviewedPages } from '../../src/app/site-pages';
import { pagesTimeBound, type TimeBound } from '../../src/content/time-bound';
import { rulesTimeBound } from '../../src/features/key-dates/rules/time-bound';
import { figuresTimeBound } from '../../src/content/tax-years/time-bound';
import type { IsoDate } from '../../src/content/types';
import { keyDateRules } from '../../src/features/key-dates/content/rules';
import { publishedInsights } from '../../src/features/insights/pipeline/load-insights';
import { siteRules } from '../../src/features/insights/pipeline/site-rules';
import { href } from '../../src/config/paths';

/** As of `today`: the articles a build that day would publish. */
export function timeBoundStatements(today: IsoDate): TimeBound[] {
  const articles = publishedInsights(siteRules, today).flatMap((insight): TimeBound[] =>
    insight.reviewBy
      ? [{ where: href('/insights/:slug', { slug: insight.slug }), what: insight.title, reviewBy: insight.reviewBy }]
      : [],
  );
  return [...pagesTimeBound(reviewedPages), ...articles, ...rulesTimeBound(keyDateRules), ...figuresTimeBound()];
}
