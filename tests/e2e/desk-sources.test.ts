import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { bookingNow } from '../../test-kit/booking';
import { sampleEnquiry } from '../../test-kit/enquiry-service';
import { until } from '../../test-kit/until';
import { sourcesCopy } from '../../src/features/desk/content/sources';
import { loadDeskConfig } from '../../src/features/desk/server/config';
import { describeWithGoAccess } from '../../test-kit/goaccess';
import { useBrowser } from './helpers';
import { actions, pageCheck, signInByEmail } from './desk-walk';
import { useDeskSite } from './desk-site';
import { administrator } from '../../test-kit/desk';

/**
 * The desk's sources report in a real browser, JavaScript on and off: an administrator signs in
 * from the email, follows the header's link to Sources (by keyboard alone without JavaScript), and
 * reads each page's views (GoAccess over an access log in nginx.conf's format) beside the
 * enquiries, bookings and alert sign-ups it brought. axe on the page, every class in the site's
 * stylesheet, no script. Screenshots at 390 and 1440 px go to SHOTS_DIR
 * (reports/screenshots/desk-sources by default).
 */
const browser = useBrowser();
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../reports/screenshots/desk-sources');
const check = pageCheck(shotDir, { scripts: 'none', classes: true });
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

let logDir: string;
const site = useDeskSite(() => {
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-sources-'));
  const accessLog = path.join(logDir, 'access.log');
  fs.writeFileSync(accessLog, `${logLines.join('\n')}\n`);
  return {
    shotDir,
    clock: () => bookingNow,
    desk: { pageViews: loadDeskConfig({ DESK_ACCESS_LOG: accessLog }).pageViews },
  };
});

/** A post to the service as the app makes one. */
const post = (target: string, body: object) =>
  fetch(`${site.url}${target}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  // What the pages brought: enquiries from the tool's answer, the fee estimate and the contact page;
  // a booking from the tool confirmed, one from the booking page left held; an alert sign-up confirmed.
  for (const sourcePage of [tool, tool, '/fees', '/contact'])
    expect((await post('/api/enquiries', { ...sampleEnquiry, sourcePage })).status).toBe(201);
  await site.book('2026-12-01T10:00', { sourcePage: tool });
  await site.book('2026-12-01T11:30', { email: 'alan@example.com', sourcePage: '/book' }, true);
  await post('/api/alerts', {
    email: 'ada@example.com',
    audiences: ['sole-traders'],
    leads: [14],
    sourcePage: '/key-dates/sole-traders',
  });
  await until(() => site.sink.messages.some((mail) => mail.envelope.to.includes('ada@example.com')));
  const confirm = /\/api\/alerts\/confirm\/[\w-]{43}/.exec(
    site.sink.messages.find((mail) => mail.envelope.to.includes('ada@example.com'))?.parsed.text ?? '',
  )?.[0];
  await fetch(`${site.url}${confirm}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
    body: '',
  });
}, 60_000);

afterAll(() => {
  if (logDir) fs.rmSync(logDir, { recursive: true, force: true });
});

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
      const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript });
      // Signed in by pointer in both runs; only the way to the report is the keyboard's without JavaScript.
      await signInByEmail(page, actions(page, false), site, administrator);
      expect(new URL(page.url()).pathname).toBe('/desk/diary');

      await actions(page, !javaScript).follow('/desk/sources');
      expect(await page.$eval('h1', (h) => h.textContent)).toBe(sourcesCopy.title);
      expect(await page.$eval('a[aria-current="page"]', (a) => a.textContent)).toBe(sourcesCopy.nav);
      expect(await page.$eval('h2', (h) => h.textContent)).toBe('November 2026');
      // Page views, enquiries, bookings made, confirmed, alert sign-ups.
      expect(await rowCells(page, tool)).toEqual(['45', '2', '1', '1', '0']);
      expect(await rowCells(page, '/book')).toEqual(['12', '0', '1', '0', '0']);
      expect(await rowCells(page, '/key-dates/sole-traders')).toEqual(['9', '0', '0', '0', '1']);
      expect(await rowCells(page, '/')).toEqual(['120', '0', '0', '0', '0']);
      expect(await page.$eval('main', (main) => main.textContent ?? '')).toContain(sourcesCopy.answers(4));
      await check(page, 'sources', javaScript);
    }, 120_000);
  }),
);
