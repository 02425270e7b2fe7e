import fs from 'node:fs';
import path from 'node:path';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer';
import { site } from '../../config/site';
import { enquiryFields, enquiryForm, type Enquiry, type EnquiryField } from '../../content/enquiry';
import enquiryNotSent from './content/pages/contact/not-sent';
import { fieldNames } from '../../platform/forms/form-fields';
import { axeViolations } from '../../../tests/support/axe';
import { widen } from '../../../tests/support/browser';
import { refuseWrites } from '../../../test-kit/enquiry-service';
import { serviceMailSettled } from '../../../test-kit/mail-queue';
import { nginxPrerequisite } from '../../../test-kit/nginx';
import { itNeeding } from '../../../test-kit/prerequisites';
import { until } from '../../../test-kit/until';
import { useBrowser } from '../../../tests/e2e/helpers';
import { listen, usePreviewSite, withNginx } from '../../../tests/e2e/preview-site';

/**
 * The enquiry form as a visitor meets it, through the preview server and through nginx in front
 * of the enquiry service, with a real mailbox (an SMTP server) behind both: JavaScript on, off,
 * not started yet, and the ways sending can fail.
 */
const browser = useBrowser();
/** Screenshots of what issue 34 changed, for a person to look at. */
const shotDir = path.resolve(__dirname, '../../../reports/a11y');
const preview = usePreviewSite({ nginx: true });

beforeEach(() => {
  preview.sink.messages.length = 0;
});

const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '020 7946 0999',
  company: 'Analytical Engines Ltd',
  subject: 'crypto',
  message: 'We hold client cryptoassets and need advice before the FCA application window closes.',
} satisfies Partial<Enquiry>;

/** The id of the control a visible label names (SPEC.md's exact label texts). */
async function field(page: Page, label: string): Promise<string> {
  return `#${await page.$eval(`xpath/.//label[normalize-space()="${label}"]`, (l) => l.getAttribute('for'))}`;
}

/** Fills in what the visitor typed, by each field's visible label, as a person would. */
async function fillIn(page: Page): Promise<void> {
  for (const [name, value] of Object.entries(visitor) as [EnquiryField, string][]) {
    const { input, label } = enquiryFields[name];
    if (input === 'select') await page.select(await field(page, label), value);
    else await page.type(await field(page, label), value);
  }
}

/** What each of the form's fields holds, by name (every declared field: none left out). */
const visibleValues = (page: Page) =>
  page.$$eval('form input:not([name="website"]), form select, form textarea', (fields) =>
    Object.fromEntries(fields.map((f) => [(f as HTMLInputElement).name, (f as HTMLInputElement).value])),
  );
const valuesOf = (values: Partial<Enquiry>) =>
  Object.fromEntries(fieldNames(enquiryFields).map((name) => [name, values[name] ?? '']));
const typed = valuesOf(visitor);
const submit = 'form button[type="submit"]';

function expectDelivered(): void {
  expect(preview.sink.messages).toHaveLength(1);
  const [mail] = preview.sink.messages;
  expect(mail!.parsed.subject).toBe('Website enquiry: Crypto Accounting from Ada Lovelace');
  expect(mail!.parsed.replyTo).toEqual([{ name: visitor.name, address: visitor.email }]);
  for (const value of [visitor.phone, visitor.company, visitor.message]) expect(mail!.parsed.text).toContain(value);
}

