import { withoutTrailingSlash } from '../../src/config/paths';

/**
 * Where the build puts each page. The prerender step writes these files and both servers look
 * them up the same way.
 */

/** The file for a URL path: `/` → `index.html`, `/about` or `/about/` → `about/index.html`. */
export function htmlFileFor(urlPath: string): string {
  const trimmed = withoutTrailingSlash(urlPath).replace(/^\/+/, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

/** Served for URLs a route matches that were not known at build time; the client renders them. */
export const appShellFile = 'app-shell.html';

/** The prerendered not-found page, served with status 404. */
export const notFoundFile = '404.html';
