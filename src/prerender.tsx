/**
 * Build-time entry: renders one URL of the site to HTML with React's static renderer, which waits
 * for each lazily loaded page and its content and writes the page whole (no inline script), and says what goes in its head and which chunks
 * it needs. The Webpack build compiles this for Node and the prerender plugin calls it for every
 * URL known at build time.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import type { HeadData } from './app/head';
import { isAppRoute } from './app/paths';
import { pageFor } from './app/routes';
import { HeadCollectorContext } from './components/page-head';
import { site } from './config/site';
import { resolveSectorStylePath } from './content/sector-style-index';

export { headHtml, shellHeadHtml } from './app/head';
export { robotsTxt, sitemapXml, staticPaths } from './app/static-paths';

/**
 * The lazily loaded chunks a path needs on first load, by the names src/app/routes.tsx and
 * src/content/sector-style-index.ts give them: the build preloads them in the page's HTML.
 */
export function chunkNamesFor(pathname: string): string[] {
  const module = pageFor(pathname);
  const names = [`page-${module.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`];
  if (module === 'sector') names.push(`content/pages${resolveSectorStylePath(pathname).path.replace(/\//g, '-')}`);
  if (module === 'policy') names.push(`policy-${pathname.replace(/^\/|\/$/g, '')}`);
  return names;
}

/** Where the not-found page is rendered from: a URL no route has. */
export const notFoundProbePath = '/404';

export interface RenderedPage {
  html: string;
  head: HeadData;
  status: number;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  let head: HeadData | undefined;
  const collect = (pageHead: HeadData) => {
    head = pageHead;
  };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollectorContext.Provider value={collect}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </HeadCollectorContext.Provider>
    </StrictMode>,
    // Never split a boundary out to be completed by an inline script: the page is static and whole.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (!head) throw new Error(`The page at ${path} rendered no <PageHead>.`);
  if (/<script(?![^>]*application\/ld\+json)/.test(html))
    throw new Error(`The page at ${path} rendered an inline script.`);
  return { html, head, status: isAppRoute(new URL(path, site.url).pathname) ? 200 : 404 };
}
