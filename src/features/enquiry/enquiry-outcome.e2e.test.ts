import type { Page } from 'puppeteer';
import { site } from '../../config/site';
import { enquiryFields, enquiryForm } from '../../content/enquiry';
import { useBrowser, waitForHydration } from '../../../tests/e2e/helpers';

/**
 * The enquiry form's answer to a keyboard visitor: the outcome stays in the form, beside the
 * button, after the spec's toast has gone, and focus lands on it (success) or on the error summary
 * with the other ways in (failure), never on nothing; a refused submit marks the fields and lists
 * them, GOV.UK-style, with the browser's own validation left as it is.
 */
const browser = useBrowser();
const outcome = 'form[action="/api/enquiries"] [role="status"]';

async function contactPage(viewport: 'phone' | 'desktop' = 'desktop'): Promise<Page> {
  const page = await browser.open('/contact', viewport, { waitUntil: 'load' });
  await waitForHydration(page);
  return page;
}

async function fillIn(page: Page): Promise<void> {
  await page.type('#enquiry-name', 'Ada Lovelace');
  await page.type('#enquiry-email', 'ada@example.com');
  await page.select('#enquiry-subject', 'general');
  await page.type('#enquiry-message', 'A question about safeguarding audits.');
}

/** Sends by keyboard, from the button. */
async function send(page: Page): Promise<void> {
  await page.focus('form[action="/api/enquiries"] button[type="submit"]');
  await page.keyboard.press('Enter');
}

/** Waits for the toast with this text (a status or an alert, outside the form) to appear, then to go. */
async function toastComesAndGoes(page: Page, text: string): Promise<void> {
  const shown = (wanted: string, present: boolean) =>
    Array.from(document.querySelectorAll('[role="status"], [role="alert"]')).some(
      (element) => !element.closest('form') && element.textContent?.includes(wanted),
    ) === present;
  // Puppeteer's own bound (30 s), not a shorter one: the toast's time is the page's, which a busy
  // machine stretches.
  await page.waitForFunction(shown, {}, text, true);
  await page.waitForFunction(shown, { polling: 100 }, text, false);
}

const focusedIsOutcome = (page: Page) => page.$eval(outcome, (element) => element === document.activeElement);
const outcomeText = (page: Page) => page.$eval(outcome, (element) => element.textContent ?? '');

it('on success: the message and the next step stay in the form, focused, until the next edit', async () => {
  const page = await contactPage();
  await fillIn(page);
  await send(page);
  // While sending, the disabled button cannot hold focus: the outcome has it already.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
  await toastComesAndGoes(page, enquiryForm.success);
  expect(await outcomeText(page)).toContain(enquiryForm.success);
  expect(await outcomeText(page)).toContain(enquiryForm.outcome.nextStep);
  expect(await focusedIsOutcome(page)).toBe(true);

  await page.type('#enquiry-name', 'A');
  expect(await outcomeText(page)).toBe('');
  await page.close();
});

it('on failure: the error and the other ways in stay in the form, focused, every field kept', async () => {
  const page = await contactPage();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.method() === 'POST') void request.abort('connectionfailed');
    else void request.continue();
  });
  await fillIn(page);
  await send(page);
  await toastComesAndGoes(page, enquiryForm.failed);
  expect(await outcomeText(page)).toContain(enquiryForm.failed);
  expect(await focusedIsOutcome(page)).toBe(true);
  const links = await page.$$eval(`${outcome} a`, (anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links).toEqual(expect.arrayContaining([`mailto:${site.email}`, `tel:${site.phone.e164}`]));
  expect(await page.$eval('#enquiry-name', (input) => (input as HTMLInputElement).value)).toBe('Ada Lovelace');
  await page.close();
});

