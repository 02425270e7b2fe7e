import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { matchPath } from 'react-router-dom';
import { routePatterns } from '../src/app/paths';
import { allowedMethods, cacheControl, hashedAssetPrefix, securityHeaders } from './http-rules';

export interface AppOptions {
  /** The build folder to serve. */
  distDir: string;
}

/** True when the client router has a route for this path (the not-found route aside). */
export function isAppRoute(pathname: string): boolean {
  return routePatterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/**
 * The preview server: serves the build with the same rules as production. Files are served as
 * they are; a URL the router knows gets its page (its prerendered HTML if there is one, else the
 * app shell: the history-API fallback); anything else gets the not-found page with status 404.
 */
export function createApp({ distDir }: AppOptions): express.Express {
  const root = path.resolve(distDir);
  const shell = path.join(root, 'index.html');
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', true);

  app.use((req: Request, res: Response, next: NextFunction) => {
    res.set(securityHeaders);
    if (!(allowedMethods as readonly string[]).includes(req.method)) {
      res.set('Allow', allowedMethods.join(', ')).status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    try {
      decodeURIComponent(req.path);
    } catch {
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
    res.status(isAppRoute(req.path) ? 200 : 404).sendFile(shell);
  });

  return app;
}
