import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout';
import { type RouteKey } from '../config/paths';
import { notFoundPage, pageRegistry, paths } from '../config/route-table';

/**
 * A page module, loaded as its own chunk (named for the development build's file names) the first
 * time it is shown: any `*-page.tsx` under src/ that the page registry names. Prerendering waits
 * for them; hydration leaves the prerendered page as it is until they are here.
 */
const loadPage = (module: string): Promise<{ default: ComponentType }> =>
  import(
    /* webpackInclude: /-page\.tsx$/ */ /* webpackExclude: /[\\/]app[\\/]/ */ /* webpackChunkName: "page-[request]" */ `../${module}`
  );

/** One lazy component per page module, so that routes showing the same module share it. */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
function pageComponent(module: string): LazyExoticComponent<ComponentType> {
  let component = lazyPages.get(module);
  if (!component) {
    component = lazy(() => loadPage(module));
    lazyPages.set(module, component);
  }
  return component;
}

/** Each route with its page's component, and the page for everything else. */
const routes = (Object.keys(pageRegistry) as RouteKey[]).map((key) => ({
  key,
  Page: pageComponent(pageRegistry[key].page),
}));
const NotFoundPage = pageComponent(notFoundPage);

/** The router's tree, built from the page registry, inside the layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map(({ key, Page }) => (
          <Route key={key} path={paths[key]} element={<Page />} caseSensitive />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
