import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { freePort, startNginx, type RunningNginx } from '../../scripts/serve-nginx';
import { createApp, createServer } from '../../server/app/app';
import { createEnquiryApp } from '../../server/app/enquiry-server';
import { startTestEnquiries, type TestEnquiries, type TestOverrides } from '../../test-kit/enquiry-service';
import { hasNginx } from '../../test-kit/nginx';
import { SmtpSink } from '../../test-kit/smtp-sink';

/**
 * The built site and the real service as a browser walk meets them: the preview server serving
 * `dist/` with the enquiry and booking service on a temporary database of its own, its mail
 * delivered to a real SMTP server the test reads; and, where asked, the same service again behind
 * the project's nginx. The feature walks (booking, enquiry, the checkers) and the desk's
 * (desk-site.ts) start theirs here.
 */

/** The built site the preview server and nginx serve. */
export const distDir = path.resolve(__dirname, '../../dist');

/** Whether walks through nginx run: always in CI, and wherever nginx is installed. */
export const withNginx = hasNginx || Boolean(process.env.CI);

/** The service's settings, as `startTestEnquiries` takes them; its mail and its "not sent" page are the site's. */
export type PreviewSiteOptions = Omit<TestOverrides, 'smtpUrl' | 'notSentPage'> & {
  /** A port of the file's choosing (any free one when not given). */
  port?: number;
  /** The same service started again behind nginx (where `withNginx`), sending to the same mailbox. */
  nginx?: boolean;
};

/** nginx in front of a second service: its own database, the same settings and mailbox. */
export interface NginxPair {
  url: string;
  enquiries: TestEnquiries;
  nginx: RunningNginx;
  /** The service's own server and port, for a walk that stops it and starts it again. */
  service: http.Server;
  servicePort: number;
}

export interface PreviewSite {
  /** The preview server's address. */
  url: string;
  enquiries: TestEnquiries;
  sink: SmtpSink;
  /** Present where nginx was asked for and runs. */
  pair: NginxPair | undefined;
}

/** Listens on a loopback port (any free one for 0) and answers it. */
export const listen = (server: http.Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

function close(server: http.Server): void {
  server.closeAllConnections();
  server.close();
}

async function startPair(overrides: TestOverrides): Promise<NginxPair> {
  const enquiries = await startTestEnquiries(overrides);
  const service = http.createServer(createEnquiryApp(enquiries.service));
  const servicePort = await listen(service);
  const nginx = await startNginx({
    port: await freePort(),
    distDir,
    quiet: true,
    enquiryServiceUrl: `http://127.0.0.1:${servicePort}`,
  });
  return { url: nginx.url, enquiries, nginx, service, servicePort };
}

/** Starts the site as the options say; `stop` ends all of it. */
export async function startPreviewSite({ port, nginx, ...options }: PreviewSiteOptions = {}): Promise<
  PreviewSite & { stop: () => Promise<void> }
> {
  const sink = await new SmtpSink().start();
  const overrides: TestOverrides = {
    ...options,
    smtpUrl: sink.url,
    notSentPage: path.join(distDir, 'contact/not-sent/index.html'),
  };
  const enquiries = await startTestEnquiries(overrides);
  const server = createServer(createApp({ distDir, service: enquiries.service }));
  const url = `http://127.0.0.1:${await listen(server, port)}`;
  const pair = nginx && withNginx ? await startPair(overrides) : undefined;
  return {
    url,
    enquiries,
    sink,
    pair,
    stop: async () => {
      close(server);
      await enquiries.stop();
      if (pair) {
        await pair.nginx.stop();
        close(pair.service);
        await pair.enquiries.stop();
      }
      await sink.stop();
    },
  };
}

/**
 * What a file's cases run against: started before them (`start` is called then, so options worked
 * out at the start are ready), stopped after them. Its parts are read inside a case.
 */
export function useStarted<Started extends { stop: () => Promise<void> }>(
  start: () => Promise<Started>,
  startMs = 30_000,
): Omit<Started, 'stop'> {
  let started: Started | undefined;
  beforeAll(async () => {
    started = await start();
  }, startMs);
  afterAll(() => started?.stop());
  return new Proxy({} as Omit<Started, 'stop'>, {
    get: (_, key) => {
      if (!started) throw new Error('It starts before the file’s cases: read it inside one.');
      return started[key as keyof Started];
    },
  });
}

/** The site for a file's walks (`useStarted`), with the options as they are when it starts. */
export function usePreviewSite(
  options: PreviewSiteOptions | (() => PreviewSiteOptions | Promise<PreviewSiteOptions>) = {},
  startMs?: number,
): PreviewSite {
  return useStarted(async () => startPreviewSite(typeof options === 'function' ? await options() : options), startMs);
}
