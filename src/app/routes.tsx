import { use, useEffect, useState, useSyncExternalStore } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { notFoundPage } from '../config/site-routes';
import { Layout } from './layout';
import { pageComponent } from './page-loader';
import type { AppRoute } from './route-list';

/**
 * The router. Its table (every route's pattern and page module, route-list.ts) is not in a page's
 * first load, which so costs the same whatever the number of routes: the prerendered page says
 * which route it is and which page module it shows (`data-route`, `data-page` on #root, written
 * by the build), the app hydrates that page with that one route, and the table loads as its own
 * chunk when the visitor shows an intent to go elsewhere (a pointer over a link, a key, a touch),
 * or when a URL that route does not match is asked for, which then waits for it (a navigation
 * keeps the old page up meanwhile). The app shell, which says nothing, waits for it at once.
 */

/** What the prerendered page says it is: its route's pattern (none: the not-found page) and its page. */
interface ServedRoute {
  path?: string;
  page: string;
  pathname: string;
}

function servedRoute(): ServedRoute | undefined {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  const page = root?.dataset.page;
  return page ? { path: root.dataset.route, page, pathname: window.location.pathname } : undefined;
}

let table: readonly AppRoute[] | undefined;
let loading: Promise<readonly AppRoute[]> | undefined;
const listeners = new Set<() => void>();

/** Loads the route table, once. */
function loadTable(): Promise<readonly AppRoute[]> {
  loading ??= import(/* webpackChunkName: "routes" */ './route-list').then(({ routeList }) => {
    table = routeList;
    for (const listener of listeners) listener();
    return routeList;
  });
  return loading;
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const loadedTable = () => table;

/** Signs that the visitor may leave the page: the table starts loading at the first. */
const intents = ['pointerover', 'focusin', 'pointerdown', 'keydown', 'touchstart'] as const;
const leadsElsewhere = (event: Event) =>
  !['pointerover', 'focusin'].includes(event.type) ||
  (event.target instanceof Element && event.target.closest('a[href]') !== null);

function usePrefetchTable(needed: boolean): void {
  useEffect(() => {
    if (!needed) return;
    const prefetch = (event: Event) => {
      if (leadsElsewhere(event)) void loadTable();
    };
    for (const type of intents) window.addEventListener(type, prefetch, { passive: true, capture: true });
    return () => {
      for (const type of intents) window.removeEventListener(type, prefetch, { capture: true });
    };
  }, [needed]);
}

/** Suspends until the route table is here (the router then renders again with it). */
function AwaitTable() {
  use(loadTable());
  return null;
}

const NotFoundPage = pageComponent(notFoundPage);

/** Any URL no route in the table matches: the not-found page once the table is whole. */
function Elsewhere({ whole, served }: { whole: boolean; served?: ServedRoute }) {
  const { pathname } = useLocation();
  if (whole || (served && served.path === undefined && served.pathname === pathname)) return <NotFoundPage />;
  return <AwaitTable />;
}

/**
 * The router's tree inside the layout: every route once the table is here (the prerender step
 * passes it), the served page's own route until then.
 */
export function AppRoutes({ routes }: { routes?: readonly AppRoute[] }) {
  const [served] = useState(servedRoute);
  const loaded = useSyncExternalStore(subscribe, loadedTable, loadedTable);
  const whole = routes ?? loaded;
  usePrefetchTable(!whole);
  const shown = whole ?? (served?.path ? [{ key: 'served', path: served.path, page: served.page }] : []);
  return (
    <Routes>
      <Route element={<Layout />}>
        {shown.map(({ key, path, page }) => {
          const Page = pageComponent(page);
          return <Route key={key} path={path} element={<Page />} caseSensitive />;
        })}
        <Route path="*" element={<Elsewhere whole={whole !== undefined} served={served} />} />
      </Route>
    </Routes>
  );
}
