import { AppRoutes } from './routes';

/** The whole site; the browser wraps it in a BrowserRouter, prerendering in a StaticRouter. */
export function App() {
  return <AppRoutes />;
}
