import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from 'puppeteer';
import { bookingCopy, bookingFields, type BookingField } from './fields';
import book from './content/pages/book';
import notBooked from './content/pages/book/not-booked';
import { axeViolations } from '../../../tests/support/axe';
import {
  attachmentText,
  bookingBody,
  bookingNow,
  isHoldEmail,
  managePathIn,
  roomyLimits,
  testBookingConfig,
} from '../../../test-kit/booking';
import { manageCopy } from './server/manage-copy';
import { serviceMailSettled } from '../../../test-kit/mail-queue';
import { scrollSettled } from '../../../tests/support/settled';
import { releaseScripts, useBrowser } from '../../../tests/e2e/helpers';
import { usePreviewSite, withNginx } from '../../../tests/e2e/preview-site';

/**
 * Booking a consultation as a visitor does, through the preview server and through nginx in front
 * of the service, with a real mailbox behind both: JavaScript on, off and held back; a time taken
 * meanwhile; the grid in other time zones; axe on the three pages. A booking is held until the
 * visitor confirms it from the link in the email the SMTP server received, in the same browser
 * (JavaScript on, off or held back); then the firm's invitation arrives. The service's clock is
 * fixed (Monday 23 November 2026, 16:00 London), so the grid is the same on every run. What the
 * firm and the visitor receive is written to reports/bookings/ for the closing note.
 */
jest.setTimeout(60_000);

const browser = useBrowser();
const mailDir = path.resolve(__dirname, '../../../reports/bookings');
const shotDir = path.resolve(__dirname, '../../../reports/screenshots');
fs.mkdirSync(mailDir, { recursive: true });
fs.mkdirSync(shotDir, { recursive: true });

// The whole service on the booking's fixed clock, so that the reminder (due a day before) waits.
const preview = usePreviewSite({
  booking: testBookingConfig({ limits: roomyLimits }),
  clock: () => bookingNow,
  nginx: true,
});

beforeEach(() => {
  preview.sink.messages.length = 0;
});

/** Both services' mail queues settled: what the mailbox holds then is all that will come. */
const mailSettled = () =>
  Promise.all(
    [preview.enquiries, preview.pair?.enquiries].map((enquiries) => enquiries && serviceMailSettled(enquiries.service)),
  );

const visitor: Partial<Record<BookingField, string>> = {
  topic: 'crypto-accounting',
  format: 'video',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '020 7946 0123',
  company: 'Compiler Works Ltd',
  note: 'We hold client cryptoassets and want to talk about our first audit.',
};

async function fieldId(page: Page, label: string): Promise<string> {
  return `#${await page.$eval(`xpath/.//label[normalize-space()="${label}"]`, (l) => l.getAttribute('for'))}`;
}

/** Fills in the topic, format and the visitor's details, by each field's visible label. */
async function fillIn(page: Page, values = visitor): Promise<void> {
  for (const [name, value] of Object.entries(values) as [BookingField, string][]) {
    const { input, label } = bookingFields[name];
    if (input === 'select') await page.select(await fieldId(page, label), value);
    else await page.type(await fieldId(page, label), value);
  }
}

/** The plain slot choice (no app): a date typed in as the browser's own control takes it, and a London time. */
async function choosePlainSlot(page: Page, date: string, time: string): Promise<void> {
  await page.$eval('#booking-date', (input, value) => ((input as HTMLInputElement).value = value), date);
  await page.select('#booking-time', time);
}

/** Clicks an element in the middle of the screen, clear of the fixed navigation bar. */
async function clickCentred(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector);
  await page.$eval(selector, (element) => element.scrollIntoView({ block: 'center' }));
  await page.click(selector);
}

/** Waits for the grid from the service, then picks a day and a time as a visitor clicks them. */
async function chooseGridSlot(page: Page, date: string, time: string): Promise<void> {
  await page.waitForSelector('input[name="slot"]');
  await clickCentred(page, `label:has(> input[name="day"][value="${date}"])`);
  await clickCentred(page, `label:has(> input[name="slot"][value="${date}T${time}"])`);
}

const submit = 'form button[type="submit"]';

/** A format's label as the form lists it ("At our office"). */
const formatLabel = (value: string) => bookingFields.format.options.find((option) => option.value === value)!.label;

