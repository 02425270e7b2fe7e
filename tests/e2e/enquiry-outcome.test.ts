import type { Page } from 'puppeteer';
import { site } from '../../src/config/site';
import { enquiryForm } from '../../src/content/enquiry';
import { useBrowser, waitForHydration } from './helpers';

/**
 * The enquiry form's answer to a keyboard visitor: the outcome stays in the form, beside the
 * button, after the spec's toast has gone, and focus lands on it (success) or on the error summary
 * with the other ways in (failure), never on nothing; a refused submit marks the fields and lists
 * them, GOV.UK-style, with the browser's own validation left as it is.
 */
const browser = useBrowser();
const outcome = 'form[action="/api/enquiries"] [role="status"]';

async function contactPage(): Promise<Page> {
  const page = await browser.open('/contact', 'desktop', { waitUntil: 'load' });
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
  await page.waitForFunction(shown, { timeout: 10_000 }, text, true);
  await page.waitForFunction(shown, { timeout: 10_000, polling: 100 }, text, false);
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
