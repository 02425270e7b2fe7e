import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import {
  bookingBody,
  bookingNow,
  isHoldEmail,
  managePathIn,
  roomyLimits,
  testBookingConfig,
} from '../../../test-kit/booking';
import { serviceMailSettled } from '../../../test-kit/mail-queue';
import { until } from '../../../test-kit/until';
import { manageCopy } from './server/manage-copy';
import { axeViolations } from '../../../tests/support/axe';
import { useBrowser } from '../../../tests/e2e/helpers';
import { usePreviewSite } from '../../../tests/e2e/preview-site';

/**
 * A booking's manage page as a visitor uses it after the fifth audit (issue 44): by role and name,
 * with JavaScript on and off. Cancel asks first and is not the next button after Confirm; the
 * hold is extended once; a lapsed hold is confirmed, or booked at a nearest free time; after each
 * action the page's heading, which says the result, has focus. The service's clock is the test's
 * (moved, never slept on). Screenshots of each state at 390 and 1440 px go to SHOTS_DIR
 * (reports/screenshots/manage by default) to be looked at.
 */
jest.setTimeout(90_000);

const browser = useBrowser();
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../../reports/screenshots/manage');
fs.mkdirSync(shotDir, { recursive: true });
const minute = 60_000;

let now = bookingNow;
const clock = () => now;
const site = usePreviewSite({ booking: testBookingConfig({ limits: roomyLimits, clock }), clock });

beforeEach(() => {
  now = bookingNow;
});

