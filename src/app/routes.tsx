import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { Layout } from './layout';
import { paths, type RouteKey } from './paths';

/**
 * Each page is its own chunk, loaded when first shown (and, for the page a visitor lands on,
 * before hydration: see preloadRoute). The chunk names let the build preload the right files.
 */
const pageModules = {
  home: () => import(/* webpackChunkName: "page-home" */ '../pages/home-page'),
  services: () => import(/* webpackChunkName: "page-services" */ '../pages/services-page'),
  sector: () => import(/* webpackChunkName: "page-sector" */ '../pages/sector-page'),
  sectors: () => import(/* webpackChunkName: "page-sectors" */ '../pages/sectors-page'),
  about: () => import(/* webpackChunkName: "page-about" */ '../pages/about-page'),
  contact: () => import(/* webpackChunkName: "page-contact" */ '../pages/contact-page'),
  enquirySent: () => import(/* webpackChunkName: "page-enquiry-sent" */ '../pages/enquiry-sent-page'),
  enquiryNotSent: () => import(/* webpackChunkName: "page-enquiry-not-sent" */ '../pages/enquiry-not-sent-page'),
  policy: () => import(/* webpackChunkName: "page-policy" */ '../pages/policy-page'),
  notFound: () => import(/* webpackChunkName: "page-not-found" */ '../pages/not-found-page'),
};
type PageModule = keyof typeof pageModules;

/** Page modules already here, by name: rendering them need not wait at all. */
const loadedModules = new Map<PageModule, Record<string, unknown>>();

async function loadPageModule(module: PageModule): Promise<Record<string, unknown>> {
  const loaded = (await pageModules[module]()) as Record<string, unknown>;
  loadedModules.set(module, loaded);
  return loaded;
}

/**
 * A lazily loaded page. Once its module is here (preloadRoute saw to it before hydration or
 * prerendering), it renders at once instead of suspending: a suspended boundary would make React
 * emit an inline script into the prerendered HTML, which the CSP rightly refuses.
 */
function lazyPage<M extends PageModule>(module: M, name: keyof Awaited<ReturnType<(typeof pageModules)[M]>>) {
  const component = (loaded: Record<string, unknown>) => ({ default: loaded[name as string] as ComponentType });
  return lazy(() => {
    const loaded = loadedModules.get(module);
    if (!loaded) return loadPageModule(module).then(component);
    // A thenable that settles at once: React reads the module in the same render.
    return { then: (resolve: (value: { default: ComponentType }) => void) => resolve(component(loaded)) } as Promise<{
      default: ComponentType;
    }>;
  });
}

/** Which page module and component each entry of the route table renders. */
const routePages: Record<RouteKey, [PageModule, ReactElement]> = (() => {
  const HomePage = lazyPage('home', 'HomePage');
  const ServicesPage = lazyPage('services', 'ServicesPage');
  const SectorPage = lazyPage('sector', 'SectorPage');
  const SectorsPage = lazyPage('sectors', 'SectorsPage');
  const AboutPage = lazyPage('about', 'AboutPage');
  const ContactPage = lazyPage('contact', 'ContactPage');
  const PolicyPage = lazyPage('policy', 'PolicyPage');
  const EnquirySentPage = lazyPage('enquirySent', 'EnquirySentPage');
  const EnquiryNotSentPage = lazyPage('enquiryNotSent', 'EnquiryNotSentPage');
  return {
    home: ['home', <HomePage />],
    services: ['services', <ServicesPage />],
    serviceArea: ['sector', <SectorPage />],
    subservice: ['sector', <SectorPage />],
    sectors: ['sectors', <SectorsPage />],
    sector: ['sector', <SectorPage />],
    about: ['about', <AboutPage />],
    contact: ['contact', <ContactPage />],
    enquirySent: ['enquirySent', <EnquirySentPage />],
    enquiryNotSent: ['enquiryNotSent', <EnquiryNotSentPage />],
    privacyPolicy: ['policy', <PolicyPage />],
    termsOfService: ['policy', <PolicyPage />],
    cookiePolicy: ['policy', <PolicyPage />],
    accessibility: ['policy', <PolicyPage />],
  };
})();
const NotFoundPage = lazyPage('notFound', 'NotFoundPage');

const routeKeys = Object.keys(paths) as RouteKey[];

/** The route table entry that serves a path, if any (case-sensitive, as the servers match). */
export function routeKeyFor(pathname: string): RouteKey | null {
  return routeKeys.find((key) => matchPath({ path: paths[key], caseSensitive: true, end: true }, pathname)) ?? null;
}

/**
 * Loads what a path needs on first load: its page's chunk and whatever that page preloads for
 * the path (a sector-style page, its content).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const loaded = await loadPageModule(pageModuleFor(pathname));
  if (typeof loaded.preload === 'function') await (loaded.preload as (pathname: string) => Promise<unknown>)(pathname);
}

/** The page module a path renders (the not-found page's, if no route serves it). */
export function pageModuleFor(pathname: string): PageModule {
  const key = routeKeyFor(pathname);
  return key ? routePages[key][0] : 'notFound';
}

/** The router's tree, built from the route table, inside the layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routeKeys.map((key) => (
          <Route key={key} path={paths[key]} element={routePages[key][1]} caseSensitive />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
