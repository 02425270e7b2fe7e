/**
 * The production enquiry service: the enquiry API alone, behind nginx (which proxies /api/ to it).
 *   PORT (default 3001), HOST (default 127.0.0.1; 0.0.0.0 in the container), DATA_DIR or
 *   DATABASE_URL (server/platform/db/config.ts), SMTP_URL and the ENQUIRY_* and BOOKING_* settings
 *   (server/app/service-config.ts lists where each is read).
 */
import http from 'node:http';
import express, { type Request, type Response } from 'express';
import { apiRoutes, baseline, plainServerError } from './app';
import { SiteService } from './service';
import { loadServiceConfig } from './service-config';
import { portFromEnv } from '../platform/port';

/** The service's Express app: the same API, headers and refusals as the preview server's /api/. */
export function createEnquiryApp(service: SiteService): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // nginx passes the visitor's address in X-Forwarded-For; only the proxies named are believed.
  app.set('trust proxy', service.config.trustedProxies);
  app.use(baseline);
  app.use(apiRoutes(service));
  app.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not Found\n');
  });
  app.use(plainServerError);
  return app;
}

/**
 * The service's HTTP server. Its request timeout is the total time a request may take to arrive,
 * body included, however slowly it trickles: nginx streams bodies to it as they come
 * (proxy_request_buffering off) because nginx itself can only time the gap between reads.
 */
export function createEnquiryServer(app: express.Express, { requestTimeoutMs = 20_000 } = {}): http.Server {
  return http.createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(10_000, requestTimeoutMs),
      // How often the timeouts are checked: the bound on a slow request is the timeout plus this.
      connectionsCheckingInterval: 1000,
    },
    app,
  );
}

async function main(): Promise<void> {
  const port = portFromEnv(3001);
  const host = process.env.HOST ?? '127.0.0.1';
  const service = await SiteService.start(loadServiceConfig());
  const server = createEnquiryServer(createEnquiryApp(service));
  server.listen(port, host, () => console.log(`Enquiry service listening on http://${host}:${port}/api/`));
  server.on('error', (error) => {
    console.error(`The enquiry service could not start: ${error.message}`);
    process.exit(1);
  });
  // On stop, finish the requests and the delivery under way; what waits stays in the database.
  const shutdown = () => {
    server.close();
    server.closeIdleConnections();
    service.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`The enquiry service did not stop cleanly: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/** Runs the service until it is stopped; a failure to start ends the process with its reason. */
export function runEnquiryService(): void {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}

// Run through tsx (node --import tsx server/app/enquiry-server.ts); the image runs the built
// server/app/enquiry-server-main.ts instead, since a bundle has no require.main of its own.
if (require.main === module) runEnquiryService();
