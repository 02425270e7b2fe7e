import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from 'puppeteer';
import { freePort, startNginx, type RunningNginx } from '../../scripts/serve-nginx';
import { createApp, createServer } from '../../server/app';
import { createEnquiryApp } from '../../server/enquiry-server';
import { bookingCopy, bookingFields, type BookingField } from '../../src/features/booking/fields';
import book from '../../src/content/pages/book';
import { axeViolations } from '../support/axe';
import { attachmentText, bookingBody, bookingNow, testBookingConfig } from '../../test-kit/booking';
import { startTestEnquiries, type TestEnquiries } from '../../test-kit/enquiry-service';
import { hasNginx } from '../../test-kit/nginx';
import { SmtpSink } from '../../test-kit/smtp-sink';
import { useBrowser } from './helpers';

/**
 * Booking a consultation as a visitor does, through the preview server and through nginx in front
 * of the service, with a real mailbox behind both: JavaScript on, off and held back; a time taken
 * meanwhile; the grid in other time zones; axe on the three pages. The service's clock is fixed
 * (Monday 23 November 2026, 16:00 London), so the grid is the same on every run. What the firm
 * receives is written to reports/bookings/ for the closing note.
 */
jest.setTimeout(60_000);

const browser = useBrowser();
const dist = path.resolve(__dirname, '../../dist');
const notSentPage = path.join(dist, 'contact/not-sent/index.html');
const withNginx = hasNginx || Boolean(process.env.CI);
const mailDir = path.resolve(__dirname, '../../reports/bookings');
const shotDir = path.resolve(__dirname, '../../reports/screenshots');

let sink: SmtpSink;
let preview: { url: string; enquiries: TestEnquiries; server: http.Server };
let pair: { url: string; enquiries: TestEnquiries; nginx: RunningNginx; service: http.Server } | undefined;

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  fs.mkdirSync(mailDir, { recursive: true });
  fs.mkdirSync(shotDir, { recursive: true });
  sink = await new SmtpSink().start();
  // The limits are the service tests' to check: here one visitor books many times from one address.
  const limits = { perEmail: 100, perAddress: 100, perDay: 100, movesPerBooking: 3 };
  // The whole service on the booking's fixed clock, so that the reminder (due a day before) waits.
  const options = { smtpUrl: sink.url, notSentPage, booking: testBookingConfig({ limits }), clock: () => bookingNow };
  const previewEnquiries = await startTestEnquiries(options);
  const previewServer = createServer(createApp({ distDir: dist, service: previewEnquiries.service }));
  preview = {
    enquiries: previewEnquiries,
    server: previewServer,
    url: `http://127.0.0.1:${await listen(previewServer)}`,
  };
  if (withNginx) {
    const enquiries = await startTestEnquiries(options);
    const service = http.createServer(createEnquiryApp(enquiries.service));
    const servicePort = await listen(service);
    const nginx = await startNginx({
      port: await freePort(),
      distDir: dist,
      quiet: true,
      enquiryServiceUrl: `http://127.0.0.1:${servicePort}`,
    });
    pair = { url: nginx.url, enquiries, nginx, service };
  }
}, 30_000);

afterAll(async () => {
  preview?.server.closeAllConnections();
  preview?.server.close();
  await preview?.enquiries.stop();
  if (pair) {
    await pair.nginx.stop();
    pair.service.closeAllConnections();
    pair.service.close();
    await pair.enquiries.stop();
  }
  await sink?.stop();
});

beforeEach(() => {
  sink.messages.length = 0;
});

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
 * The two emails a booking sends, one each: the firm's (every field, the invitation) and the
 * visitor's confirmation. Both written out for the closing note; the firm's .ics read back.
 */
