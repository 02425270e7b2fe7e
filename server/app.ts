import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { isAppRoute } from '../src/app/paths';
import { appShellFile, htmlFileFor, notFoundFile } from './build-layout';
import { allowedMethods, cacheControl, hashedAssetPrefix, securityHeaders } from './http-rules';

/**
 * A path that decodes cleanly and names no parent or current directory (even percent-encoded)
 * and no NUL byte. Anything else is a malformed or hostile request: 400.
 */
export function isSafePath(urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  return !decoded.includes('\0') && !decoded.split(/[/\\]/).some((segment) => segment === '..' || segment === '.');
}

export interface AppOptions {
  /** The build folder to serve. */
  distDir: string;
}

/**
 * The preview server: serves the build with the same rules as production. Files are served as
 * they are; a URL the router knows gets its prerendered page, or the app shell when the build has
 * none (the history-API fallback); anything else gets the not-found page with status 404.
 */
export function createApp({ distDir }: AppOptions): express.Express {
  const root = path.resolve(distDir);

  /** The prerendered page for a URL path, if the build has one; never a file outside the build. */
  const pageFile = (urlPath: string): string | null => {
    const file = path.resolve(root, htmlFileFor(decodeURIComponent(urlPath)));
    return file.startsWith(root + path.sep) && fs.existsSync(file) ? file : null;
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', true);

  app.use((req: Request, res: Response, next: NextFunction) => {
    res.set(securityHeaders);
    if (!(allowedMethods as readonly string[]).includes(req.method)) {
      res.set('Allow', allowedMethods.join(', ')).status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    if (!isSafePath(req.path)) {
      res.status(400).type('text/plain').send('Bad Request');
      return;
    }
    next();
  });

  app.use(
    express.static(root, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      fallthrough: true,
      setHeaders(res, filePath) {
        const urlPath = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
        res.setHeader(
          'Cache-Control',
          urlPath.startsWith(hashedAssetPrefix) ? cacheControl.immutable : cacheControl.revalidate,
        );
      },
    }),
  );

  app.use((req: Request, res: Response) => {
    res.set('Cache-Control', cacheControl.revalidate);
    // A missing asset is a plain 404: a browser asking for a script must not get a page.
    if (req.path.startsWith(hashedAssetPrefix) || path.extname(req.path) !== '') {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    if (isAppRoute(req.path)) {
      res.status(200).sendFile(pageFile(req.path) ?? path.join(root, appShellFile));
    } else {
      res.status(404).sendFile(path.join(root, notFoundFile));
    }
  });

  return app;
}
