import { lazy, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { Layout } from './layout';
import { paths, type RouteKey } from '../config/paths';

/** A page module's component, loaded as its own chunk the first time it is shown. */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/**
 * Each page is its own chunk (named for the development build's file names). Prerendering waits
 * for them; hydration leaves the prerendered page as it is until they are here.
 */
const pages = {
  home: page(
    () => import(/* webpackChunkName: "page-home" */ '../pages/home-page'),
    (m) => m.HomePage,
  ),
  services: page(
    () => import(/* webpackChunkName: "page-services" */ '../pages/services-page'),
    (m) => m.ServicesPage,
  ),
  sector: page(
    () => import(/* webpackChunkName: "page-sector" */ '../pages/sector-page'),
    (m) => m.SectorPage,
  ),
  sectors: page(
    () => import(/* webpackChunkName: "page-sectors" */ '../pages/sectors-page'),
    (m) => m.SectorsPage,
  ),
  about: page(
    () => import(/* webpackChunkName: "page-about" */ '../pages/about-page'),
    (m) => m.AboutPage,
  ),
  independence: page(
    () => import(/* webpackChunkName: "page-independence" */ '../pages/independence-page'),
    (m) => m.IndependencePage,
  ),
  contact: page(
    () => import(/* webpackChunkName: "page-contact" */ '../features/enquiry/pages/contact-page'),
    (m) => m.ContactPage,
  ),
  enquirySent: page(
    () => import(/* webpackChunkName: "page-enquiry-sent" */ '../features/enquiry/pages/sent-page'),
    (m) => m.EnquirySentPage,
  ),
  enquiryNotSent: page(
    () => import(/* webpackChunkName: "page-enquiry-not-sent" */ '../features/enquiry/pages/not-sent-page'),
    (m) => m.EnquiryNotSentPage,
  ),
  policy: page(
    () => import(/* webpackChunkName: "page-policy" */ '../pages/policy-page'),
    (m) => m.PolicyPage,
  ),
  keyDates: page(
    () => import(/* webpackChunkName: "page-key-dates" */ '../features/key-dates/pages/key-dates-page'),
    (m) => m.KeyDatesPage,
  ),
  insights: page(
    () => import(/* webpackChunkName: "page-insights" */ '../features/insights/pages/insights-page'),
    (m) => m.InsightsPage,
  ),
  insight: page(
    () => import(/* webpackChunkName: "page-insight" */ '../features/insights/pages/insight-page'),
    (m) => m.InsightPage,
  ),
  search: page(
    () => import(/* webpackChunkName: "page-search" */ '../features/insights/search/pages/search-page'),
    (m) => m.SearchPage,
  ),
  fees: page(
    () => import(/* webpackChunkName: "page-fees" */ '../features/fees/pages/fees-page'),
    (m) => m.FeesPage,
  ),
  tools: page(
    () => import(/* webpackChunkName: "page-tools" */ '../features/checkers/pages/tools-page'),
    (m) => m.ToolsPage,
  ),
  toolMtdIncomeTax: page(
    () => import(/* webpackChunkName: "page-tool-mtd-income-tax" */ '../features/checkers/pages/mtd-income-tax-page'),
    (m) => m.MtdIncomeTaxPage,
  ),
  toolSafeguardingAudit: page(
    () =>
      import(
        /* webpackChunkName: "page-tool-safeguarding-audit" */ '../features/checkers/pages/safeguarding-audit-page'
      ),
    (m) => m.SafeguardingAuditPage,
  ),
  book: page(
    () => import(/* webpackChunkName: "page-book" */ '../features/booking/pages/book-page'),
    (m) => m.BookPage,
  ),
  bookingBooked: page(
    () => import(/* webpackChunkName: "page-booking-booked" */ '../features/booking/pages/booked-page'),
    (m) => m.BookingBookedPage,
  ),
  bookingNotBooked: page(
    () => import(/* webpackChunkName: "page-booking-not-booked" */ '../features/booking/pages/not-booked-page'),
    (m) => m.BookingNotBookedPage,
  ),
  notFound: page(
    () => import(/* webpackChunkName: "page-not-found" */ '../platform/not-found-page'),
    (m) => m.NotFoundPage,
  ),
};
type PageName = keyof typeof pages;

/** Which page each entry of the route table renders. */
const routePages: Record<RouteKey, PageName> = {
  home: 'home',
  services: 'services',
  serviceArea: 'sector',
  subservice: 'sector',
  sectors: 'sectors',
  sector: 'sector',
  about: 'about',
  independence: 'independence',
  contact: 'contact',
  enquirySent: 'enquirySent',
  enquiryNotSent: 'enquiryNotSent',
  privacyPolicy: 'policy',
  termsOfService: 'policy',
  cookiePolicy: 'policy',
  accessibility: 'policy',
  keyDates: 'keyDates',
  keyDatesAudience: 'keyDates',
  insights: 'insights',
  insightsPage: 'insights',
  insightTopic: 'insights',
  insightTopicPage: 'insights',
  insight: 'insight',
  search: 'search',
  fees: 'fees',
  tools: 'tools',
  toolMtdIncomeTax: 'toolMtdIncomeTax',
  toolSafeguardingAudit: 'toolSafeguardingAudit',
  book: 'book',
  bookingBooked: 'bookingBooked',
  bookingNotBooked: 'bookingNotBooked',
};

const routeKeys = Object.keys(paths) as RouteKey[];

/** The page a path renders (the not-found page, if no route serves it; case-sensitive, as the servers match). */
export function pageFor(pathname: string): PageName {
  const key = routeKeys.find((route) => matchPath({ path: paths[route], caseSensitive: true, end: true }, pathname));
  return key ? routePages[key] : 'notFound';
}

/** The router's tree, built from the route table, inside the layout. */
export function AppRoutes() {
  const NotFoundPage = pages.notFound;
  return (
    <Routes>
      <Route element={<Layout />}>
        {routeKeys.map((key) => {
          const Page = pages[routePages[key]];
          return <Route key={key} path={paths[key]} element={<Page />} caseSensitive />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
