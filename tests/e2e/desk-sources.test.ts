import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { createApp, createServer } from '../../server/app/app';
import { bookingBody, bookingNow, holdLink, testBookingConfig } from '../../test-kit/booking';
import { sampleEnquiry, startTestEnquiries, type TestEnquiries } from '../../test-kit/enquiry-service';
import { SmtpSink } from '../../test-kit/smtp-sink';
import { until } from '../../test-kit/until';
import { sourcesCopy } from '../../src/features/desk/content/sources';
import { loadDeskConfig } from '../../src/features/desk/server/config';
import { axeViolations } from '../support/axe';
import { viewports } from '../support/browser';
import { describeWithGoAccess } from '../../test-kit/goaccess';
import { useBrowser } from './helpers';

/**
 * The desk's sources report in a real browser, JavaScript on and off: an administrator signs in
 * from the email, follows the header's link to Sources (by keyboard alone without JavaScript), and
 * reads each page's views (GoAccess over an access log in nginx.conf's format) beside the
 * enquiries, bookings and alert sign-ups it brought. axe on the page, every class in the site's
 * stylesheet, no script. Screenshots at 390 and 1440 px go to SHOTS_DIR
 * (reports/screenshots/desk-sources by default).
 */
const browser = useBrowser();
const dist = path.resolve(__dirname, '../../dist');
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../reports/screenshots/desk-sources');
const administrator = 'sam.clerk@harbourline.example';
const tool = '/tools/mtd-income-tax';

/** Reads of pages in November 2026 as nginx.conf's `main` format logs them: page and how many visitors. */
const reads: [string, number][] = [
  ['/', 120],
  [tool, 45],
  ['/fees', 30],
  ['/contact', 18],
  ['/book', 12],
  ['/key-dates/sole-traders', 9],
];
const logLines = reads.flatMap(([page, visitors]) =>
  Array.from(
    { length: visitors },
    (_, visitor) =>
      `203.0.113.${visitor} [23/Nov/2026:10:${String(visitor % 60).padStart(2, '0')}:00 +0000] "GET ${page} HTTP/2.0" 200 5120 "-" "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" -`,
  ),
);

let sink: SmtpSink;
let site: { url: string; enquiries: TestEnquiries; server: http.Server; logDir: string };

