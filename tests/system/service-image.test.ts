import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { dockerStage, layOutStage, linkProductionPackages } from '../support/dockerfile-stage';
import { freePort, waitForPort } from '../../scripts/serve-nginx';
import { paths } from '../../src/config/route-table';
import { sampleEnquiry } from '../../test-kit/enquiry-service';
import { bookingBody, managePathIn } from '../../test-kit/booking';
import { rawRequest, type RawResponse } from '../../test-kit/raw-request';
import { alertsCopy } from '../../src/features/key-dates/content/alerts';
import { taxYears } from '../../src/content/tax-years';

/**
 * The enquiry and booking service as its image holds it: its files laid out in a temporary folder
 * exactly as the Dockerfile's `enquiries` stage copies them (packages: what `npm ci --omit=dev`
 * installs), run by the stage's own CMD and ENV, with its data in a temporary folder and on a
 * loopback port. Every page the service can answer a plain form or a manage link with must be the
 * site's styled page (the built stylesheet, the site's navigation), not the bare fallback the
 * service writes when the build's page is missing. Needs `npm run build` first.
 */
const root = path.resolve(__dirname, '../..');
const dist = path.join(root, 'dist');
const stage = dockerStage('enquiries');
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * The site's page as the build wrote it, with what the service wrote in: the built stylesheet
 * (served from dist/assets/ by the site's image) and the site's navigation, and `words`.
 */
function styled(response: RawResponse, words: string) {
  const html = response.body.toString();
  const stylesheet = /<link href="(\/assets\/[^"]+\.css)" rel="stylesheet">/.exec(html)?.[1];
  return {
    status: response.status,
    words: html.includes(words),
    stylesheet: stylesheet !== undefined && fs.existsSync(path.join(dist, stylesheet)),
    navigation: html.includes('<nav aria-label="Main"'),
  };
}
const styledPage = (status: number) => ({ status, words: true, stylesheet: true, navigation: true });