async function firmEmail(name: string) {
  await sink.waitFor(2);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(sink.messages).toHaveLength(2);
  const firm = sink.messages.filter((message) => message.envelope.to.includes('enquiries@harbourline.example'));
  const visitorMail = sink.messages.filter((message) => message.envelope.to.includes('grace@example.com'));
  expect([firm.length, visitorMail.length]).toEqual([1, 1]);
  const [mail] = firm;
  fs.writeFileSync(path.join(mailDir, `${name}.eml`), mail!.raw);
  fs.writeFileSync(path.join(mailDir, `${name}-visitor.eml`), visitorMail[0]!.raw);
  const ics = attachmentText(mail!.parsed.attachments[0]!.content);
  fs.writeFileSync(path.join(mailDir, `${name}.ics`), ics);
  expect(mail!.envelope.to).toEqual(['enquiries@harbourline.example']);
  expect(mail!.parsed.replyTo).toEqual([{ name: 'Grace Hopper', address: 'grace@example.com' }]);
  return { mail: mail!, event: new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!) };
}

const servers = (): [string, () => string][] => [
  ['the preview server', () => preview.url],
  ...(withNginx ? [['nginx and the booking service', () => pair!.url] as [string, () => string]] : []),
];

describe.each(servers())('through %s', (server, url) => {
  const tag = server.startsWith('nginx') ? 'nginx' : 'preview';

  it('with JavaScript: the grid, booked in place, the slot in words, the calendar file, one email each side', async () => {
    const page = await browser.open(`${url()}/book`, 'phone');
    await fillIn(page);
    await chooseGridSlot(page, '2026-11-25', '10:00');
    await page.click(submit);
    const booked = await page.waitForSelector('[data-booked]');
    expect(await booked!.evaluate((el) => el.querySelector('[data-booked-slot]')?.textContent)).toBe(
      'Wednesday 25 November 2026, 10:00 to 10:30 (London time), video call',
    );
    const calendar = await booked!.evaluate((el) => el.querySelector('a[download]')?.getAttribute('href'));
    const ics = await (await fetch(new URL(calendar!, url()))).text();
    const visitorEvent = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(visitorEvent.startDate.toJSDate().toISOString()).toBe('2026-11-25T10:00:00.000Z');
    const { mail, event } = await firmEmail(`js-on-${tag}`);
    expect(mail.parsed.subject).toBe(
      'Consultation booked: Wednesday 25 November 2026 10:00 (London time) with Eleanor Hartley — Grace Hopper',
    );
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });

  it('without JavaScript: a date and time, 303 to the confirmation with the slot in words and a working .ics link', async () => {
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
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Your consultation is booked');
    expect(await page.$eval('[data-booked-slot]', (p) => p.textContent)).toBe(
      'Thursday 26 November 2026, 14:30 to 15:00 (London time)',
    );
    expect(await page.$eval('[data-booking-confirmation]', (p) => p.textContent)).toContain(
      `${bookingFields.format.label}: ${formatLabel('office')}`,
    );
    const calendar = await page.$eval('[data-booking-confirmation] a[download]', (a) => a.getAttribute('href'));
    const response2 = await fetch(new URL(calendar!, url()));
    expect(response2.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const { event } = await firmEmail(`js-off-${tag}`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-26T14:30:00.000Z');
    expect(event.location).toContain('Canary Wharf');
    // The confirmation as served (the app does not start on it), checked where axe can run.
    const checked = await browser.open(page.url(), 'desktop');
    expect(await axeViolations(checked)).toEqual([]);
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
    await firmEmail(`held-${tag}`);
  });
});

it('the "not booked" page, as served for a plain post of a taken time, passes axe', async () => {
  await fetch(`${preview.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bookingBody('2026-12-02T09:00', { email: 'early@example.com' })),
  });
  await sink.waitFor(2); // the firm's email and the visitor's confirmation
  sink.messages.length = 0;
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
    await sink.waitFor(2); // the firm's email and the visitor's confirmation
    sink.messages.length = 0;
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
    await firmEmail('nearest-slot-no-js');
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
