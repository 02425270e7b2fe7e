import fs from 'node:fs';
import { answerTitle } from '../../server/platform/forms/pages';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { createApp, createServer } from '../../server/app/app';
import { bookingBody, bookingNow, holdLink, testBookingConfig } from '../../test-kit/booking';
import { sampleEnquiry, startTestEnquiries, type TestEnquiries } from '../../test-kit/enquiry-service';
import { SmtpSink } from '../../test-kit/smtp-sink';
import { until } from '../../test-kit/until';
import { deskCopy } from '../../src/features/desk/content/desk';
import { enquiryStatusCopy, peopleCopy } from '../../src/features/desk/content/desk-data';
import { axeViolations } from '../support/axe';
import { viewports } from '../support/browser';
import { useBrowser } from './helpers';
import { actions } from './desk-walk';

/**
 * An enquiry's status and a person's data at the desk in a real browser, JavaScript on and off: an
 * administrator signs in from the email, sets an enquiry's status and who took it, filters by
 * status, finds everything held about one address, and erases it in two steps: by pointer with
 * JavaScript, by keyboard alone without. axe on every new page; every class they use is in the
 * site's stylesheet. Screenshots at 390 and 1440 px go to SHOTS_DIR (reports/screenshots/desk-data
 * by default).
 */
const browser = useBrowser();
const dist = path.resolve(__dirname, '../../dist');
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../reports/screenshots/desk-data');
const administrator = 'sam.clerk@harbourline.example';

let sink: SmtpSink;
let site: { url: string; enquiries: TestEnquiries; server: http.Server };

beforeAll(async () => {
  fs.mkdirSync(shotDir, { recursive: true });
  sink = await new SmtpSink().start();
  const clock = () => bookingNow;
  const limits = {
    perEmail: 100,
    perAddress: 100,
    perNetwork: 100,
    perDomain: 100,
    heldAtOnce: 100,
    movesPerBooking: 3,
    alarmPerHour: 0,
  };
  const enquiries = await startTestEnquiries({
    smtpUrl: sink.url,
    booking: testBookingConfig({ limits, clock }),
    clock,
    desk: { staff: [{ name: 'Sam Clerk', email: administrator, role: 'administrator' }] },
  });
  const server = createServer(createApp({ distDir: dist, service: enquiries.service }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, enquiries, server };
}, 30_000);

afterAll(async () => {
  site?.server.closeAllConnections();
  site?.server.close();
  await site?.enquiries.stop();
  await sink?.stop();
});

/** A consultation booked as the app books one, confirmed from its email unless `held`; its id. */
async function book(slot: string, name: string, email: string, held: boolean): Promise<string> {
  const response = await fetch(`${site.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify(bookingBody(slot, { name, email })),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  if (!held) {
    const manage = await holdLink(site.enquiries.service, id);
    const confirmed = await fetch(`${site.url}${manage}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
      body: '',
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);
  }
  return id;
}

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

/** axe and the stylesheet's classes (in the run with JavaScript, which they need: the pages are the same), and the screenshots. */
async function check(page: Page, shot: string | null, javaScript: boolean): Promise<void> {
  expect(await page.$$('script')).toEqual([]);
  if (!javaScript) return;
  expect(await axeViolations(page)).toEqual([]);
  expect(await unstyledClasses(page)).toEqual([]);
  if (!shot) return;
  await page.screenshot({ path: path.join(shotDir, `${shot}-390.png`), fullPage: true });
  // The same page widened, not its address opened again: the second step answers a post.
  await page.setViewport(viewports.desktop);
  await page.screenshot({ path: path.join(shotDir, `${shot}-1440.png`), fullPage: true });
  await page.setViewport(viewports.phone);
}

describe.each([
  ['on', true],
  ['off', false],
] as const)('JavaScript %s', (label, javaScript) => {
  it('sets an enquiry’s status, finds a person’s data and erases it in two steps', async () => {
    const date = javaScript ? '2026-12-01' : '2026-12-02';
    const visitor = `ada-${label}@example.com`;
    const booking = await book(`${date}T10:00`, `Ada ${label}`, visitor, false);
    const sent = await fetch(`${site.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ ...sampleEnquiry, name: `Ada ${label}`, email: visitor }),
    });
    expect(sent.status).toBe(201);
    const { id: enquiry } = (await sent.json()) as { id: string };

    const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript });
    const { press, type } = actions(page, !javaScript);
    await type('desk-email', administrator);
    const before = sink.messages.length;
    await press(deskCopy.signIn.button);
    await until(() => sink.messages.length > before);
    const link = /https?:\/\/\S+(\/desk\/sign-in\/[\w-]{43})/.exec(sink.messages.at(-1)?.parsed.text ?? '')?.[1];
    await page.goto(`${site.url}${link}`);
    await press(deskCopy.link.button);
    expect(new URL(page.url()).pathname).toBe('/desk/diary');

    // The enquiry's status and who took it, from its own form.
    await press(deskCopy.nav.enquiries, 'link');
    await page.select(`#enquiry-${enquiry}-status`, 'replied');
    await page.select(`#enquiry-${enquiry}-taken`, administrator);
    const save = `form[action="/desk/enquiries/${enquiry}/status"] button`;
    if (javaScript) await Promise.all([page.waitForNavigation(), page.click(save)]);
    else {
      // The keyboard's way: from the form's last field, Tab reaches its button.
      await page.focus(`#enquiry-${enquiry}-taken`);
      await page.keyboard.press('Tab');
      expect(await page.$eval(':focus', (element) => element.textContent)).toBe(enquiryStatusCopy.save);
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    }
    expect(await page.$eval('[role="status"]', (p) => p.textContent)).toBe(enquiryStatusCopy.saved(enquiry));
    await page.select('#desk-status', 'replied');
    await press(deskCopy.enquiries.filter);
    expect(new URL(page.url()).search).toBe('?subject=&status=replied');
    expect(await page.$eval('main', (main) => main.textContent ?? '')).toContain(`Ada ${label}`);
    await check(page, 'enquiries-status', javaScript);

    // A person's data: found, then erased in two steps.
    await press(peopleCopy.nav, 'link');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(peopleCopy.title);
    await check(page, 'people-search', javaScript);
    await type('desk-person', visitor.toUpperCase());
    await press(peopleCopy.find);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(peopleCopy.foundTitle);
    expect(await page.title()).toBe(answerTitle({ title: `${peopleCopy.foundTitle} · ${deskCopy.name}` }));
    const found = await page.$eval('main', (main) => main.textContent ?? '');
    expect(found).toContain(booking);
    expect(found).toContain(enquiry);
    expect(page.url()).not.toContain('ada');
    await check(page, 'person', javaScript);

    await press(peopleCopy.erase);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(peopleCopy.confirmTitle);
    expect(await page.$eval('main', (main) => main.textContent ?? '')).toContain(peopleCopy.keeps);
    await check(page, 'erase-confirm', javaScript);
    await press(peopleCopy.confirm);
    const heading = await page.$eval('h1', (h) => h.textContent ?? '');
    expect(heading).toMatch(/^Erased: \d+ records deleted$/);
    expect(await page.title()).toBe(answerTitle({ title: `${heading} · ${deskCopy.name}` }));
    await check(page, 'erased', javaScript);
    expect(await site.enquiries.service.features.booking.find(booking)).toBeUndefined();
  }, 180_000);
});