/**
 * The visitor confirms as they would: the "confirm it" email (no invitation; written out for the
 * closing note) read from the SMTP server, its link opened in `page`, and Confirm pressed. Then the
 * two emails confirming sends, one each: the firm's (every field, the invitation) and the
 * visitor's confirmation, both written out; the firm's .ics read back.
 */
async function confirmFromEmail(page: Page, base: string, name: string) {
  await preview.sink.waitFor(1);
  const hold = preview.sink.messages.find((message) => message.envelope.to.includes('grace@example.com'))!;
  const id = hold.parsed.headers.find((header) => header.key === 'x-booking-reference')?.value ?? '';
  expect(isHoldEmail(hold, id)).toBe(true);
  expect(hold.parsed.attachments).toEqual([]);
  fs.writeFileSync(path.join(mailDir, `${name}-visitor-hold.eml`), hold.raw);
  await page.goto(`${base}${managePathIn(hold.parsed.text ?? '')}`);
  // The page says its state: in its title, its heading and its first words (issue 44, M2).
  expect(await page.$eval('h1', (h) => h.textContent)).toBe(manageCopy.heldTitle);
  expect(await page.title()).toBe(`${manageCopy.heldTitle} | Harbourline Accountants`);
  expect(await page.$eval('h1 + p', (p) => p.textContent)).toMatch(/^This time is held for you until /);
  // Nothing reaches the firm before the visitor confirms.
  expect(preview.sink.messages).toHaveLength(1);
  const [response] = await Promise.all([page.waitForNavigation(), page.click('form[action$="/confirm"] button')]);
  expect(response?.status()).toBe(200);
  // The result is the page's title, heading and first words (issue 44), its heading focused.
  expect(await page.$eval('h1 + p', (p) => p.textContent)).toBe(manageCopy.confirmed);
  expect(await page.$eval('h1', (h) => h.textContent)).toBe(manageCopy.confirmedTitle);
  await preview.sink.waitFor(3);
  await mailSettled();
  expect(preview.sink.messages).toHaveLength(3);
  const firm = preview.sink.messages.filter((message) => message.envelope.to.includes('enquiries@harbourline.example'));
  const visitorMail = preview.sink.messages.filter(
    (message) => message.envelope.to.includes('grace@example.com') && message !== hold,
  );
  expect([firm.length, visitorMail.length]).toEqual([1, 1]);
  const [mail] = firm;
  fs.writeFileSync(path.join(mailDir, `${name}.eml`), mail!.raw);
  fs.writeFileSync(path.join(mailDir, `${name}-visitor.eml`), visitorMail[0]!.raw);
  const ics = attachmentText(mail!.parsed.attachments[0]!.content);
  fs.writeFileSync(path.join(mailDir, `${name}.ics`), ics);
  // The director's own address, with the firm's inbox in copy.
  expect(mail!.envelope.to).toHaveLength(2);
  expect(mail!.envelope.to).toContain('enquiries@harbourline.example');
  expect(mail!.parsed.to?.[0]?.address).toMatch(/^[a-z]+\.[a-z]+@harbourline\.example$/);
  expect(mail!.parsed.replyTo).toEqual([{ name: 'Grace Hopper', address: 'grace@example.com' }]);
  // Confirmed, the link's page offers the calendar file.
  const calendar = await page.$eval('[data-booking-manage] a[download]', (a) => a.getAttribute('href'));
  const file = await fetch(new URL(calendar!, base));
  expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return {
    mail: mail!,
    event: new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!),
    visitorFile: await file.text(),
  };
}

const servers = (): [string, () => string][] => [
  ['the preview server', () => preview.url],
  ...(withNginx ? [['nginx and the booking service', () => preview.pair!.url] as [string, () => string]] : []),
];