describe('the service image (the Dockerfile’s enquiries stage, laid out and run)', () => {
  const image = fs.mkdtempSync(path.join(os.tmpdir(), 'service-image-'));
  const data = path.join(image, 'data');
  let child: ChildProcess;
  let url: string;
  const post = (target: string, fields: Record<string, string>) =>
    rawRequest(url, target, { method: 'POST', headers: form, body: encode(fields) });
  /** The image's embedded database, opened beside the running service. */
  const inDatabase = <T>(use: (database: BetterSqlite3.Database) => T): T => {
    const database = new BetterSqlite3(path.join(data, 'site.sqlite3'));
    try {
      return use(database);
    } finally {
      database.close();
    }
  };

  beforeAll(async () => {
    layOutStage(stage, image);
    const app = path.join(image, stage.workdir);
    linkProductionPackages(app);
    const port = await freePort();
    // The stage's ENV as the image sets it, its paths under the laid-out folder; the host's
    // settings left out, so that only what the image says is read.
    const env = Object.fromEntries(
      Object.entries(stage.env).map(([name, value]) => [
        name,
        value.startsWith('/app/') ? path.join(image, value) : value,
      ]),
    );
    const [command, ...args] = stage.cmd;
    expect(command).toBe('node');
    child = spawn(process.execPath, args, {
      cwd: app,
      env: { PATH: process.env.PATH, ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: data },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForPort(port, { child, timeoutMs: 30_000 });
    url = `http://127.0.0.1:${port}`;
  }, 60_000);

  afterAll(async () => {
    if (child?.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(image, { recursive: true, force: true });
  });

  it('is healthy', async () => {
    expect((await rawRequest(url, '/api/health')).status).toBe(200);
  });

  it('answers an enquiry: sent (the thank-you page the site serves) and not sent (its own page)', async () => {
    const sent = await post('/api/enquiries', sampleEnquiry as Record<string, string>);
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe(paths.enquirySent);
    const notSent = await post('/api/enquiries', { name: 'Ada' });
    expect(styled(notSent, 'Your enquiry has not been sent')).toEqual(styledPage(400));
  });

  it('answers a deadline-alerts sign-up and an unknown link, and the calculator’s plain post, with the styled page', async () => {
    const signUp = await post('/api/alerts', { email: 'ada@example.com', audiences: 'vat', leads: '14' });
    expect(styled(signUp, alertsCopy.checkInbox.body)).toEqual(styledPage(200));
    const unknown = await rawRequest(url, `/api/alerts/confirm/${'x'.repeat(43)}`);
    expect(styled(unknown, alertsCopy.confirm.lapsed)).toEqual(styledPage(404));
    const year = taxYears.at(-1)!.id;
    const calculator = await post('/api/tools/sole-trader-or-limited-company', { profit: '50,270', year });
    expect(styled(calculator, 'data-take-home="company"')).toEqual(styledPage(200));
  });

  it('answers a booking and its manage link with the styled page in every state', async () => {
    const grid = await rawRequest(url, '/api/bookings/slots?topic=tax');
    const days = (JSON.parse(grid.body.toString()) as { days: { slots: { id: string; free: boolean }[] }[] }).days;
    const [first, second] = days.flatMap((day) => day.slots.filter((slot) => slot.free).map((slot) => slot.id));
    expect(second).toBeDefined();
    // Every page, then one comparison: a failure shows each state's page at once.
    const seen: Record<string, ReturnType<typeof styled>> = {};

    seen.notBooked = styled(await post('/api/bookings', { name: 'Ada' }), 'Your consultation has not been booked');

    // Booked: the confirmation page the redirect leads to. The manage link is only in the email
    // to the visitor, waiting in the mail queue (no SMTP_URL here).
    const booking = async (slot: string, email: string) => {
      const made = await post('/api/bookings', bookingBody(slot, { email }) as Record<string, string>);
      expect(made.status).toBe(303);
      const location = String(made.headers.location);
      // The booking's address, without the receipt its maker's answer carries.
      const id = new URL(location, 'http://site').pathname.split('/').at(-1) ?? '';
      const payloads = inDatabase((database) => database.prepare('SELECT payload FROM outbox').all()) as {
        payload: string;
      }[];
      const manage = payloads.map(({ payload }) => payload).find((payload) => payload.includes(id));
      const token =
        managePathIn(manage ?? '')
          ?.split('/')
          .at(-1) ?? '';
      expect(token).not.toBe('');
      return { location, token, id };
    };
    const held = await booking(first ?? '', 'grace@example.com');
    seen.booked = styled(await rawRequest(url, held.location), 'This time is held for you');

    const manage = `/api/bookings/manage/${held.token}`;
    seen.held = styled(await rawRequest(url, manage), `${manage}/confirm`);

    const confirmed = await post(`${manage}/confirm`, {});
    expect(confirmed.status).toBe(303);
    seen.confirmed = styled(await rawRequest(url, String(confirmed.headers.location)), `${manage}/cancel`);

    // Cancel asks first (issue 44, S1): only the question's answer cancels.
    const cancelled = await post(`${manage}/cancel`, { confirm: 'yes' });
    expect(cancelled.status).toBe(303);
    seen.cancelled = styled(
      await rawRequest(url, String(cancelled.headers.location)),
      'Your consultation is cancelled',
    );

    // Lapsed: a hold not confirmed in time (its end moved into the past in the image's database).
    const lapsing = await booking(second ?? '', 'ada@example.com');
    inDatabase((database) =>
      database.prepare('UPDATE bookings SET hold_expires_at = ? WHERE id = ?').run(Date.now() - 60_000, lapsing.id),
    );
    seen.lapsed = styled(await rawRequest(url, `/api/bookings/manage/${lapsing.token}`), 'Your hold ran out');

    seen.unknown = styled(await rawRequest(url, `/api/bookings/manage/${'x'.repeat(43)}`), '</h1>');

    expect(seen).toEqual({
      notBooked: styledPage(400),
      booked: styledPage(200),
      held: styledPage(200),
      confirmed: styledPage(200),
      cancelled: styledPage(200),
      lapsed: styledPage(410),
      unknown: styledPage(404),
    });
  }, 60_000);
});