/** A hold made as the app makes one, and its manage link read from the "confirm it" email. */
async function holdFor(slot: string, email: string): Promise<string> {
  const response = await fetch(`${site.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify(bookingBody(slot, { email })),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await until(() => site.sink.messages.some((mail) => isHoldEmail(mail, id)));
  const mail = site.sink.messages.find((message) => isHoldEmail(message, id))!;
  return managePathIn(mail.parsed.text ?? '')!;
}

/** The element that has focus: its tag and words, once the page has given it (autofocus runs as the page renders). */
async function focusedHeading(page: Page): Promise<string | null> {
  try {
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  } catch (error) {
    const state = await page.evaluate(() => ({
      url: location.href,
      focused: document.activeElement?.outerHTML.slice(0, 120),
      heading: document.querySelector('h1')?.outerHTML.slice(0, 160),
      hasFocus: document.hasFocus(),
      visibility: document.visibilityState,
    }));
    throw new Error(`No heading took focus: ${JSON.stringify(state)}: ${String(error)}`);
  }
  return page.evaluate(() => document.activeElement?.textContent ?? null);
}

/** Presses the button or follows the link named `name`, and waits for the page it brings. */
async function press(page: Page, name: string, role: 'button' | 'link' = 'button'): Promise<void> {
  const from = page.url();
  try {
    await Promise.all([page.waitForNavigation(), page.click(`::-p-aria([name="${name}"][role="${role}"])`)]);
  } catch (error) {
    // Where it stood and where it is: a failure that says which step, not only that one timed out.
    throw new Error(`Pressing "${name}" on ${from} brought no page (now ${page.url()}): ${String(error)}`);
  }
}

/** The page's buttons and links in the box, in order, by their names. */
const actions = (page: Page) =>
  page.$$eval('[data-booking-manage] :is(button, a)', (list) => list.map((element) => element.textContent));

async function shoot(page: Page, name: string, javaScript: boolean): Promise<void> {
  if (!javaScript) return;
  await page.screenshot({ path: path.join(shotDir, `${name}-390.png`), fullPage: true });
  const wide = await browser.open(page.url(), 'desktop');
  await wide.screenshot({ path: path.join(shotDir, `${name}-1440.png`), fullPage: true });
  await wide.close();
}

describe.each([
  ['on', true],
  ['off', false],
] as const)('JavaScript %s', (label, javaScript) => {
  // A dozen page loads and answers, screenshots among them: longer than the file's 30 s on a busy machine.
  it('extends the hold once, asks before cancelling, confirms; the result’s heading has focus each time', async () => {
    const managePath = await holdFor('2026-12-01T10:00', `held-${label}@example.com`);
    const page = await browser.open(`${site.url}${managePath}`, 'phone', { javaScript });
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(manageCopy.heldTitle);
    // Confirm first; the next button holds the time longer; Cancel comes after, on its own.
    expect(await actions(page)).toEqual([manageCopy.confirm, manageCopy.extend(60), manageCopy.cancel]);
    expect(await page.$eval('[data-manage-actions]', (box) => box.textContent)).not.toContain(manageCopy.cancel);
    await shoot(page, `held-${label}`, javaScript);
    // At 320 px the chat link steps aside: it ends the footer, under every button, rather than floating over one.
    const narrow = await browser.open(page.url(), 'narrow', { javaScript });
    const placed = await narrow.evaluate(() => {
      const chat = document.querySelector('footer > a[data-hidden]')!;
      const confirm = document.querySelector('[data-manage-actions] button')!;
      return {
        position: getComputedStyle(chat).position,
        below: chat.getBoundingClientRect().top > confirm.getBoundingClientRect().bottom,
      };
    });
    expect(placed).toEqual({ position: 'static', below: true });
    await narrow.close();

    now = new Date(bookingNow.getTime() + 45 * minute);
    await press(page, manageCopy.extend(60));
    expect(await focusedHeading(page)).toBe(manageCopy.extendedTitle);
    expect(await page.title()).toBe(`${manageCopy.extendedTitle} | Harbourline Accountants`);
    expect(await page.$eval('h1 + p', (p) => p.textContent)).toBe(
      manageCopy.extended('18:00 (London time) on Monday 23 November 2026'),
    );
    expect(await actions(page)).toEqual([manageCopy.confirm, manageCopy.cancel]);

    // Cancel asks; "Keep it" changes nothing.
    await press(page, manageCopy.cancel);
    const question = 'Cancel your consultation on Tuesday 1 December at 10:00?';
    expect(await focusedHeading(page)).toBe(question);
    expect(await actions(page)).toEqual([manageCopy.cancelYes, manageCopy.cancelNo]);
    await shoot(page, `cancel-confirm-${label}`, javaScript);
    await press(page, manageCopy.cancelNo, 'link');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(manageCopy.heldTitle);

    await press(page, manageCopy.confirm);
    expect(await focusedHeading(page)).toBe(manageCopy.confirmedTitle);
    expect(await page.$eval('h1 + p', (p) => p.textContent)).toBe(manageCopy.confirmed);
    expect(await actions(page)).toEqual([
      expect.any(String), // the calendar file
      manageCopy.reschedule,
      manageCopy.cancel,
    ]);
    await shoot(page, `confirmed-${label}`, javaScript);
    if (javaScript) expect(await axeViolations(page)).toEqual([]);

    await press(page, manageCopy.cancel);
    await press(page, manageCopy.cancelYes);
    expect(await focusedHeading(page)).toBe(manageCopy.cancelledNowTitle);
    expect(await page.title()).toBe(`${manageCopy.cancelledNowTitle} | Harbourline Accountants`);
    expect(await page.$eval('h1 + p', (p) => p.textContent)).toBe(manageCopy.cancelledNow);
  }, 120_000);

  it('confirms a lapsed hold while its time is free, else books a nearest free time with what was typed', async () => {
    // A day of each run's own: the first run's bookings stay.
    const [date, day] = javaScript ? ['2026-12-02', 'Wednesday 2'] : ['2026-12-03', 'Thursday 3'];
    const free = await holdFor(`${date}T11:00`, `lapsed-free-${label}@example.com`);
    const taken = await holdFor(`${date}T14:00`, `lapsed-taken-${label}@example.com`);
    now = new Date(bookingNow.getTime() + 61 * minute);
    await holdFor(`${date}T14:00`, `other-${label}@example.com`);

    const page = await browser.open(`${site.url}${free}`, 'phone', { javaScript });
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(manageCopy.lapsedFreeTitle);
    await shoot(page, `lapsed-free-${label}`, javaScript);
    await press(page, manageCopy.confirm);
    expect(await focusedHeading(page)).toBe(manageCopy.confirmedTitle);

    await page.goto(`${site.url}${taken}`);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(manageCopy.lapsedTakenTitle);
    await shoot(page, `lapsed-taken-${label}`, javaScript);
    // The nearest free times in the day's order, each a button that books it with what was typed.
    const times = [
      '12:30 to 13:00',
      '13:00 to 13:30',
      '13:30 to 14:00',
      '14:30 to 15:00',
      '15:00 to 15:30',
      '15:30 to 16:00',
    ];
    const offered = times.map((time) => manageCopy.bookInstead(`${day} December 2026, ${time} (London time)`));
    expect(await actions(page)).toEqual([...offered, manageCopy.otherTime]);
    const nearest = offered[2]!;
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
    await press(page, nearest);
    expect(await focusedHeading(page)).toBe(manageCopy.confirmedTitle);
    expect(await page.$eval('[data-booking-manage]', (box) => box.textContent)).toContain(
      `${day} December 2026, 13:30 to 14:00`,
    );
    // The firm's invitation carries what was typed when the time was first held.
    await serviceMailSettled(site.enquiries.service);
    const firm = site.sink.messages.filter(
      (mail) =>
        mail.envelope.to.includes('enquiries@harbourline.example') &&
        mail.parsed.subject?.includes(`${day} December 2026 13:30`),
    );
    expect(firm).toHaveLength(1);
    expect(firm[0]!.parsed.text).toContain(`lapsed-taken-${label}@example.com`);
    expect(firm[0]!.parsed.text).toContain('Grace Hopper');
  });
});