describe.each(servers())('through %s', (server, url) => {
  const tag = server.startsWith('nginx') ? 'nginx' : 'preview';

  it('with JavaScript: the grid, held in place for an hour, confirmed from the email, then one email each side', async () => {
    const page = await browser.open(`${url()}/book`, 'phone');
    await fillIn(page);
    await chooseGridSlot(page, '2026-11-25', '10:00');
    await page.click(submit);
    const booked = await page.waitForSelector('[data-booked]');
    expect(await booked!.evaluate((el) => el.querySelector('[data-booked-slot]')?.textContent)).toBe(
      'Wednesday 25 November 2026, 10:00 to 10:30 (London time), video call',
    );
    expect(await booked!.evaluate((el) => el.querySelector('[data-hold]')?.textContent)).toBe(book.booked.held(60));
    const { mail, event, visitorFile } = await confirmFromEmail(page, url(), `js-on-${tag}`);
    const visitorEvent = new ICAL.Event(new ICAL.Component(ICAL.parse(visitorFile)).getFirstSubcomponent('vevent')!);
    expect(visitorEvent.startDate.toJSDate().toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(mail.parsed.subject).toBe(
      'Consultation booked: Wednesday 25 November 2026 10:00 (London time) with Eleanor Hartley — Grace Hopper',
    );
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });

  it('without JavaScript: a date and time, 303 to a page that says it is held; confirmed from the email', async () => {
    const page = await browser.open(`${url()}/book`, 'desktop', { javaScript: false });
    await fillIn(page, { ...visitor, format: 'office' });
    await choosePlainSlot(page, '2026-11-26', '14:30');
    const [response] = await Promise.all([page.waitForNavigation(), page.click(submit)]);
    expect(
      response
        ?.request()
        .redirectChain()
        .map((r) => r.response()?.status()),
    ).toEqual([303]);
    expect(new URL(page.url()).pathname).toMatch(/^\/api\/bookings\/[0-9a-f-]{36}$/);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Confirm your consultation from your email');
    expect(await page.$eval('[data-hold]', (p) => p.textContent)).toContain(bookingCopy.held(60));
    expect(await page.$eval('[data-booked-slot]', (p) => p.textContent)).toBe(
      'Thursday 26 November 2026, 14:30 to 15:00 (London time)',
    );
    expect(await page.$eval('[data-booking-confirmation]', (p) => p.textContent)).toContain(
      `${bookingFields.format.label}: ${formatLabel('office')}`,
    );
    // The page as served (the app does not start on it), checked where axe can run.
    const checked = await browser.open(page.url(), 'desktop');
    expect(await axeViolations(checked)).toEqual([]);
    const { event } = await confirmFromEmail(page, url(), `js-off-${tag}`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-26T14:30:00.000Z');
    expect(event.location).toContain('Canary Wharf');
  });

  it('before the app has started (scripts held back): the plain form books', async () => {
    const page = await browser.open(`${url()}/book`, 'phone', { holdScripts: true });
    await fillIn(page, { ...visitor, format: 'phone' });
    await choosePlainSlot(page, '2026-11-27', '09:30');
    await Promise.all([page.waitForNavigation(), page.click(submit)]);
    expect(await page.$eval('[data-booked-slot]', (p) => p.textContent)).toBe(
      'Friday 27 November 2026, 09:30 to 10:00 (London time)',
    );
    expect(await page.$eval('[data-booking-confirmation]', (p) => p.textContent)).toContain(
      `${bookingFields.format.label}: ${formatLabel('phone')}`,
    );
    await confirmFromEmail(page, url(), `held-${tag}`);
  });
});

it('the "not booked" page, as served for a plain post of a taken time, passes axe', async () => {
  await fetch(`${preview.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bookingBody('2026-12-02T09:00', { email: 'early@example.com' })),
  });
  await preview.sink.waitFor(1); // the visitor's "confirm it" email (the time is held meanwhile)
  preview.sink.messages.length = 0;
  const page = await browser.open(`${preview.url}/book`, 'desktop');
  const [response] = await Promise.all([
    page.waitForNavigation(),
    page.evaluate((fields) => {
      const form = Object.assign(document.createElement('form'), { method: 'post', action: '/api/bookings' });
      for (const [name, value] of Object.entries(fields))
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
      document.body.append(form);
      form.submit();
    }, bookingBody('2026-12-02T09:00')),
  ]);
  expect(response?.status()).toBe(409);
  expect(await page.$$('[data-nearest-slots] button')).not.toHaveLength(0);
  expect(await axeViolations(page)).toEqual([]);
});

describe('a time taken meanwhile', () => {
  it('with JavaScript: refused with a clear message, the grid refreshed with that time no longer free', async () => {
    const page = await browser.open(`${preview.url}/book`, 'desktop');
    await fillIn(page);
    await chooseGridSlot(page, '2026-11-30', '11:00');
    // Someone else books it between the grid loading and this visitor pressing the button.
    const other = await fetch(`${preview.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify(bookingBody('2026-11-30T11:00', { email: 'quick@example.com' })),
    });
    expect(other.status).toBe(201);
    await page.click(submit);
    await page.waitForFunction(
      (text) => document.querySelector('form [role="status"][tabindex="-1"]')?.textContent?.includes(text),
      {},
      bookingCopy.taken,
    );
    await page.waitForFunction(
      () =>
        (document.querySelector('input[name="slot"][value="2026-11-30T11:00"]') as HTMLInputElement | null)?.disabled,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('without JavaScript: the "not booked" page lists the nearest free times as buttons that book them', async () => {
    await fetch(`${preview.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.8' },
      body: JSON.stringify(bookingBody('2026-12-01T15:00', { email: 'first@example.com' })),
    });
    await preview.sink.waitFor(1); // the visitor's "confirm it" email (the time is held meanwhile)
    preview.sink.messages.length = 0;
    const page = await browser.open(`${preview.url}/book`, 'phone', { javaScript: false });
    await fillIn(page);
    await choosePlainSlot(page, '2026-12-01', '15:00');
    const [response] = await Promise.all([page.waitForNavigation(), page.click(submit)]);
    expect(response?.status()).toBe(409);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Your consultation has not been booked');
    const buttons = await page.$$eval('[data-nearest-slots] button', (list) => list.map((b) => b.textContent));
    expect(buttons.slice(0, 2)).toEqual([
      'Book Tuesday 1 December 2026, 14:30 to 15:00 (London time)',
      'Book Tuesday 1 December 2026, 15:30 to 16:00 (London time)',
    ]);
    await page.screenshot({ path: path.join(shotDir, 'book-not-booked-390.png'), fullPage: true });
    await Promise.all([page.waitForNavigation(), page.click('[data-nearest-slots] button')]);
    expect(await page.$eval('[data-booked-slot]', (p) => p.textContent)).toBe(
      'Tuesday 1 December 2026, 14:30 to 15:00 (London time)',
    );
    await page.screenshot({ path: path.join(shotDir, 'book-booked-390.png'), fullPage: true });
    await confirmFromEmail(page, preview.url, 'nearest-slot-no-js');
    await page.screenshot({ path: path.join(shotDir, 'book-manage-confirmed-390.png'), fullPage: true });

    // Moving it: the times grouped by day, each named in full, the button after the day's times (issue 44, M3).
    await Promise.all([page.waitForNavigation(), page.click('form[action$="/reschedule"] button')]);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(manageCopy.rescheduleTitle);
    const first = (await page.$('input[name="slot"]'))!;
    const named = await page.accessibility.snapshot({ root: first, interestingOnly: false });
    expect(named?.name).toBe(await first.evaluate((radio) => radio.closest('label')?.textContent));
    expect(named?.name).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri)day \d{1,2} (November|December), \d\d:\d\d$/);
    const layout = await page.$eval('[data-reschedule]', (form) => {
      const radios = [...form.querySelectorAll('input[name="slot"]')];
      const controls = [...form.querySelectorAll('input[name="slot"], button[type="submit"]')];
      // A closed day's times are in the page, but not rendered (its content is skipped).
      const shown = radios.filter((radio) => radio.checkVisibility());
      return {
        days: form.querySelectorAll('details').length,
        before: controls.findIndex((control) => control.tagName === 'BUTTON'),
        shown: shown.length,
        all: radios.length,
      };
    });
    expect(layout.days).toBeGreaterThan(5);
    // Only the first day's times are shown, and its button follows them.
    expect(layout.before).toBe(layout.shown);
    expect(layout.shown).toBeLessThanOrEqual(17);
    expect(layout.all).toBeGreaterThan(layout.shown);
    await page.screenshot({ path: path.join(shotDir, 'book-manage-reschedule-390.png'), fullPage: true });
    // axe runs in the page: the same page opened where scripts run (the app does not start under /api/).
    const desktop = await browser.open(page.url(), 'desktop');
    expect(await axeViolations(desktop)).toEqual([]);
    await desktop.screenshot({ path: path.join(shotDir, 'book-manage-reschedule-1440.png'), fullPage: true });

    // By keyboard at 1440 px (issue 54, 02): each day's times are their own group, so after opening
    // another day, Tab from its summary reaches its times, not the button; Enter sends that day's time.
    const daySummary = '[data-reschedule] details:nth-of-type(2) > summary';
    await desktop.focus(daySummary);
    await desktop.keyboard.press('Enter');
    await desktop.keyboard.press('Tab');
    const reached = () =>
      desktop.evaluate(() => {
        const active = document.activeElement as HTMLInputElement;
        return [active.type, active.name, active.closest('details')?.matches(':nth-of-type(2)')];
      });
    expect(await reached()).toEqual(['radio', 'slot', true]);
    await desktop.keyboard.press('ArrowRight');
    expect(await reached()).toEqual(['radio', 'slot', true]);
    const chosen = await desktop.evaluate(() => (document.activeElement as HTMLInputElement).value);
    await desktop.screenshot({ path: path.join(shotDir, 'book-manage-reschedule-keyboard-1440.png') });
    await Promise.all([desktop.waitForNavigation(), desktop.keyboard.press('Enter')]);
    expect(await desktop.$eval('h1', (h) => h.textContent)).toBe(manageCopy.movedTitle);
    expect(await desktop.$eval('main', (main) => (main as HTMLElement).innerText)).toContain(chosen.slice(11));
  });
});

describe.each(['America/New_York', 'Pacific/Auckland'])('in a browser in %s', (zone) => {
  it('the grid shows London times, labelled so, and axe passes', async () => {
    const page = await browser.open(`${preview.url}/book`, 'desktop', {
      before: (p) => void p.emulateTimezone(zone),
    });
    await page.waitForSelector('input[name="slot"]');
    expect(await page.evaluate(() => new Date('2026-11-25T10:00:00Z').getHours())).not.toBe(10);
    await clickCentred(page, 'label:has(> input[name="day"][value="2026-11-25"])');
    const legend = await page.$eval('fieldset:has(input[name="slot"]) legend', (l) => l.textContent);
    expect(legend).toBe(book.form.timesLegend('Wednesday 25 November 2026'));
    const times = await page.$$eval('input[name="slot"]', (inputs) =>
      inputs.map((input) => input.closest('label')?.textContent),
    );
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('17:00');
    expect(await axeViolations(page)).toEqual([]);
    if (zone === 'America/New_York') {
      for (const [viewport, width] of [
        ['phone', 390],
        ['desktop', 1440],
      ] as const) {
        const shot = await browser.open(`${preview.url}/book`, viewport, {
          before: (p) => void p.emulateTimezone(zone),
        });
        await shot.waitForSelector('input[name="slot"]');
        await clickCentred(shot, 'label:has(> input[name="day"][value="2026-11-25"])');
        const section = await shot.$('section[aria-labelledby="booking-heading"]');
        await section!.screenshot({ path: path.join(shotDir, `book-grid-new-york-${width}.png`) });
      }
    }
  });
});

/** One change to the form as the grid arrives: what it shows, and where the button below the grid is. */
interface GridStep {
  days: number;
  places: number;
  times: number;
  buttonTop: number;
}

/**
 * Runs in the page from its start: after each change to the document (a mutation observer, so
 * before the browser draws it), how many days, empty places and times the grid shows and where
 * the form's button is, in window.gridSteps.
 */
function recordGridSteps(): void {
  const steps: GridStep[] = [];
  Object.assign(window, { gridSteps: steps });
  new MutationObserver(() => {
    const button = document.querySelector('form button[type="submit"]');
    const count = (selector: string) => document.querySelectorAll(selector).length;
    if (button)
      steps.push({
        days: count('input[name="day"]'),
        places: count('.slot-place'),
        times: count('input[name="slot"]'),
        buttonTop: button.getBoundingClientRect().top + window.scrollY,
      });
  }).observe(document, { childList: true, subtree: true });
}

/**
 * The grid arrives in two frames (slot-grid.tsx): the days, with an empty place kept for each of
 * the day's times, then the times in those places, so that nothing below them moves as they come.
 */
describe('the grid as it arrives', () => {
  it.each(['narrow', 'phone', 'desktop'] as const)(
    'at the %s width, the days come first, then the times in the places kept for them: nothing below moves',
    async (viewport) => {
      const page = await browser.open(`${preview.url}/book`, viewport, {
        before: (p) => void p.evaluateOnNewDocument(recordGridSteps),
      });
      await page.waitForSelector('input[name="slot"]');
      const steps = await page.evaluate(() => (window as unknown as { gridSteps: GridStep[] }).gridSteps);
      const days = steps.find((step) => step.days > 0);
      const times = steps.find((step) => step.times > 0);
      expect(days).toMatchObject({ times: 0, places: expect.any(Number) as number });
      expect(days!.places).toBeGreaterThan(0);
      expect(times).toMatchObject({ days: days!.days, places: 0, times: days!.places, buttonTop: days!.buttonTop });
    },
  );
});

/**
 * Issue 34's findings on /book, as a visitor meets them: an empty submit and the outcomes in view
 * with the focus (clear of the fixed bar), the time chosen before the app started kept by the grid
 * and the focus with it, and without JavaScript a refusal that keeps what was typed. Screenshots in
 * reports/a11y/ for the closing note.
 */
describe('in view, kept, and not typed twice (issue 34)', () => {
  const a11yShots = path.resolve(__dirname, '../../../reports/a11y');
  beforeAll(() => fs.mkdirSync(a11yShots, { recursive: true }));
  const summary = '[role="group"][aria-labelledby="booking-error-summary-heading"]';
  const outcome = 'form [role="status"][tabindex="-1"]';

  /**
   * Where an element is against the screen below the fixed bar: its top in view, and all of it, or
   * as much as fits when it is taller than the room between the bar and the chat link's band.
   */
  const placement = (page: Page, selector: string) =>
    page.$eval(selector, (element) => {
      const { top, bottom } = element.getBoundingClientRect();
      const bar = document.querySelector('header')!.getBoundingClientRect().bottom;
      const below = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
      const topInView = top >= bar - 1 && top < window.innerHeight;
      const whole = topInView && bottom <= window.innerHeight + 1;
      return { topInView, whole, fits: whole || bottom - top > window.innerHeight - bar - below };
    });

  it.each([
    ['phone', 390],
    ['desktop', 1440],
  ] as const)(
    'at %s (%i px), an empty submit brings the summary and the first field, its label and error, into view below the bar',
    async (viewport, width) => {
      const page = await browser.open(`${preview.url}/book`, viewport);
      await page.waitForSelector('input[name="slot"]');
      await page.focus(submit);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('booking-topic');
      // Once the summary's code has loaded (at the first refused submit) and it is in view.
      await page.waitForFunction((s) => (document.querySelector(s)?.getBoundingClientRect().top ?? 0) > 0, {}, summary);
      for (const selector of [summary, 'label[for="booking-topic"]', '#booking-topic-error', '#booking-topic'])
        expect([selector, (await placement(page, selector)).whole]).toEqual([selector, true]);
      // The time is in the summary too, and its link takes the visitor to the times.
      const links = await page.$$eval(`${summary} a`, (anchors) =>
        anchors.map((a) => [a.textContent, a.getAttribute('href')]),
      );
      expect(links).toContainEqual([bookingCopy.slotMissing, '#booking-slot']);
      await page.screenshot({ path: path.join(a11yShots, `book-empty-submit-${width}.png`) });
      await page.click(`${summary} a[href="#booking-slot"]`);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('slot');
      expect((await placement(page, 'fieldset:has(input[name="slot"]) legend')).whole).toBe(true);
    },
  );

  it.each([
    ['phone', 390, '2026-12-03'],
    ['desktop', 1440, '2026-12-04'],
  ] as const)(
    'at %s (%i px), a time taken meanwhile, then the booking made, each in view with the focus',
    async (viewport, width, date) => {
      const page = await browser.open(`${preview.url}/book`, viewport);
      await fillIn(page);
      await chooseGridSlot(page, date, '11:00');
      const other = await fetch(`${preview.url}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${width % 250}.1` },
        body: JSON.stringify(bookingBody(`${date}T11:00`, { email: `quick-${width}@example.com` })),
      });
      expect(other.status).toBe(201);
      await page.click(submit);
      await page.waitForFunction(
        (s, text) => document.querySelector(s)?.textContent?.includes(text),
        {},
        outcome,
        bookingCopy.taken,
      );
      expect(await page.$eval(outcome, (element) => element === document.activeElement)).toBe(true);
      await scrollSettled(page);
      await page.screenshot({ path: path.join(a11yShots, `book-taken-${width}.png`) });
      expect(await placement(page, outcome)).toMatchObject({ topInView: true, fits: true });

      // The nearest free time the outcome offers is chosen in the grid, with focus, and booked.
      const [nearest] = await page.$$(`${outcome} button`);
      const label = await nearest!.evaluate((button) => button.textContent);
      expect(label).toMatch(new RegExp(`^${book.form.chooseNearest('')}`));
      // By keyboard, as the outcome's focus leaves the visitor: Tab to it, then Enter.
      await nearest!.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'slot');
      const chosen = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value);
      expect(
        await page.$eval(`input[name="slot"][value="${chosen}"]`, (radio) => (radio as HTMLInputElement).checked),
      ).toBe(true);
      await page.click(submit);
      await page.waitForSelector('[data-booked]');
      expect(await page.$eval(outcome, (element) => element === document.activeElement)).toBe(true);
      await scrollSettled(page);
      await page.screenshot({ path: path.join(a11yShots, `book-booked-${width}.png`) });
      expect(await placement(page, outcome)).toMatchObject({ topInView: true, fits: true });
      // Both bookings are held: each visitor is asked to confirm, and the firm hears of neither yet.
      const mails = await preview.sink.waitFor(2);
      await mailSettled();
      expect(mails.map((mail) => mail.envelope.to)).toEqual(
        expect.arrayContaining([[`quick-${width}@example.com`], ['grace@example.com']]),
      );
      expect(mails).toHaveLength(2);
    },
  );

  it('scripts held back: the date and time chosen on the plain form are the grid’s choice when it takes over, with the focus', async () => {
    const page = await browser.open(`${preview.url}/book`, 'phone', { holdScripts: true });
    await page.select(await fieldId(page, bookingFields.topic.label), 'audit');
    await choosePlainSlot(page, '2026-12-07', '14:30');
    await page.focus('#booking-time');
    releaseScripts(page);
    await page.waitForSelector('input[name="slot"]');
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'slot');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('2026-12-07T14:30');
    expect(
      await page.$eval('input[name="day"][value="2026-12-07"]', (radio) => (radio as HTMLInputElement).checked),
    ).toBe(true);
    expect(
      await page.$eval(await fieldId(page, bookingFields.topic.label), (select) => (select as HTMLSelectElement).value),
    ).toBe('audit');
    await page.screenshot({ path: path.join(a11yShots, 'book-kept-after-scripts-390.png') });
  });

  it('without JavaScript, a refused booking keeps what was typed: "Back to your booking" is the form filled in again, which books once put right (WCAG 3.3.7)', async () => {
    const page = await browser.open(`${preview.url}/book`, 'phone', { javaScript: false });
    // The browser's email check lets this through (a domain without a dot); the service refuses it.
    await fillIn(page, { ...visitor, email: 'grace@examplecom' });
    await choosePlainSlot(page, '2026-12-08', '11:00');
    const [refused] = await Promise.all([page.waitForNavigation(), page.click(submit)]);
    expect(refused?.status()).toBe(400);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(notBooked.hero.heading);
    expect(await page.$eval('main', (main) => main.textContent)).not.toContain('times below');
    const [back] = await page.$$(`xpath/.//main//a[normalize-space()="${notBooked.hero.backLink}"]`);
    expect(await back!.evaluate((link) => link.getAttribute('href'))).toBe('#booking-again');
    await back!.click();
    expect((await placement(page, '#booking-again h2')).topInView).toBe(true);
    // Every field that had words has them again (the topics' optional questions, left empty, stay empty).
    const kept = await page.$$eval('#booking-again form :is(input, select, textarea)', (fields) =>
      Object.fromEntries(
        fields
          .map((f) => [(f as HTMLInputElement).name, (f as HTMLInputElement).value])
          .filter(([, value]) => value !== ''),
      ),
    );
    expect(kept).toEqual({ ...visitor, email: 'grace@examplecom', date: '2026-12-08', time: '11:00' });
    expect(await page.$eval('#booking-email', (input) => input.getAttribute('aria-invalid'))).toBe('true');
    expect(await page.$eval('#booking-email-error', (error) => error.textContent)).toBe(bookingFields.email.invalid);
    await page.screenshot({ path: path.join(a11yShots, 'book-not-booked-form-390.png'), fullPage: true });

    await page.$eval('#booking-email', (input) => ((input as HTMLInputElement).value = 'grace@example.com'));
    const [booked] = await Promise.all([page.waitForNavigation(), page.click('#booking-again button[type="submit"]')]);
    expect(new URL(booked!.url()).pathname).toMatch(/^\/api\/bookings\/[0-9a-f-]{36}$/);
    expect(await page.$eval('[data-booked-slot]', (p) => p.textContent)).toBe(
      'Tuesday 8 December 2026, 11:00 to 11:30 (London time)',
    );
    await confirmFromEmail(page, preview.url, 'kept-after-refusal-no-js');
  });
});
