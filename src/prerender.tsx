/**
 * Build-time entry: renders one URL of the site to HTML with React's server renderer, and says
 * what goes in its head. The Webpack build compiles this for Node and the prerender plugin calls
 * it for every URL known at build time.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { HeadData } from './app/head';
import { isAppRoute } from './app/paths';
import { routes } from './app/routes';
import { HeadCollectorContext } from './components/page-head';
import { site } from './config/site';

export { headHtml, shellHeadHtml } from './app/head';
export { robotsTxt, sitemapXml, staticPaths } from './app/static-paths';

/** Where the not-found page is rendered from: a URL no route has. */
export const notFoundProbePath = '/404';

export interface RenderedPage {
  html: string;
  head: HeadData;
  status: number;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, site.url)));
  if (context instanceof Response) throw new Error(`Rendering ${path} answered with a redirect or response.`);

  const router = createStaticRouter(handler.dataRoutes, context);
  let head: HeadData | undefined;
  const collect = (pageHead: HeadData) => {
    head = pageHead;
  };
  const html = renderToString(
    <StrictMode>
      <HeadCollectorContext.Provider value={collect}>
        {/* No inline hydration script: the routes have no loaders, and the CSP allows no inline scripts. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </HeadCollectorContext.Provider>
    </StrictMode>,
  );
  if (!head) throw new Error(`The page at ${path} rendered no <PageHead>.`);
  return { html, head, status: isAppRoute(new URL(path, site.url).pathname) ? 200 : 404 };
}
