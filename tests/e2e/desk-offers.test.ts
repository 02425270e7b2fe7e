import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { createApp, createServer } from '../../server/app/app';
import { bookingBody, bookingNow, holdLink, testBookingConfig } from '../../test-kit/booking';
import { bookingLimits } from '../../src/features/booking/rules';
import { startTestEnquiries, type TestEnquiries } from '../../test-kit/enquiry-service';
import { SmtpSink } from '../../test-kit/smtp-sink';
import { until } from '../../test-kit/until';
import { offerCopy } from '../../src/features/booking/server/offer-view';
import { deskCopy } from '../../src/features/desk/content/desk';
import { offersCopy } from '../../src/features/desk/content/offers';
import { offerTimeId } from '../../src/features/desk/server/views/offer-views';
import { axeViolations } from '../support/axe';
import { viewports } from '../support/browser';
import { unstyledClasses } from '../support/stylesheet';
import { useBrowser } from './helpers';

/**
 * "Offer other times" in a real browser, JavaScript on (by pointer) and off (by keyboard alone):
 * an administrator signs in from the email, opens the offer on a confirmed consultation, chooses
 * two times and a note, checks the second step and sends it; the visitor opens a time's link from
 * the email as received and moves their consultation there. axe on every page. Screenshots at 390
 * and 1440 px, and the offer email as received (.eml), go to SHOTS_DIR
 * (reports/screenshots/desk-offers by default).
 */
const browser = useBrowser();
const dist = path.resolve(__dirname, '../../dist');
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../reports/screenshots/desk-offers');
const administrator = 'sam.clerk@harbourline.example';

let sink: SmtpSink;
let site: { url: string; enquiries: TestEnquiries; server: http.Server };
const now = bookingNow;

/** A consultation booked as the app books one and confirmed from its email; its id. */
async function book(slot: string, email: string): Promise<string> {
  const response = await fetch(`${site.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify(bookingBody(slot, { email })),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const manage = await holdLink(site.enquiries.service, id);
  const confirmed = await fetch(`${site.url}${manage}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
    body: '',
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(303);
  return id;
}

beforeAll(async () => {
  fs.mkdirSync(shotDir, { recursive: true });
  sink = await new SmtpSink().start();
  const clock = () => now;
  const enquiries = await startTestEnquiries({
    smtpUrl: sink.url,
    // Three consultations booked from one address (the two walks and the nine times): more than a visitor may hold.
    booking: testBookingConfig({ clock, limits: { ...bookingLimits, perAddress: 10, perNetwork: 10 } }),
    clock,
    desk: { staff: [{ name: 'Sam Clerk', email: administrator, role: 'administrator' }] },
  });
  const server = createServer(createApp({ distDir: dist, service: enquiries.service }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, enquiries, server };
}, 60_000);

afterAll(async () => {
  site?.server.closeAllConnections();
  site?.server.close();
  await site?.enquiries.stop();
  await sink?.stop();
});

/** Presses Tab until the focused element is the one wanted; fails if it never comes. */
async function tabTo(page: Page, wanted: (focused: { text: string; id: string }) => boolean, what: string) {
  for (let presses = 0; presses < 200; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page
      .$eval(':focus', (element) => ({ text: (element.textContent ?? '').trim(), id: element.id }))
      .catch(() => null);
    if (focused && wanted(focused)) return;
  }
  throw new Error(`Tab never reached ${what}.`);
}

/** With JavaScript, by pointer; without, by keyboard alone. */
function actions(page: Page, keyboard: boolean) {
  const go = (act: Promise<unknown>) => Promise.all([page.waitForNavigation(), act]);
  return {
    press: async (name: string, role: 'button' | 'link' = 'button') => {
      if (!keyboard) return go(page.click(`::-p-aria([name="${name}"][role="${role}"])`));
      await tabTo(page, (focused) => focused.text === name, name);
      return go(page.keyboard.press('Enter'));
    },
    check: async (id: string) => {
      if (!keyboard) return page.click(`#${id}`);
      await tabTo(page, (focused) => focused.id === id, `#${id}`);
      return page.keyboard.press('Space');
    },
    type: async (id: string, text: string) => {
      if (!keyboard) return page.type(`#${id}`, text);
      await tabTo(page, (focused) => focused.id === id, `#${id}`);
      return page.keyboard.type(text);
    },
  };
}

/** axe and the stylesheet's classes (with JavaScript, which they need: the pages are the same), and the screenshots. */
async function check(page: Page, shot: string | null, javaScript: boolean): Promise<void> {
  if (!javaScript) return;
  expect(await axeViolations(page)).toEqual([]);
  expect(await unstyledClasses(page)).toEqual([]);
  if (!shot) return;
  await page.screenshot({ path: path.join(shotDir, `${shot}-390.png`), fullPage: true });
  await page.setViewport(viewports.desktop);
  await page.screenshot({ path: path.join(shotDir, `${shot}-1440.png`), fullPage: true });
  await page.setViewport(viewports.phone);
}

const heading = (page: Page) => page.$eval('h1', (h) => h.textContent);
const mainText = (page: Page) => page.$eval('main', (main) => main.textContent ?? '');

describe.each([
  ['on', true],
  ['off', false],
] as const)('JavaScript %s', (label, javaScript) => {
  it('offers two times from the desk, and the visitor moves to one from the email', async () => {
    const date = javaScript ? '2026-12-01' : '2026-12-03';
    const visitor = `grace-${label}@example.com`;
    const id = await book(`${date}T10:00`, visitor);
    const times = [`${date}T14:00`, `${date}T15:00`];

    const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript });
    const { press, check: tick, type } = actions(page, !javaScript);
    await type('desk-email', administrator);
    const before = sink.messages.length;
    await press(deskCopy.signIn.button);
    await until(() => sink.messages.slice(before).some((mail) => mail.parsed.subject === deskCopy.email.subject));
    const email = sink.messages.slice(before).find((mail) => mail.parsed.subject === deskCopy.email.subject)!;
    const link = /https?:\/\/\S+(\/desk\/sign-in\/[\w-]{43})/.exec(email.parsed.text ?? '')?.[1];
    await page.goto(`${site.url}${link}`);
    await press(deskCopy.link.button);

    await page.goto(`${site.url}/desk/diary/${id}/offer`);
    expect(await heading(page)).toBe(offersCopy.title);
    // The desk's pages carry no script.
    expect(await page.$$('script')).toEqual([]);
    await check(page, 'offer-form', javaScript);
    for (const time of times) await tick(offerTimeId(time));
    await type('offer-note', 'I am with a client that morning: would one of these suit?');
    await press(offersCopy.next);
    expect(await heading(page)).toBe(offersCopy.confirmTitle);
    expect(await mainText(page)).toContain('14:00 to 14:30');
    await check(page, 'offer-second-step', javaScript);
    await press(offersCopy.send);
    expect(await mainText(page)).toContain('Offer sent');
    await check(page, 'offer-sent', javaScript);

    // The visitor's email, as received, and a time's link from it.
    await until(() =>
      sink.messages.some((mail) => mail.envelope.to.includes(visitor) && /Other times/.test(mail.parsed.subject ?? '')),
    );
    const offer = sink.messages.find(
      (mail) => mail.envelope.to.includes(visitor) && /Other times/.test(mail.parsed.subject ?? ''),
    )!;
    if (javaScript) fs.writeFileSync(path.join(shotDir, 'offer-email.eml'), offer.raw);
    const path14 = /\/api\/bookings\/offer\/[\w-]{43}\/\S+T14:00/.exec(offer.parsed.text ?? '')?.[0];
    await page.goto(`${site.url}${path14}`);
    expect(await page.title()).toContain('Move your consultation to');
    await check(page, 'visitor-offered-time', javaScript);
    await press(offerCopy.take);
    expect(await heading(page)).toBe(offerCopy.moved.title);
    await check(page, 'visitor-moved', javaScript);
    expect((await site.enquiries.service.features.booking.find(id))?.slot.id).toBe(times[0]);
  }, 180_000);
});

