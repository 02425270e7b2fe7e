import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { createApp, createServer } from '../../server/app/app';
import { bookingBody, bookingNow, holdLink, testBookingConfig } from '../../test-kit/booking';
import { startTestEnquiries, type TestEnquiries } from '../../test-kit/enquiry-service';
import { SmtpSink } from '../../test-kit/smtp-sink';
import { until } from '../../test-kit/until';
import { deskCopy } from '../../src/features/desk/content/desk';
import { diaryActionsCopy } from '../../src/features/desk/content/diary-actions';
import { axeViolations } from '../support/axe';
import { viewports } from '../support/browser';
import { useBrowser } from './helpers';

/**
 * The diary's actions in a real browser, JavaScript on and off: an administrator signs in from
 * the email, sees the diary with a held and a confirmed consultation, blocks the director's day
 * (the consultation inside it listed with the way to cancel it, no time offered that day), removes
 * the block, and marks a consultation that has started attended: by pointer with JavaScript, by
 * keyboard alone without. axe on every page, every class in the site's stylesheet. Screenshots at
 * 390 and 1440 px, and the director's invitation as received, go to SHOTS_DIR
 * (reports/screenshots/desk-diary by default).
 */
const browser = useBrowser();
const dist = path.resolve(__dirname, '../../dist');
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../reports/screenshots/desk-diary');
const administrator = 'sam.clerk@harbourline.example';
const eleanor = 'eleanor.hartley@harbourline.example';
const firmInbox = 'enquiries@harbourline.example';

let sink: SmtpSink;
let site: { url: string; enquiries: TestEnquiries; server: http.Server };
let now = bookingNow;
/** A consultation of each walk's that has started by the time it runs. */
const started: Record<'on' | 'off', string> = { on: '', off: '' };

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

beforeAll(async () => {
  fs.mkdirSync(shotDir, { recursive: true });
  sink = await new SmtpSink().start();
  const clock = () => now;
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
  // Booked on the Monday, for Wednesday morning; the walks run once both have started.
  started.on = await book('2026-11-25T10:00', 'Katherine Johnson', 'katherine@example.com', false);
  started.off = await book('2026-11-25T11:00', 'Dorothy Vaughan', 'dorothy@example.com', false);
  now = new Date('2026-11-25T11:05:00Z');
}, 60_000);

afterAll(async () => {
  site?.server.closeAllConnections();
  site?.server.close();
  await site?.enquiries.stop();
  await sink?.stop();
});

interface Focused {
  text: string;
  id: string;
  href: string;
}

/** Presses Tab until the focused element is the one wanted (the keyboard's way to a control); fails if it never comes. */
async function tabTo(page: Page, wanted: (focused: Focused) => boolean, what: string): Promise<void> {
  for (let presses = 0; presses < 120; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page
      .$eval(':focus', (element) => ({
        text: (element.textContent ?? '').trim(),
        id: element.id,
        href: element.getAttribute('href') ?? '',
      }))
      .catch(() => null);
    if (focused && wanted(focused)) return;
  }
  throw new Error(`Tab never reached ${what}.`);
}

