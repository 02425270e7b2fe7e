/**
 * The development server:   npm run dev
 * The preview server (server/app/app.ts: the production routes, refusals and security headers, the
 * enquiry API in this process) over a development build that webpack rebuilds on every change.
 * webpack-dev-middleware watches and writes each build to build/dev/site/, prerendered pages
 * included, so the preview serves it from disk as it serves a production build, and dist/ keeps
 * the production build for `npm run serve`; webpack-hot-middleware tells
 * the open pages about each rebuild, which they apply in place (React Fast Refresh for
 * components) or, where no module accepts the change, by reloading.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import webpack, { WebpackError, type Compiler } from 'webpack';
import webpackDevMiddleware from 'webpack-dev-middleware';
import webpackHotMiddleware from 'webpack-hot-middleware';
import { createApp, createServer } from '../server/app/app';
import { listenProblem, portFromEnv } from '../server/platform/port';
import type { Logger } from '../server/platform/outbox/worker';
import { SiteService } from '../server/app/service';
import { loadServiceConfig } from '../server/app/service-config';
import { securityHeaders } from '../server/platform/http/http-rules';
import webpackConfig from '../webpack.config';
import { PrerenderPlugin } from './prerender-plugin';

/**
 * Where the development build goes: a folder of its own, never dist/ (whose production build
 * `npm run serve` and the browser tests serve) nor the production build's prerender bundle.
 */
export const developmentDirs = {
  site: path.resolve(__dirname, '..', 'build', 'dev', 'site'),
  prerender: path.resolve(__dirname, '..', 'build', 'dev', 'prerender'),
};

/** Where the page's hot client listens for rebuilds (webpack-hot-middleware's default). */
const hotPath = '/__webpack_hmr';

export interface DevServerOptions {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The client build and the prerender bundle (default: `developmentDirs`). */
  outDir?: string;
  prerenderDir?: string;
  /** The enquiry settings (ENQUIRY_*, SMTP_URL); default process.env, as `npm start`. */
  env?: NodeJS.ProcessEnv;
  /** Print only problems (tests). */
  quiet?: boolean;
}

export interface DevServer {
  url: string;
  close: () => Promise<void>;
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(listenProblem(error, port, 'development server', 'npm run dev'))),
    );
    server.listen(port, host, resolve);
  });
}

/**
 * Starts the enquiry service, listens (so a port in use is said at once, before a build), then
 * starts the watching build; resolves once the first build is on disk.
 */
export async function startDevServer({
  port = 3000,
  host = '127.0.0.1',
  outDir = developmentDirs.site,
  prerenderDir = developmentDirs.prerender,
  env = process.env,
  quiet = false,
}: DevServerOptions = {}): Promise<DevServer> {
  const log: Logger = quiet
    ? { info: () => undefined, warn: (line) => console.warn(line) }
    : { info: (line) => console.log(line), warn: (line) => console.warn(line) };
  // The enquiry and booking API as `npm start` has it; the pages it answers with come from this build.
  const service = await SiteService.start(loadServiceConfig({ SERVICE_PAGES_DIR: outDir, ...env }), log);

  const app = express();
  app.disable('x-powered-by');
  const server = createServer(app);
  try {
    await listen(server, port, host);
  } catch (error) {
    await service.stop();
    throw error;
  }
  const { port: actualPort } = server.address() as AddressInfo;
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${actualPort}`;

  const compiler = webpack(webpackConfig({ hot: true, outDir, prerenderDir }, { mode: 'development' }));
  const byName = (name: string) => compiler.compilers.find((each) => each.options.name === name) as Compiler;
  const client = byName('client');
  // The prerender step reloads its bundle on each rebuild, but each page's code is a chunk of its
  // own that Node keeps cached: forget them all once a new bundle is written, so that the
  // prerendered pages show the edit too.
  const prerender = byName('prerender');
  prerender.hooks.done.tap('DevServer', () => {
    const bundleDir = prerender.outputPath + path.sep;
    for (const file of Object.keys(require.cache)) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
      if (file.startsWith(bundleDir)) delete require.cache[file];
    }
  });
  // A page that throws while it is prerendered fails its build, and webpack stops watching after
  // a plugin's error: here it is a build error instead, shown in the open pages, and the next save
  // rebuilds.
  client.hooks.thisCompilation.tap('DevServer', (compilation) => {
    compilation.hooks.processAssets.intercept({
      register: (tap) =>
        tap.name !== PrerenderPlugin.name
          ? tap
          : {
              ...tap,
              fn: (...args: unknown[]) =>
                Promise.resolve(tap.fn(...args)).catch((error: Error) => {
                  compilation.errors.push(new WebpackError(`Prerendering failed: ${error.stack ?? error.message}`));
                }),
            },
    });
  });
  // The build is written to disk (the prerender step reads its own bundle from there, and the
  // preview serves the build folder as it is); the middleware itself serves nothing, it only says when the
  // build is ready.
  const dev = webpackDevMiddleware(compiler, { writeToDisk: true, stats: quiet ? 'errors-warnings' : undefined });
  const hot = webpackHotMiddleware(client, { path: hotPath, log: quiet ? false : undefined });

  // The event stream of rebuilds, to pages of this site only: the same security headers as
  // everything else, and nothing for another site's scripts (webpack-hot-middleware itself
  // would answer any origin).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path !== hotPath) return next();
    res.set(securityHeaders);
    const site = req.get('Sec-Fetch-Site');
    if (site && site !== 'same-origin' && site !== 'none') {
      res.status(403).type('text/plain').send('Forbidden\n');
      return;
    }
    hot(req, res, next);
  });
  // Requests during a rebuild wait for it, then get what it wrote.
  app.use((_req, _res, next) => dev.waitUntilValid(() => next()));
  app.use(createApp({ distDir: outDir, service, hashedAssets: false }));

  await new Promise<void>((resolve) => dev.waitUntilValid(() => resolve()));

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      hot.close();
      server.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => server.close(() => resolve())),
        new Promise<void>((resolve) => dev.close(() => resolve())),
      ]);
      await service.stop();
    })());
  return { url, close };
}

if (require.main === module) {
  console.log('Building (the first build takes a little while)...');
  Promise.resolve()
    .then(() => startDevServer({ port: portFromEnv(3000), host: process.env.HOST ?? '127.0.0.1' }))
    .then((devServer) => {
      console.log(
        `Development server at ${devServer.url} (rebuilds and updates the open pages on every save; Ctrl+C stops it)`,
      );
      let stopping = false;
      const stop = () => {
        // A second Ctrl+C does not wait for the build under way to finish.
        if (stopping) process.exit(130);
        stopping = true;
        console.log('Stopping the development server...');
        void devServer.close().then(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    });
}
