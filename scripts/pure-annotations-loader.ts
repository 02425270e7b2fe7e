import fs from 'node:fs';
import path from 'node:path';
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
 *
 * The site renders its routes with `<BrowserRouter>` and `<Routes>` (declarative mode) and never
 * with a data router (`createBrowserRouter`, `<RouterProvider>`). In declarative mode the route
 * renderer is never given a data router's state, yet it keeps the code for one: the error
 * boundary and default error screen of route loaders, the redirects thrown by actions, the
 * hydration fallbacks, the stable `useNavigate` of data routes. All of it is reached only through
 * that state, so it stays in every page's first load (about 2 KB gzip). Here the state becomes
 * the constant it always is for this site, `undefined`, and the minifier removes what it guarded.
 *
 * Every edit must apply, in full: a React Router release that rewrites one of these pieces fails
 * the build here, naming the edit and the version, rather than quietly carrying the code again.
 * The version is pinned exactly in package.json for that reason, and
 * `scripts/pure-annotations-loader.test.ts` runs these edits over the installed files.
 * docs/decisions.md says when this loader goes.
 */

export interface RouterEdit {
  /** What the edit does, as the build's error names it. */
  name: string;
  pattern: RegExp;
  replacement: string;
  /** What must be gone once the edit has applied (a case the pattern did not reach). */
  leftover?: RegExp;
}

export const routerEdits: RouterEdit[] = [
  {
    name: 'drop the components’ display names',
    pattern: /^\w+\.displayName = "[^"\n]*";$/gm,
    replacement: '',
    leftover: /^[\w.]+\.displayName =/m,
  },
  {
    name: 'empty warning()',
    pattern: /^function warning\(cond, message\) \{\n(?: {2}.*\n)*\}$/m,
    replacement: 'function warning(cond, message) {}',
  },
  {
    name: 'mark createContext, forwardRef and memo as pure',
    pattern: /^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm,
    replacement: '$1/*#__PURE__*/ $2',
    leftover: /^(?:var|let|const) \w+ = React\d*\.(?:createContext|forwardRef|memo)\(/m,
  },
  {
    name: 'useRoutesImpl without a data router',
    pattern: /^function useRoutesImpl\(routes, locationArg, dataRouterOpts\) \{$/m,
    replacement: 'function useRoutesImpl(routes, locationArg) {\n  const dataRouterOpts = undefined;',
  },
  {
    name: '_renderMatches without a data router',
    pattern: /^function _renderMatches\(matches, parentMatches = \[\], dataRouterOpts\) \{$/m,
    replacement: 'function _renderMatches(matches, parentMatches = []) {\n  const dataRouterOpts = undefined;',
  },
  {
    name: 'useNavigate without the data routes’ stable one',
    pattern: /^ {2}return isDataRoute \? useNavigateStable\(\) : useNavigateUnstable\(\);$/m,
    replacement: '  return useNavigateUnstable();',
  },
  {
    // A side effect at the top level, which alone would keep the data router's error boundary.
    name: 'drop RenderErrorBoundary.contextType',
    pattern: /^RenderErrorBoundary\.contextType = RSCRouterContext;$/m,
    replacement: '',
  },
];

/**
 * The module the edits are for: React Router's components and hooks. Any other of its modules
 * passes through as it is, unless it has what the edits remove (React Router moved its components
 * to another module, or renamed the function that marks this one): then the build fails too.
 */
const componentsModule = /^function useRoutesImpl\(/m;
const whatTheEditsRemove =
  /^[\w.]+\.displayName =|^(?:var|let|const) \w+ = React\d*\.(?:createContext|forwardRef|memo)\(/m;

export function reactRouterVersion(): string {
  const file = path.join(path.dirname(require.resolve('react-router/package.json')), 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function failure(problem: string): Error {
  return new Error(
    `pure-annotations-loader: ${problem} in React Router ${reactRouterVersion()}; review the edit ` +
      '(scripts/pure-annotations-loader.ts, and docs/decisions.md on when the loader goes).',
  );
}

/** React Router's module with every edit applied; throws, naming the edit, if one does not apply. */
export function editReactRouter(source: string): string {
  if (!componentsModule.test(source)) {
    if (whatTheEditsRemove.test(source)) throw failure('a module with components but no useRoutesImpl');
    return source;
  }
  return routerEdits.reduce((result, { name, pattern, replacement, leftover }) => {
    // A fresh copy: a global pattern's test() would otherwise start where its last search ended.
    if (!new RegExp(pattern.source, pattern.flags).test(result)) throw failure(`the edit "${name}" no longer applies`);
    const edited = result.replace(pattern, replacement);
    if (leftover?.test(edited)) throw failure(`the edit "${name}" leaves ${leftover}`);
    return edited;
  }, source);
}

export default function pureAnnotationsLoader(this: LoaderContext<Record<string, never>>, source: string): string {
  return editReactRouter(source);
}