/** Waits for the app to have started: the form then sends by itself instead of navigating. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const form = document.querySelector('form');
    return Boolean(form && Object.keys(form).some((key) => key.startsWith('__reactProps')));
  });

const servers = (): [string, () => string][] => [
  ['the preview server', () => preview.url],
  ...(withNginx ? [['nginx and the enquiry service', () => preview.pair!.url] as [string, () => string]] : []),
];

describe.each(servers())('through %s', (_, url) => {
  it('with JavaScript: "Sending..." for at least a second, the success toast, fields emptied, the email at the firm', async () => {
    const page = await browser.open(`${url()}/contact`, 'phone');
    await hydrated(page);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await fillIn(page);
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/enquiries'));
    const started = Date.now();
    await page.click(submit);
    expect(await page.$eval(submit, (b) => [(b as HTMLButtonElement).disabled, b.textContent])).toEqual([
      true,
      'Sending...',
    ]);
    await page.click(submit).catch(() => undefined); // a second tap while sending sends nothing more
    await page.waitForFunction(
      (text) => document.querySelector('[role="status"]:not(form *)')?.textContent?.includes(text),
      {},
      enquiryForm.success,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(await visibleValues(page)).toEqual(valuesOf({}));
    expect(await page.$eval(submit, (b) => [(b as HTMLButtonElement).disabled, b.textContent])).toEqual([
      false,
      'Send Message',
    ]);
    expect(logs.filter((line) => line.includes('Enquiry submitted'))).toHaveLength(1);
    const request = await posted;
    expect([request.method(), request.headers()['content-type']]).toEqual(['POST', 'application/json']);
    await preview.sink.waitFor(1);
    await Promise.all([preview.enquiries, preview.pair?.enquiries].map((e) => e && serviceMailSettled(e.service)));
    expectDelivered();
  });

  it('without JavaScript: a plain post, 303 to the thank-you page, the email at the firm', async () => {
    const page = await browser.open(`${url()}/contact`, 'desktop', { javaScript: false });
    await fillIn(page);
    const [response] = await Promise.all([page.waitForNavigation(), page.click(submit)]);
    expect(response?.url()).toBe(`${url()}/contact/thank-you`);
    expect(
      response
        ?.request()
        .redirectChain()
        .map((r) => r.response()?.status()),
    ).toEqual([303]);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Thank you for your message');
    expect(await page.$eval('meta[name="robots"]', (m) => m.getAttribute('content'))).toBe('noindex');
    expect(await page.$eval('main', (m) => m.textContent)).toContain(site.phone.display);
    await preview.sink.waitFor(1);
    expectDelivered();
  });

  it('before the app has started (scripts held back): the form still sends, as a plain post', async () => {
    // A slow connection: every script is held back (never let go), so the visitor fills in and
    // sends the form before any of the site's code has run.
    const page = await browser.open(`${url()}/contact`, 'phone', { holdScripts: true });
    await fillIn(page);
    await Promise.all([page.waitForNavigation(), page.click(submit)]);
    expect(new URL(page.url()).pathname).toBe('/contact/thank-you');
    await preview.sink.waitFor(1);
    expectDelivered();
  });
});

/** Waits for the error toast (a status outside the form, with the failure's words) and returns it. */
const failureToast = async (page: Page) =>
  (await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('[role="status"]:not(form *)')].find((el) => el.textContent?.includes(text)),
    {},
    enquiryForm.failed,
  )) as ElementHandle<Element>;

describe('when sending fails', () => {
  it('the database refuses the write: the error toast with the firm’s email and phone, announced once (by the form’s outcome, not the toast); every field kept', async () => {
    const restore = await refuseWrites(preview.enquiries.service);
    try {
      const page = await browser.open(`${preview.url}/contact`, 'phone');
      await hydrated(page);
      await fillIn(page);
      await page.click(submit);
      const toast = await failureToast(page);
      const text = await toast.evaluate((el) => el.textContent);
      expect(text).toBe(enquiryForm.failed);
      // The outcome in the form, which has focus, says it; the toast is for the eye only.
      expect(await toast.evaluate((el) => el.getAttribute('aria-live'))).toBe('off');
      expect(
        await page.evaluate(() => document.activeElement?.closest('form [role="status"]')?.textContent ?? ''),
      ).toContain(enquiryForm.failed);
      expect(text).toContain(site.email);
      expect(text?.replace(/\u00a0/g, ' ')).toContain(site.phone.display);
      await page.waitForFunction((s) => !(document.querySelector(s) as HTMLButtonElement).disabled, {}, submit);
      expect(await visibleValues(page)).toEqual(typed);
      expect(await axeViolations(page)).toEqual([]);
      expect(preview.sink.messages).toHaveLength(0);
    } finally {
      await restore();
    }
  });

  it('the network is down: the error toast, every field kept; sent once the network is back', async () => {
    const page = await browser.open(`${preview.url}/contact`, 'desktop');
    await hydrated(page);
    await fillIn(page);
    await page.setRequestInterception(true);
    let cut = true;
    page.on('request', (request: HTTPRequest) =>
      cut && request.url().includes('/api/') ? void request.abort('internetdisconnected') : void request.continue(),
    );
    await page.click(submit);
    await failureToast(page);
    await page.waitForFunction((s) => !(document.querySelector(s) as HTMLButtonElement).disabled, {}, submit);
    expect(await visibleValues(page)).toEqual(typed);

    cut = false;
    await page.click(submit);
    await page.waitForFunction(
      (text) => document.querySelector('[role="status"]:not(form *)')?.textContent?.includes(text),
      {},
      enquiryForm.success,
    );
    await preview.sink.waitFor(1);
    expectDelivered();
  });

  itNeeding(
    nginxPrerequisite,
    'the service is down, JavaScript off: the branded "not sent" page (503); Back keeps what was typed',
    async () => {
      const pair = preview.pair!;
      pair.service.closeAllConnections();
      await new Promise((resolve) => pair.service.close(resolve));
      try {
        // In the whole browser: Back is its back/forward cache's (the headless shell the rest of the
        // run uses has none, and loses the textarea's words where a visitor's browser keeps them).
        const page = await browser.open(`${pair.url}/contact`, 'phone', { javaScript: false, fullBrowser: true });
        await fillIn(page);
        const [response] = await Promise.all([page.waitForNavigation(), page.click(submit)]);
        expect(response?.status()).toBe(503);
        expect(await page.$eval('h1', (h) => h.textContent)).toBe('Your enquiry has not been sent');
        expect(await page.$eval('[data-enquiry-reason]', (el) => el.textContent)).toContain(
          'could not take it just now',
        );
        // Back as the visitor presses it (restored from the back/forward cache, so no new load).
        // (Polled from here: with scripting off, nothing can wait inside the page.)
        await page.evaluate(() => history.back());
        await until(() => new URL(page.url()).pathname === '/contact', 30_000);
        expect(await visibleValues(page)).toEqual(typed);
      } finally {
        await listen(pair.service, pair.servicePort);
      }
      expect(preview.sink.messages).toHaveLength(0);
    },
  );
});

