import fs from 'node:fs';
import type { BookingDetails } from '../../src/features/booking/fields';
import type { BookingConfig } from '../../src/features/booking/server/config';
import type { DeskConfig } from '../../src/features/desk/server/config';
import { bookingBody, holdLink, testBookingConfig } from '../../test-kit/booking';
import type { TestEnquiries } from '../../test-kit/enquiry-service';
import type { SmtpSink } from '../../test-kit/smtp-sink';
import { withAdministrator } from '../../test-kit/desk';
import { startPreviewSite, useStarted } from './preview-site';

/**
 * The service the desk's browser walks run against (tests/e2e/desk*.test.ts): the built site and
 * the real service as every walk has them (preview-site.ts), with one administrator on the desk
 * (test-kit/desk.ts).
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
  const siteUrl = port ? `http://localhost:${port}` : undefined;
  const site = await startPreviewSite({
    ...(clock ? { booking: testBookingConfig({ ...(limits ? { limits } : {}), clock }), clock } : {}),
    desk: {
      ...withAdministrator,
      ...(siteUrl ? { siteUrl } : {}),
      ...desk,
    },
    ...(port ? { port } : {}),
  });
  const { enquiries, sink } = site;
  const url = siteUrl ?? site.url;

  const book: DeskSite['book'] = async (slot, visitor = {}, held = false) => {
    const response = await fetch(`${url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(bookingBody(slot, visitor)),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    if (!held) {
      const manage = await holdLink(enquiries.service, id, sink);
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
    stop: site.stop,
  };
}

/** The desk's service for a file's walks (`useStarted`), with the options as they are when it starts. */
export function useDeskSite(
  options: DeskSiteOptions | (() => DeskSiteOptions | Promise<DeskSiteOptions>),
  startMs?: number,
): Omit<DeskSite, 'stop'> {
  return useStarted(async () => startDeskSite(typeof options === 'function' ? await options() : options), startMs);
}
