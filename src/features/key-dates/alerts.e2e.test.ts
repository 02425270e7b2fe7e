import type { ElementHandle, Page } from 'puppeteer';
import { alertsCopy } from './content/alerts';
import { axeViolations } from '../../../tests/support/axe';
import { releaseScripts, useBrowser, waitForHydration } from '../../../tests/e2e/helpers';

/**
 * Deadline alerts' sign-up where the dates are (issue 41), as a visitor meets it: by label and
 * role, with JavaScript off, with the scripts held back, and with the app running (where the form
 * the page was prerendered with is kept as HTML, costing no code, and a page the app renders itself
 * loads it; the first-load figures are every-route.test.ts's); the company tool's answer signs up for the company's own dates. Every post is answered
 * with the service's "check your inbox" page, whatever became of the address. (Axe on every
 * key-dates page, form included: every-route.test.ts.)
 */
const browser = useBrowser();

/**
 * A control of the sign-up whose heading has `idPrefix`, by its label's words (or a button's): as
 * a visitor finds it, and readable before the scripts arrive (DevTools' accessibility queries wait
 * for the page's load, which held-back scripts hold up).
 */
async function control(page: Page, idPrefix: string, name: string): Promise<ElementHandle<HTMLElement>> {
  const handle = await page.evaluateHandle(
    (prefix, words) => {
      const scope = document.querySelector(`[aria-labelledby="${prefix}-heading"]`);
      const label = [...(scope?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim() === words);
      const button = [...(scope?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === words);
      return (label?.control ?? button ?? null) as HTMLElement | null;
    },
    idPrefix,
    name,
  );
  const element = handle.asElement() as ElementHandle<HTMLElement> | null;
  if (!element) throw new Error(`No control "${name}" in the ${idPrefix} sign-up.`);
  return element;
}
const checked = async (page: Page, idPrefix: string, name: string) =>
  (await control(page, idPrefix, name)).evaluate((input) => (input as HTMLInputElement).checked);

async function signUp(page: Page, idPrefix: string, email: string) {
  await (await control(page, idPrefix, alertsCopy.emailLabel)).type(email);
  await (await control(page, idPrefix, alertsCopy.leadLabel(3))).click();
  const submit = await control(page, idPrefix, alertsCopy.submit);
  await Promise.all([page.waitForNavigation(), submit.click()]);
  expect(new URL(page.url()).pathname).toBe('/api/alerts');
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(alertsCopy.checkInbox.title);
  expect(await page.$eval('main', (main) => (main as HTMLElement).innerText)).toContain(alertsCopy.checkInbox.body);
}

describe('the deadline alerts sign-up', () => {
  it('works with JavaScript off at 390 px: the page’s own list chosen, a plain post, the answer page', async () => {
    const page = await browser.open('/key-dates/vat', 'phone', { javaScript: false });
    expect(await checked(page, 'alerts', 'VAT-registered businesses')).toBe(true);
    expect(await checked(page, 'alerts', 'Employers')).toBe(false);
    expect(await checked(page, 'alerts', alertsCopy.leadLabel(14))).toBe(true);
    expect(await checked(page, 'alerts', alertsCopy.leadLabel(3))).toBe(false);
    expect(
      await (await control(page, 'alerts', alertsCopy.emailLabel)).evaluate((input) => input.getAttribute('type')),
    ).toBe('email');
    await signUp(page, 'alerts', 'vat-reader@example.com');
    await page.close();
  });

  it('works at 1440 px before the scripts arrive', async () => {
    const page = await browser.open('/key-dates', 'desktop', { holdScripts: true });
    // On the overview no list is chosen for the visitor.
    expect(await checked(page, 'alerts', 'Sole traders and landlords')).toBe(false);
    await (await control(page, 'alerts', 'Sole traders and landlords')).click();
    await signUp(page, 'alerts', 'early@example.com');
    releaseScripts(page);
    await page.close();
  });

  it('with the app running, keeps the prerendered form without loading its code, and loads it for a page the app renders', async () => {
    const page = await browser.open('/key-dates/employers');
    await waitForHydration(page);
    // Whether React renders the form (a page the app rendered) or keeps it as prerendered HTML.
    const rendered = () =>
      page.$eval('#alerts-sign-up form', (form) => Object.keys(form).some((key) => key.startsWith('__react')));
    expect(await checked(page, 'alerts', 'Employers')).toBe(true);
    expect(await rendered()).toBe(false);
    // Another audience, in the app (no reload): the form is rendered there, for that audience.
    await page.click('nav[aria-label="Show the dates for"] ::-p-text(VAT-registered businesses)');
    await page.waitForFunction(() => window.location.pathname === '/key-dates/vat');
    await page.waitForFunction(
      () => (document.querySelector('#alerts-sign-up input[value="vat"]') as HTMLInputElement | null)?.checked === true,
    );
    expect(await checked(page, 'alerts', 'Employers')).toBe(false);
    expect(await rendered()).toBe(true);
    await signUp(page, 'alerts', 'app@example.com');
    await page.close();
  });

  it('in the company tool’s answer, signs up for that company’s own dates', async () => {
    const page = await browser.open('/key-dates/limited-companies', 'phone');
    await waitForHydration(page);
    await page.$eval('#company-dates-heading', (heading) => heading.scrollIntoView());
    await page.waitForSelector('input[name="yearEnd"]');
    await page.$eval('input[name="yearEnd"]', (input) => ((input as HTMLInputElement).value = '2026-12-31'));
    await page.select('select[name="vat"]', 'mar-jun-sep-dec');
    await page.click('::-p-aria(Show my dates)');
    await page.waitForSelector('[aria-labelledby="company-alerts-heading"]');
    expect(await page.$eval('#company-alerts-heading', (heading) => heading.tagName)).toBe('H3');
    expect(await checked(page, 'company-alerts', 'Limited companies and their directors')).toBe(true);
    expect(await checked(page, 'company-alerts', 'VAT-registered businesses')).toBe(true);
    expect(
      await page.$eval('[aria-labelledby="company-alerts-heading"]', (section) => (section as HTMLElement).innerText),
    ).toContain(alertsCopy.companyLabel('31 December 2026'));
    expect(await axeViolations(page)).toEqual([]);
    await signUp(page, 'company-alerts', 'director@example.com');
    await page.close();
  });
});