/** With JavaScript, by pointer; without, by keyboard alone: Tab to each control, Enter to press, typing over what a field holds. */
function actions(page: Page, keyboard: boolean) {
  const go = (act: Promise<unknown>) => Promise.all([page.waitForNavigation(), act]);
  return {
    press: async (name: string, role: 'button' | 'link' = 'button') => {
      if (!keyboard) return go(page.click(`::-p-aria([name="${name}"][role="${role}"])`));
      await tabTo(page, (focused) => focused.text === name, name);
      return go(page.keyboard.press('Enter'));
    },
    type: async (id: string, text: string) => {
      if (!keyboard) {
        await page.click(`#${id}`, { count: 3 });
        return page.type(`#${id}`, text);
      }
      await tabTo(page, (focused) => focused.id === id, `#${id}`);
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      return page.keyboard.type(text);
    },
  };
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

/** No script; axe and the stylesheet's classes (with JavaScript, which they need: the pages are the same), and the screenshots. */
async function check(page: Page, shot: string | null, javaScript: boolean): Promise<void> {
  expect(await page.$$('script')).toEqual([]);
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
const status = (page: Page) => page.$eval('[role="status"]', (p) => p.textContent);
const mainText = (page: Page) => page.$eval('main', (main) => main.textContent ?? '');

describe.each([
  ['on', true],
  ['off', false],
] as const)('JavaScript %s', (label, javaScript) => {
  it('blocks a director’s day and removes it, and marks a started consultation attended', async () => {
    const date = javaScript ? '2026-12-01' : '2026-12-02';
    await book(`${date}T10:00`, 'Grace Hopper', `grace-${label}@example.com`, false);
    await book(`${date}T11:30`, 'Alan Turing', `alan-${label}@example.com`, true);

    // Signed in from the email's link, as the desk's own walk does (tests/e2e/desk.test.ts).
    const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript });
    const { press, type } = actions(page, !javaScript);
    await type('desk-email', administrator);
    const before = sink.messages.length;
    await press(deskCopy.signIn.button);
    await until(() => sink.messages.slice(before).some((mail) => mail.parsed.subject === deskCopy.email.subject));
    const email = sink.messages.slice(before).find((mail) => mail.parsed.subject === deskCopy.email.subject)!;
    const link = /https?:\/\/\S+(\/desk\/sign-in\/[\w-]{43})/.exec(email.parsed.text ?? '')?.[1];
    await page.goto(`${site.url}${link}`);
    await press(deskCopy.link.button);
    expect(new URL(page.url()).pathname).toBe('/desk/diary');
    expect(await mainText(page)).toContain('Held, not yet confirmed');
    expect(await mainText(page)).toContain(deskCopy.diary.confirmed);
    await check(page, 'diary-held-and-confirmed', javaScript);

    // The director's own invitation, the firm's inbox in copy: written out as received.
    const invitation = sink.messages.find(
      (mail) =>
        mail.envelope.to.includes(eleanor) &&
        mail.envelope.to.includes(firmInbox) &&
        mail.raw.includes(`grace-${label}@example.com`),
    );
    expect(invitation).toBeDefined();
    if (javaScript) fs.writeFileSync(path.join(shotDir, 'director-invitation.eml'), invitation!.raw);

    await press(diaryActionsCopy.nav.blocks, 'link');
    expect(await heading(page)).toBe(diaryActionsCopy.blocks.title);
    await check(page, 'block-form', javaScript);
    await type('block-fromDate', date);
    await type('block-fromTime', '09:00');
    await type('block-untilDate', date);
    await type('block-untilTime', '17:30');
    await type('block-reason', 'Training day');
    await press(diaryActionsCopy.blocks.submit);
    expect(await status(page)).toBe(diaryActionsCopy.blocks.addedInside);
    // The confirmed consultation and the held one.
    expect(await mainText(page)).toContain(diaryActionsCopy.blocks.inside(2));
    expect(await mainText(page)).toContain('Grace Hopper');
    await check(page, 'blocks', javaScript);
    const slots = (await (await fetch(`${site.url}/api/bookings/slots?topic=tax`)).json()) as {
      days: { date: string; slots: { free: boolean }[] }[];
    };
    expect(slots.days.find((day) => day.date === date)?.slots.some((slot) => slot.free)).toBe(false);

    await press(diaryActionsCopy.blocks.remove);
    expect(await status(page)).toBe(diaryActionsCopy.blocks.removed);
    await check(page, null, javaScript);

    await press(diaryActionsCopy.nav.started, 'link');
    expect(await heading(page)).toBe(diaryActionsCopy.started.title);
    const name = javaScript ? 'Katherine Johnson' : 'Dorothy Vaughan';
    const start = javaScript ? '10:00' : '11:00';
    await press(`${diaryActionsCopy.started.markAttended}: ${start}, ${name}`);
    expect(await status(page)).toBe(diaryActionsCopy.started.done.attended);
    expect(await mainText(page)).toContain(`Attended, marked by ${administrator}`);
    await check(page, 'attended-or-missed', javaScript);
    const [marked] = (await site.enquiries.service.features.booking.attendance.recent()).filter(
      (entry) => entry.booking.id === started[label],
    );
    expect(marked?.attendance?.outcome).toBe('attended');

    await press(deskCopy.nav.signOut);
    expect(await status(page)).toBe(deskCopy.signIn.signedOut);
  }, 180_000);
});
