/**
 * The production enquiry service: the enquiry API alone, behind nginx (which proxies /api/ to it).
 *   PORT (default 3001), HOST (default 127.0.0.1; 0.0.0.0 in the container), and the ENQUIRY_*
 *   and SMTP_URL settings of server/enquiries/config.ts.
 */
import http from 'node:http';
import express, { type Request, type Response } from 'express';
import { apiRoutes, baseline, plainServerError } from './app';
import { loadEnquiryConfig } from './enquiries/config';
import { EnquiryService } from './enquiries/service';
import { portFromEnv } from './port';

/** The service's Express app: the same API, headers and refusals as the preview server's /api/. */
export function createEnquiryApp(enquiries: EnquiryService): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // nginx on this host or the compose network passes the visitor's address in X-Forwarded-For.
  app.set('trust proxy', 'loopback, uniquelocal');
  app.use(baseline);
  app.use(apiRoutes(enquiries));
  app.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not Found\n');
  });
  app.use(plainServerError);
  return app;
}

async function main(): Promise<void> {
  const port = portFromEnv(3001);
  const host = process.env.HOST ?? '127.0.0.1';
  const enquiries = await EnquiryService.start(loadEnquiryConfig());
  const server = http.createServer({ requestTimeout: 20_000, headersTimeout: 10_000 }, createEnquiryApp(enquiries));
  server.listen(port, host, () => console.log(`Enquiry service listening on http://${host}:${port}/api/`));
  server.on('error', (error) => {
    console.error(`The enquiry service could not start: ${error.message}`);
    process.exit(1);
  });
  // On stop, finish the requests and the delivery under way; what waits stays in the spool.
  const shutdown = () => {
    server.close();
    server.closeIdleConnections();
    void enquiries.stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
