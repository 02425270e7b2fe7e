import fs from 'node:fs';
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
import { axeViolations } from '../support/axe';
import { viewports } from '../support/browser';
import { useBrowser } from './helpers';
import { actions } from './desk-walk';

/**
 * The staff desk in a real browser, JavaScript on and off: an administrator asks for a link,
 * reads it from the email the SMTP server received, presses the link page's button, sees the
 * diary with a held and a confirmed consultation, cancels one in two steps, lists and filters the
 * enquiries, reads the audit log and signs out: by pointer with JavaScript, by keyboard alone
 * without. axe on every page; every class a desk page uses is in the site's stylesheet (the desk
 * adds none); no script but the passkey pages' own (tests/e2e/desk-passkeys.test.ts). Screenshots at 390 and 1440 px go to SHOTS_DIR (reports/screenshots/desk by default).
 */
const browser = useBrowser();
const dist = path.resolve(__dirname, '../../dist');
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../reports/screenshots/desk');
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
  // No script but the passkey pages' own, from the desk (the sign-in page offers a passkey).
  const scripts = await page.$$eval('script', (elements) => elements.map((element) => element.getAttribute('src')));
  expect(scripts.filter((src) => !src?.startsWith('/desk/scripts/'))).toEqual([]);
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
  it('signs in from the email, shows the diary, cancels in two steps, audits, signs out', async () => {
    const date = javaScript ? '2026-12-01' : '2026-12-02';
    const confirmed = await book(`${date}T10:00`, 'Grace Hopper', `grace-${label}@example.com`, false);
    await book(`${date}T11:30`, 'Alan Turing', `alan-${label}@example.com`, true);

    const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript });
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(deskCopy.signIn.title);
    await check(page, 'sign-in', javaScript);
    const { press, follow, type } = actions(page, !javaScript);
    await type('desk-email', administrator);
    const before = sink.messages.length;
    await press(deskCopy.signIn.button);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(deskCopy.checkInbox.title);
    await check(page, null, javaScript);

    await until(() => sink.messages.length > before);
    const link = /https?:\/\/\S+(\/desk\/sign-in\/[\w-]{43})/.exec(sink.messages.at(-1)?.parsed.text ?? '')?.[1];
    expect(link).toBeDefined();
    await page.goto(`${site.url}${link}`);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(deskCopy.link.title);
    await check(page, null, javaScript);
    await press(deskCopy.link.button);

    expect(new URL(page.url()).pathname).toBe('/desk/diary');
    const text = await page.$eval('main', (main) => main.textContent ?? '');
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Alan Turing');
    expect(text).toContain(deskCopy.diary.confirmed);
    expect(text).toContain('Held, not yet confirmed');
    await check(page, 'diary', javaScript);

    await follow(`/desk/diary/${confirmed}/cancel`);
    await check(page, null, javaScript);
    await type('desk-reason', 'The director is unwell');
    await press(deskCopy.cancel.next);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(deskCopy.cancel.confirmTitle);
    await check(page, 'cancel-confirm', javaScript);
    await press(deskCopy.cancel.confirm);
    expect(await page.$eval('[role="status"]', (p) => p.textContent)).toBe(deskCopy.diary.cancelled);
    expect(await page.$eval('main', (main) => main.textContent ?? '')).not.toContain(`grace-${label}@example.com`);
    await until(() =>
      sink.messages.some(
        (mail) => mail.envelope.to.includes(`grace-${label}@example.com`) && /cancel/i.test(mail.parsed.subject ?? ''),
      ),
    );

    const sent = await fetch(`${site.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ ...sampleEnquiry, name: `Ada ${label}` }),
    });
    expect(sent.status).toBe(201);
    await press(deskCopy.nav.enquiries, 'link');
    expect(await page.$eval('main', (main) => main.textContent ?? '')).toContain(`Ada ${label}`);
    await page.select('#desk-subject', 'crypto');
    await press(deskCopy.enquiries.filter);
    expect(new URL(page.url()).search).toBe('?subject=crypto&status=');
    expect(await page.$eval('main', (main) => main.textContent ?? '')).not.toContain(`Ada ${label}`);
    await page.select('#desk-subject', '');
    await press(deskCopy.enquiries.filter);
    await check(page, 'enquiries', javaScript);

    await press(deskCopy.nav.audit, 'link');
    expect(await page.$eval('main', (main) => main.textContent ?? '')).toContain('The director is unwell');
    await check(page, 'audit', javaScript);

    await press(deskCopy.nav.signOut);
    expect(await page.$eval('[role="status"]', (p) => p.textContent)).toBe(deskCopy.signIn.signedOut);
    await page.goto(`${site.url}/desk/diary`);
    expect(new URL(page.url()).pathname).toBe('/desk/sign-in');
    // A dozen page loads, axe on each and screenshots: longer than the browser helper's 30 s.
  }, 180_000);
});