/** A post to the service as the app makes one. */
const post = (target: string, body: object) =>
  fetch(`${site.url}${target}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  fs.mkdirSync(shotDir, { recursive: true });
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-sources-'));
  const accessLog = path.join(logDir, 'access.log');
  fs.writeFileSync(accessLog, `${logLines.join('\n')}\n`);
  sink = await new SmtpSink().start();
  const clock = () => bookingNow;
  const enquiries = await startTestEnquiries({
    smtpUrl: sink.url,
    booking: testBookingConfig({ clock }),
    clock,
    desk: {
      staff: [{ name: 'Sam Clerk', email: administrator, role: 'administrator' }],
      pageViews: loadDeskConfig({ DESK_ACCESS_LOG: accessLog }).pageViews,
    },
  });
  const server = createServer(createApp({ distDir: dist, service: enquiries.service }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, enquiries, server, logDir };

  // What the pages brought: enquiries from the tool's answer, the fee estimate and the contact page;
  // a booking from the tool confirmed, one from the booking page left held; an alert sign-up confirmed.
  for (const sourcePage of [tool, tool, '/fees', '/contact'])
    expect((await post('/api/enquiries', { ...sampleEnquiry, sourcePage })).status).toBe(201);
  const booked = await post('/api/bookings', { ...bookingBody('2026-12-01T10:00'), sourcePage: tool });
  const { id } = (await booked.json()) as { id: string };
  const manage = await holdLink(enquiries.service, id);
  await fetch(`${site.url}${manage}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
    body: '',
    redirect: 'manual',
  });
  await post('/api/bookings', {
    ...bookingBody('2026-12-01T11:30', { email: 'alan@example.com' }),
    sourcePage: '/book',
  });
  await post('/api/alerts', {
    email: 'ada@example.com',
    audiences: ['sole-traders'],
    leads: [14],
    sourcePage: '/key-dates/sole-traders',
  });
  await until(() => sink.messages.some((mail) => mail.envelope.to.includes('ada@example.com')));
  const confirm = /\/api\/alerts\/confirm\/[\w-]{43}/.exec(
    sink.messages.find((mail) => mail.envelope.to.includes('ada@example.com'))?.parsed.text ?? '',
  )?.[0];
  await fetch(`${site.url}${confirm}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
    body: '',
  });
}, 60_000);

afterAll(async () => {
  site?.server.closeAllConnections();
  site?.server.close();
  await site?.enquiries.stop();
  await sink?.stop();
  if (site) fs.rmSync(site.logDir, { recursive: true, force: true });
});

/** The classes the page uses that no rule of its stylesheets names: none, or the desk added styles of its own. */
const unstyledClasses = (page: Page) =>
  page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const text = selectors.join('\n');
    const used = new Set(Array.from(document.querySelectorAll('[class]')).flatMap((element) => [...element.classList]));
    return [...used].filter((name) => !text.includes(`.${CSS.escape(name)}`));
  });

/** Presses Tab until the link to `href` has focus, then Enter; waits for the page it brings. */
async function followByKeyboard(page: Page, href: string): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.getAttribute('href'))) === href) {
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      return;
    }
  }
  throw new Error(`Tab never reached ${href}.`);
}

/** The cells of the row headed `name` in the month's table. */
const rowCells = (page: Page, name: string) =>
  page.$$eval(
    'tbody tr',
    (rows, wanted) =>
      Array.from(
        rows.find((row) => row.querySelector('th')?.firstChild?.textContent === wanted)?.querySelectorAll('td') ?? [],
        (cell) => cell.textContent ?? '',
      ),
    name,
  );

describeWithGoAccess('the sources report', () =>
  describe.each([
    ['on', true],
    ['off', false],
  ] as const)('JavaScript %s', (_label, javaScript) => {
    it('shows each page’s views beside what it brought, by keyboard without JavaScript', async () => {
      const before = sink.messages.filter((mail) => mail.envelope.to.includes(administrator)).length;
      const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript });
      await page.type('#desk-email', administrator);
      await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
      await until(() => sink.messages.filter((mail) => mail.envelope.to.includes(administrator)).length > before);
      const mail = sink.messages.filter((each) => each.envelope.to.includes(administrator)).at(-1);
      const link = /https?:\/\/\S+(\/desk\/sign-in\/[\w-]{43})/.exec(mail?.parsed.text ?? '')?.[1];
      await page.goto(`${site.url}${link}`);
      await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
      expect(new URL(page.url()).pathname).toBe('/desk/diary');

      if (javaScript) await Promise.all([page.waitForNavigation(), page.click('a[href="/desk/sources"]')]);
      else await followByKeyboard(page, '/desk/sources');
      expect(await page.$eval('h1', (h) => h.textContent)).toBe(sourcesCopy.title);
      expect(await page.$eval('a[aria-current="page"]', (a) => a.textContent)).toBe(sourcesCopy.nav);
      expect(await page.$eval('h2', (h) => h.textContent)).toBe('November 2026');
      // Page views, enquiries, bookings made, confirmed, alert sign-ups.
      expect(await rowCells(page, tool)).toEqual(['45', '2', '1', '1', '0']);
      expect(await rowCells(page, '/book')).toEqual(['12', '0', '1', '0', '0']);
      expect(await rowCells(page, '/key-dates/sole-traders')).toEqual(['9', '0', '0', '0', '1']);
      expect(await rowCells(page, '/')).toEqual(['120', '0', '0', '0', '0']);
      expect(await page.$eval('main', (main) => main.textContent ?? '')).toContain(sourcesCopy.answers(4));
      expect(await page.$$('script')).toEqual([]);
      if (!javaScript) return;

      expect(await axeViolations(page)).toEqual([]);
      expect(await unstyledClasses(page)).toEqual([]);
      await page.screenshot({ path: path.join(shotDir, 'sources-390.png'), fullPage: true });
      await page.setViewport(viewports.desktop);
      await page.screenshot({ path: path.join(shotDir, 'sources-1440.png'), fullPage: true });
    }, 120_000);
  }),
);
