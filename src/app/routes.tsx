import type { RouteObject } from 'react-router-dom';
import { AboutPage } from '../pages/about-page';
import { ContactPage } from '../pages/contact-page';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PolicyPage } from '../pages/policy-page';
import { SectorPage } from '../pages/sector-page';
import { SectorsPage } from '../pages/sectors-page';
import { ServicesPage } from '../pages/services-page';
import { cookiePolicy, privacyPolicy, termsOfService, accessibilityStatement } from '../content/policies';
import { Layout } from './layout';
import { paths, type RouteKey } from './paths';

/** Which page each entry of the route table renders. */
const pages: Record<RouteKey, React.ReactElement> = {
  home: <HomePage />,
  services: <ServicesPage />,
  serviceArea: <SectorPage />,
  subservice: <SectorPage />,
  sectors: <SectorsPage />,
  sector: <SectorPage />,
  about: <AboutPage />,
  contact: <ContactPage />,
  privacyPolicy: <PolicyPage document={privacyPolicy} />,
  termsOfService: <PolicyPage document={termsOfService} />,
  cookiePolicy: <PolicyPage document={cookiePolicy} />,
  accessibility: <PolicyPage document={accessibilityStatement} />,
};

/**
 * The router's tree, built from the route table. Page errors render the branded error page inside
 * the layout (the pathless route's errorElement), so the navigation stays.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Last resort, should the layout itself fail: the branded page without the frame.
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          // Case-sensitive, as the servers match them: /Services is not /services.
          ...(Object.keys(paths) as RouteKey[]).map((key) => ({
            path: paths[key],
            element: pages[key],
            caseSensitive: true,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
