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
  return source
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^function warning\(cond, message\) \{\n(?: {2}.*\n)*\}$/m, 'function warning(cond, message) {}')
    .replace(/^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/*#__PURE__*/ $2');
}
