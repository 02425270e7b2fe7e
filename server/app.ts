import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { isAppRoute } from '../src/app/paths';
import { appShellFile, htmlFileFor, notFoundFile } from './build-layout';
import {
  allowedMethods,
  cacheControl,
  hashedAssetPrefix,
  healthPath,
  maxUrlLength,
  refusalBodies,
  securityHeaders,
} from './http-rules';

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

function refuse(res: Response, status: keyof typeof refusalBodies): void {
  res.status(status).type('text/plain').send(refusalBodies[status]);
}

export interface AppOptions {
  /** The build folder to serve. */
  distDir: string;
}

/**
 * The preview server: serves the build with the same rules as nginx.conf. Files are served as
 * they are; a URL the router knows gets its prerendered page, or the app shell when the build has
 * none (the history-API fallback); anything else gets the not-found page with status 404.
 */
export function createApp({ distDir }: AppOptions): express.Express {
  const root = path.resolve(distDir);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', true);

  app.use((req: Request, res: Response, next: NextFunction) => {
    res.set(securityHeaders);
    // Revalidated unless a content-hashed file is served (below): refusals and 404s included.
    res.set('Cache-Control', cacheControl.revalidate);
    if (req.originalUrl.length > maxUrlLength) return refuse(res, 414);
    if (!(allowedMethods as readonly string[]).includes(req.method)) {
      res.set('Allow', allowedMethods.join(', '));
      return refuse(res, 405);
    }
    if (!isSafePath(req.path)) return refuse(res, 400);
    next();
  });

  app.get(healthPath, (_req, res) => {
    res.type('text/plain').send('ok\n');
  });

  app.use(compression());
  app.use(
    express.static(root, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      fallthrough: true,
      setHeaders(res, filePath) {
        if (filePath.startsWith(path.join(root, hashedAssetPrefix)))
          res.setHeader('Cache-Control', cacheControl.immutable);
      },
    }),
  );

  app.use((req: Request, res: Response) => {
    // Routes are matched on the decoded path, as nginx matches $uri.
    const urlPath = decodeURIComponent(req.path);
    // A missing asset is a plain 404: a browser asking for a script must not get a page.
    if (urlPath.startsWith(hashedAssetPrefix) || /\.[A-Za-z0-9]+$/.test(urlPath)) return refuse(res, 404);
    if (isAppRoute(urlPath)) {
      const page = path.resolve(root, htmlFileFor(urlPath));
      const exists = page.startsWith(root + path.sep) && fs.existsSync(page);
      res.status(200).sendFile(exists ? page : path.join(root, appShellFile));
    } else {
      res.status(404).sendFile(path.join(root, notFoundFile));
    }
  });

  // Whatever else goes wrong answers 500 in plain text: no stack trace, no page.
  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
    console.error(error);
    if (!res.headersSent) refuse(res, 500);
  });

  return app;
}

/** An HTTP server for the app that reads request lines long enough to answer over-long ones with 414. */
export function createServer(app: express.Express): http.Server {
  return http.createServer({ maxHeaderSize: 64 * 1024 }, app);
}
