import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp, createServer } from '../../server/app/app';
import type { BookingDetails } from '../../src/features/booking/fields';
import type { BookingConfig } from '../../src/features/booking/server/config';
import type { DeskConfig } from '../../src/features/desk/server/config';
import { bookingBody, holdLink, testBookingConfig } from '../../test-kit/booking';
import { startTestEnquiries, type TestEnquiries } from '../../test-kit/enquiry-service';
import { SmtpSink } from '../../test-kit/smtp-sink';
import { withAdministrator } from '../../test-kit/desk';

/**
 * The service the desk's browser walks run against (tests/e2e/desk*.test.ts): the built site and
 * the real service on a loopback port, its mail read from a real SMTP server, and one
 * administrator on the desk (test-kit/desk.ts).
 */

interface DeskSiteOptions {
  /** Where the walk's screenshots go (made if missing). */
  shotDir: string;
  /** The service's and the booking's clock; without one, the service's own and its booking settings. */
  clock?: () => Date;
  limits?: BookingConfig['limits'];
  /** More of the desk's settings than its one administrator. */
  desk?: Partial<DeskConfig>;
  /** A port of the walk's choosing, at http://localhost (WebAuthn's secure host), the desk's site address. */
  port?: number;
}

export interface DeskSite {
  url: string;
  enquiries: TestEnquiries;
  sink: SmtpSink;
  /**
   * A consultation booked as the app books one (with the visitor's details and the page it was
   * sent from, where given), confirmed from its email unless `held`; its id.
   */
  book: (slot: string, visitor?: Partial<BookingDetails> & { sourcePage?: string }, held?: boolean) => Promise<string>;
  stop: () => Promise<void>;
}

async function startDeskSite({ shotDir, clock, limits, desk, port }: DeskSiteOptions): Promise<DeskSite> {
  fs.mkdirSync(shotDir, { recursive: true });
  const sink = await new SmtpSink().start();
  const siteUrl = port ? `http://localhost:${port}` : undefined;
  const enquiries = await startTestEnquiries({
    smtpUrl: sink.url,
    ...(clock ? { booking: testBookingConfig({ ...(limits ? { limits } : {}), clock }), clock } : {}),
    desk: {
      ...withAdministrator,
      ...(siteUrl ? { siteUrl } : {}),
      ...desk,
    },
  });
  const server: http.Server = createServer(
    createApp({ distDir: path.resolve(__dirname, '../../dist'), service: enquiries.service }),
  );
  await new Promise<void>((resolve) => server.listen(port ?? 0, '127.0.0.1', resolve));
  const url = siteUrl ?? `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const book: DeskSite['book'] = async (slot, visitor = {}, held = false) => {
    const response = await fetch(`${url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(bookingBody(slot, visitor)),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    if (!held) {
      const manage = await holdLink(enquiries.service, id);
      const confirmed = await fetch(`${url}${manage}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
        body: '',
        redirect: 'manual',
      });
      expect(confirmed.status).toBe(303);
    }
    return id;
  };

  return {
    url,
    enquiries,
    sink,
    book,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await enquiries.stop();
      await sink.stop();
    },
  };
}

/**
 * The desk's service for a file's walks: started before its cases (with the options as they are
 * then, for those worked out at the start), stopped after them.
 */
export function useDeskSite(
  options: DeskSiteOptions | (() => DeskSiteOptions | Promise<DeskSiteOptions>),
  startMs = 30_000,
): Omit<DeskSite, 'stop'> {
  let site: DeskSite | undefined;
  beforeAll(async () => {
    site = await startDeskSite(typeof options === 'function' ? await options() : options);
  }, startMs);
  afterAll(() => site?.stop());
  const started = () => {
    if (!site) throw new Error("The desk's service starts before the file's cases: use it inside one.");
    return site;
  };
  return {
    get url() {
      return started().url;
    },
    get enquiries() {
      return started().enquiries;
    },
    get sink() {
      return started().sink;
    },
    book: (...args) => started().book(...args),
  };
}