it('answers nine times ticked with the form again, every box still ticked, by role and label', async () => {
  const id = await book('2026-12-04T10:00', 'grace-nine@example.com');
  const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript: true });
  // Signed in afresh: the walk above left its session in this browser.
  await (await page.createCDPSession()).send('Network.clearBrowserCookies');
  await page.reload();
  const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;
  const press = (name: string) => Promise.all([page.waitForNavigation(), page.click(byRole('button', name))]);
  await page.type(byRole('textbox', deskCopy.signIn.label), administrator);
  const before = sink.messages.length;
  await press(deskCopy.signIn.button);
  const isLink = (mail: (typeof sink.messages)[number]) => mail.parsed.subject === deskCopy.email.subject;
  await until(() => sink.messages.slice(before).some(isLink));
  const link = /https?:\/\/\S+(\/desk\/sign-in\/[\w-]{43})/.exec(
    sink.messages.slice(before).find(isLink)!.parsed.text!,
  );
  await page.goto(`${site.url}${link?.[1]}`);
  await press(deskCopy.link.button);

  await page.goto(`${site.url}/desk/diary/${id}/offer`);
  // Each box's name as a screen reader hears it: the time, then its day.
  const names = await page.$$eval('[data-offer-day="2026-12-04"] label', (labels) =>
    labels.slice(0, 9).map((label) => (label.textContent ?? '').trim()),
  );
  expect(names).toHaveLength(9);
  for (const name of names) await page.click(byRole('checkbox', name));
  await page.type(byRole('textbox', offersCopy.note), 'Nine to choose from.');
  await press(offersCopy.next);

  expect(await heading(page)).toBe(offersCopy.title);
  expect(await page.$eval('[role="alert"]', (alert) => alert.textContent)).toBe(offersCopy.problems.times(3, 9));
  const ticked = async () => {
    const boxes = await Promise.all(names.map((name) => page.$(byRole('checkbox', name))));
    return Promise.all(boxes.map((box) => box!.evaluate((input) => (input as HTMLInputElement).checked)));
  };
  expect(await ticked()).toEqual(names.map(() => true));
  expect(await page.$eval('#offer-note', (note) => (note as HTMLTextAreaElement).value)).toBe('Nine to choose from.');
  await check(page, 'offer-too-many', true);

  // Untick six, as the message says: the second step, with the three left.
  for (const name of names.slice(3)) await page.click(byRole('checkbox', name));
  await press(offersCopy.next);
  expect(await heading(page)).toBe(offersCopy.confirmTitle);
  expect(await page.$$eval('[data-offered-times] li', (items) => items.length)).toBe(3);
}, 180_000);
