import type { LoaderContext } from 'webpack';

/**
 * React Router ships as one large module whose top level has side effects the minifier must keep:
 * `X.displayName = "…"` assignments and calls to React's `createContext`, `forwardRef` and `memo`.
 * Each of them keeps its component alive, and with it everything that component reaches (forms,
 * fetchers, the data router's error screens), though the site uses none of it: about 2 KB (gzip)
 * of dead code in every page's first load. This loader, for production builds only, marks those
 * React calls as pure and drops the display names (which only React's developer tools read), so
 * that the minifier removes what nothing uses. What is used is unchanged.
 *
 * It also empties React Router's `warning()`, the console hints for developers that its build
 * keeps even where its own production switch is off (a path that cannot match, a malformed URL):
 * the minifier then drops each call and its message. Its `invariant()` errors are kept.
 */
export default function pureAnnotationsLoader(this: LoaderContext<Record<string, never>>, source: string): string {
  const pure = source
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^function warning\(cond, message\) \{\n(?: {2}.*\n)*\}$/m, 'function warning(cond, message) {}')
    .replace(/^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/*#__PURE__*/ $2');
  return source.includes('function useRoutesImpl(') ? declarativeOnly(pure) : pure;
}

/**
 * The site renders its routes with `<BrowserRouter>` and `<Routes>` (declarative mode) and never
 * with a data router (`createBrowserRouter`, `<RouterProvider>`). In declarative mode the route
 * renderer is never given a data router's state, yet it keeps the code for one: the error
 * boundary and default error screen of route loaders, the redirects thrown by actions, the
 * hydration fallbacks, the stable `useNavigate` of data routes. All of it is reached only through
 * that state, so it stays in every page's first load (about 2 KB gzip). Here the state becomes
 * the constant it always is for this site, `undefined`, and the minifier removes what it guarded.
 * Each edit must apply: a React Router release that rewrites one of these functions fails the
 * build here rather than quietly carrying the code again.
 */
const declarativeOnlyEdits: [RegExp, string][] = [
  [
    /^function useRoutesImpl\(routes, locationArg, dataRouterOpts\) \{$/m,
    'function useRoutesImpl(routes, locationArg) {\n  const dataRouterOpts = undefined;',
  ],
  [
    /^function _renderMatches\(matches, parentMatches = \[\], dataRouterOpts\) \{$/m,
    'function _renderMatches(matches, parentMatches = []) {\n  const dataRouterOpts = undefined;',
  ],
  [/^ {2}return isDataRoute \? useNavigateStable\(\) : useNavigateUnstable\(\);$/m, '  return useNavigateUnstable();'],
  // A side effect at the top level, which alone would keep the data router's error boundary.
  [/^RenderErrorBoundary\.contextType = RSCRouterContext;$/m, ''],
];

function declarativeOnly(source: string): string {
  return declarativeOnlyEdits.reduce((result, [pattern, replacement]) => {
    if (!pattern.test(result)) {
      throw new Error(`pure-annotations-loader: React Router no longer has ${pattern}; review the edit.`);
    }
    return result.replace(pattern, replacement);
  }, source);
}
