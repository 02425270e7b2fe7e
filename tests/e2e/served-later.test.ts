import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { htmlFileFor } from '../../server/platform/build-layout';
import { site } from '../../src/config/site';
import mtdChecker from '../../src/features/checkers/content/pages/tools/mtd-income-tax';
import { launchBrowser, viewports } from '../support/browser';
import { parseHtml } from '../support/html';
import { waitForHydration } from './helpers';

/**
 * A build may be served for months (DESIGN.md, "True as time passes"). This file builds the site as
 * if on 1 March 2026 (CONTENT_REVIEW_DATE) and reads it in a browser whose clock says 25 November
 * 2026: the prerendered HTML says only what stays true (dates, not "next"), and once the app starts,
 * what depends on today is worked out for the visitor's day. Every expected date is written out by
 * hand from the rules' sources and a calendar.
 */
const builtOn = '2026-03-01';
/** Noon in London on the visitor's day, in winter (GMT). */
const visitorNow = Date.parse('2026-11-25T12:00:00Z');

const root = path.resolve(__dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'served-later-'));
const distDir = path.join(work, 'dist');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ics': 'text/calendar',
  '.json': 'application/json',
  '.xml': 'application/xml',
};

/** The earlier build's files, as the servers map URLs to them (server/platform/build-layout.ts). */
function serveBuild(request: http.IncomingMessage, response: http.ServerResponse) {
  const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const asFile = path.join(distDir, urlPath);
  const file =
    asFile.startsWith(distDir) && path.extname(urlPath) && fs.existsSync(asFile)
      ? asFile
      : path.join(distDir, htmlFileFor(urlPath));
  if (!fs.existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(response);
}

let server: http.Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  const build = spawnSync(
    'npx',
    [
      'webpack',
      '--mode=production',
      // The site only (the enquiry service is compiled apart, by scripts/build-service.ts).
      '--config-name=prerender',
      '--config-name=client',
      `--env=outDir=${distDir}`,
      `--env=prerenderDir=${path.join(work, 'prerender')}`,
    ],
    { cwd: root, env: { ...process.env, CONTENT_REVIEW_DATE: builtOn }, encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  if (build.status !== 0) throw new Error(`The build as if on ${builtOn} failed:\n${build.stdout}\n${build.stderr}`);
  server = http.createServer(serveBuild).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  fs.rmSync(work, { recursive: true, force: true });
});

jest.setTimeout(60_000);

/** A page in a browser whose clock reads `visitorNow` (and runs on from it), in London. */
async function openLater(urlPath: string): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport(viewports.desktop);
  await page.emulateTimezone('Europe/London');
  await page.evaluateOnNewDocument((now: number) => {
    const RealDate = Date;
    const offset = now - RealDate.now();
    class VisitorDate extends RealDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as ConstructorParameters<DateConstructor>));
      }
      static override now() {
        return RealDate.now() + offset;
      }
    }
    globalThis.Date = VisitorDate as DateConstructor;
  }, visitorNow);
  await page.goto(`${base}${urlPath}`, { waitUntil: 'networkidle0' });
  await waitForHydration(page);
  return page;
}

/** The prerendered page as served, no JavaScript run: what a visitor without it, or a crawler, reads. */
async function served(urlPath: string): Promise<Document> {
  const response = await fetch(`${base}${urlPath}`);
  expect(response.status).toBe(200);
  return parseHtml(await response.text());
}

const words = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();
/** Each audience's "next" line on the overview, in the audiences' order. */
const nextLines = (page: Page) =>
  page.$$eval('[data-next-key-date]', (lines) => lines.map((line) => line.textContent?.replace(/\s+/g, ' ').trim()));

describe(`built as if on 1 March 2026, served on 25 November 2026`, () => {
  it('the prerendered overview names the first deadline from the build’s day, by date, not "next"', async () => {
    const document = await served('/key-dates');
    const lines = [...document.querySelectorAll('[data-next-key-date]')].map(words);
    // Sole traders, from 1 March 2026: the second payment on account, Friday 31 July 2026.
    expect(lines[0]).toBe('First from 1 March 2026: Friday 31 July 2026, Self Assessment: second payment on account');
    expect(lines.every((line) => line?.startsWith('First from 1 March 2026: '))).toBe(true);
    expect(words(document.querySelector('main'))).toContain('From 1 March 2026 to 5 April 2027.');
  });

  it('once the app runs, the overview names each audience’s next deadline from the visitor’s day', async () => {
    const page = await openLater('/key-dates');
    const lines = await nextLines(page);
    // Sole traders on 25 November 2026: the balancing payment due Sunday 31 January 2027, paid by
    // Friday 29 January 2027 (GOV.UK, "Pay your Self Assessment tax bill").
    expect(lines[0]).toBe(
      'First from 25 November 2026: Friday 29 January 2027, Self Assessment: pay the balance and first payment on account',
    );
    // Employers: PAYE by post for the month to 5 December, Saturday 19 December 2026 → Friday 18 December.
    expect(lines[3]).toBe(
      'First from 25 November 2026: Friday 18 December 2026, PAYE: a cheque by post must reach HMRC',
    );
    expect(await page.$eval('main', (main) => main.textContent)).toContain('From 25 November 2026 to 5 April 2027.');
    await page.close();
  });

  it('an audience’s page leaves out the dates already past for the visitor', async () => {
    const prerendered = await served('/key-dates/sole-traders');
    expect(prerendered.querySelector('main li time')?.getAttribute('datetime')).toBe('2026-07-31');
    const page = await openLater('/key-dates/sole-traders');
    const dates = await page.$$eval('main li time', (times) => times.map((time) => time.getAttribute('datetime')));
    // MTD quarterly update, Sunday 7 February 2027, is listed; 7 November 2026 and earlier are not.
    expect(dates[0]).toBe('2027-01-29');
    expect(dates).toContain('2027-02-07');
    expect(dates.every((date) => date !== null && date >= '2026-11-25')).toBe(true);
    await page.close();
  });

  it('the MTD checker answers a start date already past in the past tense, with its caveat', async () => {
    const page = await openLater('/tools/mtd-income-tax');
    await page.click('label[for="exemption-none"]');
    await page.type('#mtd-selfEmployment-2024-25', '60000');
    await page.click('button[type="submit"]');
    const result = await page.waitForSelector('[data-checker-result]');
    const text = await result!.evaluate((element) => element.textContent ?? '');
    expect(text).toContain('You should already be using it: since 6 April 2026');
    expect(text).not.toContain('You must start on 6 April 2026');
    expect(text).toContain(mtdChecker.form.caveat);
    await page.close();
  });

  it('every page says in its footer that the firm is fictional', async () => {
    for (const urlPath of ['/', '/key-dates', '/tools/mtd-income-tax']) {
      expect(words((await served(urlPath)).querySelector('footer [data-demo-notice]'))).toBe(site.demoNotice);
    }
  });
});
