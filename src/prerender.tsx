/**
 * Build-time entry: renders one URL of the site to HTML with React's static renderer, which waits
 * for each lazily loaded page and its content and writes the page whole (no inline script), and
 * says what goes in its head. The Webpack build compiles this for Node and the prerender plugin
 * calls it for every URL known at build time.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { routeList } from './app/route-list';
import { feedPaths } from './config/feed-paths';
import { href } from './config/paths';
import { notFoundPage } from './config/route-table';
import { feedInsights, pageData } from './features/insights/insights-index';
import { atomXml, rssXml } from './features/insights/pipeline/feeds';
import { site } from './config/site';
import { reviewedPages } from './app/site-pages';
import { searchIndex } from './features/insights/search/search-index';
import { reviewPages, type PageReview } from './content/review';

export { robotsTxt, sitemapXml, staticPaths } from './app/static-paths';

/** The insights' feeds: the newest articles, each in full. */
export function insightFeeds(): Record<string, string> {
  return { [feedPaths.rss]: rssXml(feedInsights), [feedPaths.atom]: atomXml(feedInsights) };
}

/**
 * The data pages fetch, by the URL path of the page: what each page of the insights shows, and
 * the search's index. The build writes each as JSON (pageDataPath).
 */
export function pagesData(): (readonly [path: string, data: unknown])[] {
  return [...pageData, [href('/search'), searchIndex()]];
}

/** Every page's review as of `today`, for the build's warnings (the same as `npm run content:review`). */
export function contentReview(today: Date): PageReview[] {
  return reviewPages(reviewedPages, today);
}

/** Where the not-found page is rendered from: a URL no route has. */
export const notFoundProbePath = '/404';

export interface RenderedPage {
  /** What goes in the document head: the title, meta and link elements React hoisted. */
  head: string;
  /** What goes in #root. */
  html: string;
  /** #root's attributes: the route the page is and its page module, so the app hydrates it without the route table (src/app/routes.tsx). */
  rootAttributes: string;
  status: number;
}

/** The route a URL path is, as the router matches it; none for the not-found page. */
function routeOf(pathname: string) {
  const routes = routeList.map((route) => ({ ...route, caseSensitive: true }));
  return matchRoutes(routes, pathname)?.at(-1)?.route;
}

const attribute = (name: string, value: string) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;

/**
 * Renders an element as prerendered HTML, split into its head and its body. Rendering no
 * <html> of its own, React writes the elements it hoists to the head first (title, meta,
 * link), then the content.
 */
async function render(element: ReactNode): Promise<{ head: string; html: string }> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>{element}</StrictMode>,
    // Never split a boundary out to be completed by an inline script: the page is static and whole.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let output = '';
  for await (const chunk of prelude) output += String(chunk);
  const head = /^(?:<title>[^<]*<\/title>|<(?:meta|link) [^>]*\/>)*/.exec(output)?.[0] ?? '';
  return { head, html: output.slice(head.length) };
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const { head, html } = await render(
    <StaticRouter location={path}>
      <App routes={routeList} />
    </StaticRouter>,
  );
  if (!head.includes('<title>')) throw new Error(`The page at ${path} rendered no <PageHead>.`);
  if (/<(?:title|meta|link)\b/.test(html)) throw new Error(`The page at ${path} left head elements in its body.`);
  if (/<script(?![^>]*application\/ld\+json)/.test(html))
    throw new Error(`The page at ${path} rendered an inline script.`);
  const route = routeOf(new URL(path, site.url).pathname);
  const rootAttributes = route
    ? attribute('data-route', route.path) + attribute('data-page', route.page)
    : attribute('data-page', notFoundPage);
  return { head, html, rootAttributes, status: route ? 200 : 404 };
}

/** The app shell's head: generic until the client renders the page, whose own head React adds. */
export async function renderShellHead(): Promise<string> {
  return (
    await render(
      <>
        <title>{site.name}</title>
        <meta name="description" content={site.tagline} />
        <meta property="og:type" content="website" />
      </>,
    )
  ).head;
}
