import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

/** The component of a page module (its key in the page registry's `page`). */
export function pageComponent(module: string): LazyExoticComponent<ComponentType> {
  let component = lazyPages.get(module);
  if (!component) {
    component = lazy(() => loadPage(module));
    lazyPages.set(module, component);
  }
  return component;
}
