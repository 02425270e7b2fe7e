import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { feedMediaTypes, feedPaths } from '../../src/config/feed-paths';
import { isAppRoute, isPrerenderedOnlyRoute } from '../../src/config/route-table';
import { loggedRequest } from '../../src/platform/privacy/log-line';
import { appShellFile, htmlFileFor, notFoundFile } from '../platform/build-layout';
import { consoleLog } from '../platform/log';
import { serviceApi } from './api';
import {
  allowedMethods,
  apiCacheControl,
  cacheControl,
  calendarFeed,
  hashedAssetPrefix,
  healthPath,
  isServiceTarget,
  maxUrlLength,
  refusalBodies,
  securityHeaders,
} from '../platform/http/http-rules';
import type { SiteService } from './service';

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

/**
 * What every response of both Node servers starts with, as nginx does: the security headers,
 * "never store" under /api/ and "revalidate" elsewhere unless a later step says otherwise, and
 * 414 for over-long request targets.
 */
export function baseline(req: Request, res: Response, next: NextFunction): void {
  res.set(securityHeaders);
  res.set('Cache-Control', cacheControl.revalidate);
  // A target too long to read is refused as nginx refuses it, before it counts as an API request.
  if (req.originalUrl.length > maxUrlLength) return refuse(res, 414);
  if (isServiceTarget(req.originalUrl)) res.set('Cache-Control', apiCacheControl);
  next();
}

/** 400 for a malformed or traversal path. */
export function safePathsOnly(req: Request, res: Response, next: NextFunction): void {
  if (!isSafePath(req.path)) return refuse(res, 400);
  next();
}

/** The service's API and desk for requests under /api/ or /desk (as nginx's locations see them), else the next step. */
export function apiRoutes(service: SiteService): express.RequestHandler {
  const api = serviceApi(service);
  return (req, res, next) => (isServiceTarget(req.originalUrl) ? api(req, res, next) : next());
}

/** One byte range, as nginx writes them: `bytes=` then first-last, first- or -suffix. */
const wellFormedRange = /^bytes=\s*(\d+-\d*|-\d+)\s*(,\s*(\d+-\d*|-\d+)\s*)*$/;

/**
 * Byte ranges read as nginx reads them. express.static already answers a satisfiable range with
 * 206, several ranges with the whole file, and an unsatisfiable one with 416; a malformed
 * `bytes=` range, which it would ignore, is made unsatisfiable so that it gets nginx's 416 too.
 */
export function nginxRanges(req: Request, _res: Response, next: NextFunction): void {
  const range = req.headers.range;
  if (range?.startsWith('bytes=') && !wellFormedRange.test(range)) req.headers.range = 'bytes=-0';
  next();
}

/**
 * A 4xx a library raised (416 from a range): its status and headers. Anything else: 500 in plain
 * text, no stack trace, and a line in the log with the request as the log rule allows it.
 */
export function plainServerError(
  error: Error & { status?: number; headers?: Record<string, string> },
  req: Request,
  res: Response,
  _next: NextFunction,
): void {
  if (res.headersSent) return;
  if (error.status === 416) {
    res.set(error.headers ?? {});
    return refuse(res, 416);
  }
  consoleLog.warn(`${req.method} ${loggedRequest(req.originalUrl)} failed: ${error.stack ?? error.message}`);
  refuse(res, 500);
}

export interface AppOptions {
  /** The build folder to serve. */
  distDir: string;
  /** The enquiry and booking service behind /api/ (in production its own process; here, in this one). */
  service: SiteService;
  /**
   * Whether files under /assets/ are content-hashed, and so cached for a year (the default). The
   * development server names them stably and has them revalidated.
   */
  hashedAssets?: boolean;
}

/**
 * The preview server: serves the build with the same rules as nginx.conf. Files are served as
 * they are; a URL the router knows gets its prerendered page, or the app shell when the build has
 * none (the history-API fallback) unless all of its route's pages are prerendered
 * (prerenderedOnlyRoutes); anything else gets the not-found page with status 404.
 */
export function createApp({ distDir, service, hashedAssets = true }: AppOptions): express.Express {
  const root = path.resolve(distDir);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', true);

  app.use(baseline);
  // The API takes its own methods (POST); everything else is GET and HEAD only.
  app.use((req, res, next) => (isServiceTarget(req.originalUrl) ? safePathsOnly(req, res, next) : next()));
  app.use(apiRoutes(service));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!(allowedMethods as readonly string[]).includes(req.method)) {
      res.set('Allow', allowedMethods.join(', '));
      return refuse(res, 405);
    }
    next();
  });
  app.use(safePathsOnly);

  app.get(healthPath, (_req, res) => {
    res.type('text/plain').send('ok\n');
  });

  app.use(compression());
  app.use(nginxRanges);
  // The feeds' media types, as nginx sends them (server/platform/http/nginx-routes.ts).
  const feedByFile = new Map(
    (Object.keys(feedPaths) as (keyof typeof feedPaths)[]).map((feed) => [path.join(root, feedPaths[feed]), feed]),
  );
  app.use(
    express.static(root, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      fallthrough: true,
      setHeaders(res, filePath) {
        const feed = feedByFile.get(filePath);
        if (feed) res.setHeader('Content-Type', `${feedMediaTypes[feed]}; charset=utf-8`);
        if (hashedAssets && filePath.startsWith(path.join(root, hashedAssetPrefix)))
          res.setHeader('Cache-Control', cacheControl.immutable);
        if (calendarFeed.pattern.test(`/${path.relative(root, filePath).split(path.sep).join('/')}`)) {
          res.setHeader('Content-Type', calendarFeed.contentType);
          res.setHeader('Cache-Control', calendarFeed.cacheControl);
        }
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
      if (page.startsWith(root + path.sep) && fs.existsSync(page)) return res.status(200).sendFile(page);
      if (!isPrerenderedOnlyRoute(urlPath)) return res.status(200).sendFile(path.join(root, appShellFile));
    }
    // Ranges apply to a file served as itself (200), never to an error page: as nginx.
    res.status(404).sendFile(path.join(root, notFoundFile), { acceptRanges: false });
  });

  app.use(plainServerError);

  return app;
}

/** An HTTP server for the app that reads request lines long enough to answer over-long ones with 414. */
export function createServer(app: express.Express): http.Server {
  return http.createServer({ maxHeaderSize: 64 * 1024 }, app);
}