it('a refused plain post gets the branded page listing what was wrong, which axe passes', async () => {
  const page = await browser.open(`${preview.url}/contact`, 'phone');
  // What a browser sends from a form whose checks were bypassed: the service's own checks answer.
  const [response] = await Promise.all([
    page.waitForNavigation(),
    page.evaluate(() => {
      const form = Object.assign(document.createElement('form'), { method: 'post', action: '/api/enquiries' });
      for (const [name, value] of Object.entries({
        name: 'Ada',
        email: 'not-an-address',
        subject: '',
        message: 'Hi',
      })) {
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
      }
      document.body.append(form);
      form.submit();
    }),
  ]);
  expect(response?.status()).toBe(400);
  expect(await page.$eval('h1', (h) => h.textContent)).toBe('Your enquiry has not been sent');
  expect(await page.$$eval('[data-enquiry-reason] li', (items) => items.map((li) => li.textContent))).toEqual([
    'Email Address: Enter an email address in the form name@example.com.',
    'Subject: Choose a subject.',
  ]);
  expect(await axeViolations(page)).toEqual([]);
  // Widened where it stands: the page is the answer to a POST.
  await widen(page);
  expect(await page.evaluate(() => window.innerWidth)).toBe(1440);
  expect(await axeViolations(page)).toEqual([]);
});

it('without JavaScript, a refused enquiry keeps what was typed: "Back to your enquiry" is the form filled in again, which sends once put right (WCAG 3.3.7)', async () => {
  const page = await browser.open(`${preview.url}/contact`, 'phone', { javaScript: false });
  await fillIn(page);
  // The browser's email check lets this through (a domain without a dot); the service refuses it.
  const email = await field(page, enquiryFields.email.label);
  await page.$eval(email, (input) => ((input as HTMLInputElement).value = 'ada@examplecom'));
  const [refused] = await Promise.all([page.waitForNavigation(), page.click(submit)]);
  expect(refused?.status()).toBe(400);
  expect(await page.$eval('h1', (h) => h.textContent)).toBe(enquiryNotSent.hero.heading);
  const [back] = await page.$$(`xpath/.//main//a[normalize-space()="${enquiryNotSent.hero.backLink}"]`);
  expect(await back!.evaluate((link) => link.getAttribute('href'))).toBe('#enquiry-again');
  await back!.click();
  expect(await page.$eval('#enquiry-again h2', (h) => h.textContent)).toBe(enquiryNotSent.again.heading);
  // Every field as typed, the refused one marked, with the service's words by it.
  const again = await page.$$eval('#enquiry-again form :is(input, select, textarea)', (fields) =>
    Object.fromEntries(fields.map((f) => [(f as HTMLInputElement).name, (f as HTMLInputElement).value])),
  );
  expect(again).toEqual({ ...typed, email: 'ada@examplecom' });
  expect(await page.$eval(email, (input) => input.getAttribute('aria-invalid'))).toBe('true');
  expect(await page.$eval(`${email}-error`, (error) => error.textContent)).toBe(enquiryFields.email.invalid);
  fs.mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, 'contact-not-sent-form-390.png'), fullPage: true });

  await page.$eval(email, (input) => ((input as HTMLInputElement).value = ''));
  await page.type(email, visitor.email);
  const [sent] = await Promise.all([page.waitForNavigation(), page.click('#enquiry-again button[type="submit"]')]);
  expect(new URL(sent!.url()).pathname).toBe('/contact/thank-you');
  await preview.sink.waitFor(1);
  expectDelivered();
});

it('the thank-you page has no axe violations at 390 px and 1440 px', async () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    const page = await browser.open(`${preview.url}/contact/thank-you`, viewport);
    expect(await axeViolations(page)).toEqual([]);
  }
});
