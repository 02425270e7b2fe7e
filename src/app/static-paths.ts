import { matchPath } from 'react-router-dom';
import { allPages } from './site-pages';
import { sectorStyleIndex } from '../content/sector-style-index';
import { keyDateAudiencePages } from '../features/key-dates/indexes/generated/key-dates';
import { insightSummaries, pageData } from '../features/insights/insights-index';
import { site } from '../config/site';
import { href } from '../config/paths';
import { paths, unlistedRoutes } from '../config/route-table';

/**
 * Every URL known at build time, from the route table: each static route, and for each route
 * with parameters, every content page it matches. These are prerendered and listed in the sitemap.
 */
export function staticPaths(): string[] {
  const contentPaths = [
    ...sectorStyleIndex.map((page) => page.path),
    ...keyDateAudiencePages.map((audience) => audience.path),
    ...pageData.map(([path]) => path),
  ];
  const all = Object.values(paths).flatMap((pattern) =>
    pattern.includes(':')
      ? contentPaths.filter((path) => matchPath({ path: pattern, end: true }, path) !== null)
      : [pattern],
  );
  return [...new Set(all)];
}

/**
 * sitemap.xml: every indexable URL, absolute (the unlisted pages left out), with the date its copy
 * was last reviewed as `lastmod`.
 */
export function sitemapXml(urlPaths: string[]): string {
  const unlisted = new Set<string>(unlistedRoutes.map((key) => paths[key]));
  const reviewedOn = new Map([
    ...allPages.map((page) => [page.path, page.reviewedOn] as const),
    ...insightSummaries.map(
      (insight) => [href('/insights/:slug', { slug: insight.slug }), insight.reviewedOn] as const,
    ),
  ]);
  const urls = urlPaths
    .filter((path) => !unlisted.has(path))
    .map((path) => {
      const lastmod = reviewedOn.get(path);
      return `  <url><loc>${new URL(path, site.url).href}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', site.url).href}`, ''].join('\n');
}
