import fs from 'node:fs';
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { useBrowser, waitForHydration } from './helpers';
import { questionFields, type QuestionName } from '../../src/features/booking/topic-questions';
import switching from '../../src/content/pages/switching-accountant';

/**
 * The booking form's questions by topic, and the page about changing accountant that books that
 * topic: shown by the chosen topic with JavaScript on and off, filled in from the address (a
 * first load, and a navigation within the site, where they arrive from their own chunk), and
 * /switching-accountant read by role and checked with axe at both widths. Screenshots go to
 * SCREENSHOTS_DIR when it is set.
 */
const browser = useBrowser();
const shots = process.env.SCREENSHOTS_DIR;

/** The question's text box, found as a screen reader finds it: by role and accessible name. */
const question = (page: Page, name: QuestionName) =>
  page.waitForSelector(`::-p-aria([name="${questionFields[name].label}"][role="textbox"])`, { visible: true });
const shown = (page: Page, name: QuestionName) =>
  page.$eval(`[name="${name}"]`, (input) => (input as HTMLElement).checkVisibility());
const chooseTopic = (page: Page, topic: string) => page.select('::-p-aria([name="Topic"][role="combobox"])', topic);

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

describe('the booking form’s questions', () => {
  it('with JavaScript: filled in from the address, and shown by the topic chosen', async () => {
    const page = await browser.open(
      '/book#topic=changing-accountant&currentAccountant=Old%20Ledger%20%26%20Co&yearEnd=30%20June',
      'phone',
    );
    await waitForHydration(page);
    const current = await question(page, 'currentAccountant');
    await page.waitForFunction(
      () => (document.querySelector('[name="currentAccountant"]') as HTMLInputElement).value === 'Old Ledger & Co',
    );
    expect(await current!.evaluate((input) => (input as HTMLInputElement).value)).toBe('Old Ledger & Co');
    expect(await shown(page, 'yearEnd')).toBe(true);
    expect(await shown(page, 'firmReference')).toBe(false);
    await screenshot(page, 'book-changing-accountant-390');
    await chooseTopic(page, 'emi-reporting');
    await question(page, 'firmReference');
    expect(await shown(page, 'currentAccountant')).toBe(false);
    await chooseTopic(page, 'not-sure');
    await page.waitForFunction(
      () => !(document.querySelector('[data-topic-questions]') as HTMLElement).checkVisibility(),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('without JavaScript: the topic chosen shows its questions (CSS alone)', async () => {
    const page = await browser.open('/book', 'desktop', { javaScript: false });
    expect(await shown(page, 'firmReference')).toBe(false);
    await chooseTopic(page, 'audit');
    await question(page, 'firmReference');
    expect(await shown(page, 'yearEnd')).toBe(true);
    await chooseTopic(page, 'tax');
    await question(page, 'mtdStart');
    expect(await shown(page, 'income')).toBe(true);
    expect(await shown(page, 'firmReference')).toBe(false);
    await screenshot(page, 'book-tax-no-js-1440');
  });
});

describe('/switching-accountant', () => {
  it.each(['phone', 'desktop'] as const)('reads by role and passes axe (%s)', async (viewport) => {
    const page = await browser.open('/switching-accountant', viewport);
    await waitForHydration(page);
    await page.waitForSelector(`::-p-aria([name="${switching.hero.heading}"][role="heading"])`);
    for (const step of switching.steps)
      expect(await page.$(`::-p-aria([name="${step.heading}"][role="heading"])`)).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `switching-accountant-${viewport === 'phone' ? 390 : 1440}`);
  });

  it('books the topic "changing accountant": the app shows /book with its questions from their own chunk', async () => {
    const page = await browser.open('/switching-accountant', 'desktop');
    await waitForHydration(page);
    const link = await page.waitForSelector(`::-p-aria([name="${switching.booking.link}"][role="link"])`);
    await Promise.all([page.waitForFunction(() => location.pathname === '/book'), link!.click()]);
    await question(page, 'currentAccountant');
    await page.waitForFunction(
      () => (document.querySelector('select[name="topic"]') as HTMLSelectElement).value === 'changing-accountant',
    );
    await screenshot(page, 'book-from-switching-1440');
  });
});

it.each(['/fees', '/contact'])('%s links to /switching-accountant', async (path) => {
  const page = await browser.open(path, 'phone', { javaScript: false });
  const href = await page.$eval('a[href="/switching-accountant"]', (link) => link.textContent);
  expect(href).toBe('What changing involves, and how long it takes');
});
