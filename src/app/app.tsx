import { AppRoutes } from './routes';
import type { AppRoute } from './route-list';

/**
 * The whole site; the browser wraps it in a BrowserRouter, prerendering in a StaticRouter and
 * passing every route (the browser loads them when needed: routes.tsx).
 */
export function App({ routes }: { routes?: readonly AppRoute[] }) {
  return <AppRoutes routes={routes} />;
}