it('a refused submit marks the invalid fields and lists them, linked, above the form', async () => {
  const page = await contactPage();
  await page.type('#enquiry-email', 'not an address');
  await send(page);
  // The browser's own validation, as before: focus on the first field it refuses.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-name');
  const invalid = await page.$$eval('[aria-invalid="true"]', (fields) => fields.map((field) => field.id));
  expect(invalid).toEqual(['enquiry-name', 'enquiry-email', 'enquiry-subject', 'enquiry-message']);
  // The summary's code loads at the first refused submit.
  await page.waitForSelector('#enquiry-error-summary-heading');
  const summary = await page.$$eval('#enquiry-error-summary-heading + ul a', (anchors) =>
    anchors.map((a) => a.getAttribute('href')),
  );
  expect(summary).toEqual(invalid.map((id) => `#${id}`));

  await page.click('a[href="#enquiry-message"]');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-message');
  await page.type('#enquiry-message', 'Hello');
  expect(await page.$eval('#enquiry-message', (field) => field.getAttribute('aria-invalid'))).toBeNull();
  expect(await page.$$eval('#enquiry-error-summary-heading + ul a', (anchors) => anchors.length)).toBe(3);
  await page.close();
});

/** Whether the element is wholly on screen, below the fixed bar. */
const inViewBelowBar = (page: Page, selector: string) =>
  page.$eval(selector, (element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= document.querySelector('header')!.getBoundingClientRect().bottom && bottom <= window.innerHeight;
  });
const summary = '[role="group"][aria-labelledby="enquiry-error-summary-heading"]';
const summaryLinks = (page: Page) =>
  page.$$eval(`${summary} a`, (anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));

it.each(['phone', 'desktop'] as const)(
  'at %s, a field the service refuses is shown as the browser’s refusals are: by the field, in the summary, which has focus',
  async (viewport) => {
    const page = await contactPage(viewport);
    await page.type('#enquiry-name', 'Ada Lovelace');
    // The browser's email check lets this through (a domain without a dot); the service refuses it.
    await page.type('#enquiry-email', 'ada@examplecom');
    await page.select('#enquiry-subject', 'general');
    await page.type('#enquiry-message', 'A question about safeguarding audits.');
    await send(page);
    await page.waitForFunction((selector) => document.activeElement?.matches(selector), {}, summary);
    const refusal = enquiryFields.email.invalid;
    expect(await summaryLinks(page)).toEqual([[refusal, '#enquiry-email']]);
    expect(await page.$eval('#enquiry-email', (field) => field.getAttribute('aria-invalid'))).toBe('true');
    expect(await page.$eval('#enquiry-email', (field) => field.getAttribute('aria-describedby'))).toBe(
      'enquiry-email-error',
    );
    expect(await page.$eval('#enquiry-email-error', (error) => error.textContent)).toBe(refusal);
    expect(await inViewBelowBar(page, summary)).toBe(true);
    // Not "try again": nothing in the outcome, every field kept.
    expect(await outcomeText(page)).toBe('');
    expect(await page.$eval('#enquiry-message', (field) => (field as HTMLTextAreaElement).value)).toContain(
      'safeguarding',
    );

    // Put right, it is sent.
    await page.click('a[href="#enquiry-email"]');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-email');
    await page.keyboard.press('End');
    await page.keyboard.type('.com');
    expect(await page.$(summary)).toBeNull();
    await send(page);
    await page.waitForFunction(
      (selector, text) => document.querySelector(selector)?.textContent?.includes(text),
      {},
      outcome,
      enquiryForm.success,
    );
    expect(await inViewBelowBar(page, outcome)).toBe(true);
    await page.close();
  },
);

it('at 390 px, after an empty submit the summary and the first field, with its label and error, are in view below the bar', async () => {
  const page = await contactPage('phone');
  await send(page);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-name');
  await page.waitForFunction(
    // Once the summary's code has loaded (at the first refused submit) and it is in view.
    (selector) => (document.querySelector(selector)?.getBoundingClientRect().top ?? 0) > 0,
    {},
    summary,
  );
  for (const selector of [summary, 'label[for="enquiry-name"]', '#enquiry-name-error', '#enquiry-name'])
    expect([selector, await inViewBelowBar(page, selector)]).toEqual([selector, true]);
  await page.close();
});
