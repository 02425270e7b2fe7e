import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { keyDateAudiencePages, keyDatesIndex } from './indexes/key-dates';
import { expandKeyDates } from './rules/indexed';
import { vatQuarterRules, yearEndRules } from './content/rules';
import { formatLongDate } from '../../platform/calendar/format';
import { companyKeyDates } from './rules/year-end';
import keyDates from './content/pages/key-dates';
import { until } from '../../../test-kit/until';
import { pathnameOf, useBrowser, waitForHydration } from '../../../tests/e2e/helpers';

/**
 * /key-dates in the browser: the audience filter with JavaScript off (each audience a page of its
 * own) and on (instant, without a reload), and a company's own dates with their download.
 * (Axe on every key-dates URL: accessibility.test.ts; first-load JavaScript: first-load.test.ts.)
 */
const browser = useBrowser();
const mainText = (page: Awaited<ReturnType<typeof browser.open>>) =>
  page.$eval('main', (main) => (main as HTMLElement).innerText);
const filterLink = (label: string) => `nav[aria-label="Show the dates for"] ::-p-text(${label})`;

describe('the audience filter', () => {
  it('works with JavaScript off: each audience is its own prerendered page', async () => {
    const page = await browser.open('/key-dates/employers', 'phone', { javaScript: false });
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Key dates for employers');
    let text = await mainText(page);
    expect(text).toContain('PAYE: pay HMRC');
    expect(text).not.toContain('VAT return and payment');

    await Promise.all([page.waitForNavigation(), page.click(filterLink('VAT-registered businesses'))]);
    expect(await pathnameOf(page)).toBe('/key-dates/vat');
    text = await mainText(page);
    expect(text).toContain('VAT return and payment');
    expect(text).not.toContain('PAYE: pay HMRC');
    expect(await page.$eval('a[aria-current="page"]', (a) => a.textContent)).toBe('VAT-registered businesses');
    // The company tool explains itself instead of showing a form that cannot work.
    expect(text).toContain('With JavaScript on, enter your company’s accounting year end');
    expect(await page.$('input[name="yearEnd"]')).toBeNull();
    await page.close();
  });

  it('with JavaScript on, filters at once, without reloading the page', async () => {
    const page = await browser.open('/key-dates/employers');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.click(filterLink('Sole traders and landlords'));
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'Key dates for sole traders and landlords',
    );
    expect(await pathnameOf(page)).toBe('/key-dates/sole-traders');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const text = await mainText(page);
    expect(text).toContain('Self Assessment: online tax return');
    expect(text).not.toContain('PAYE: pay HMRC');
    await page.click(filterLink('Everyone'));
    await page.waitForFunction(() => window.location.pathname === '/key-dates');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.close();
  });
});

describe("a company's own dates", () => {
  it('lists them from the year end and VAT quarters, and downloads them as a calendar', async () => {
    const page = await browser.open('/key-dates', 'phone');
    await waitForHydration(page);
    // The form loads as its section comes near the screen.
    await page.$eval('#company-dates-heading', (heading) => heading.scrollIntoView());
    await page.waitForSelector('input[name="yearEnd"]');
    await page.$eval('input[name="yearEnd"]', (input) => ((input as HTMLInputElement).value = '2026-12-31'));
    await page.select('select[name="vat"]', 'mar-jun-sep-dec');
    await page.click('::-p-aria(Show my dates)');
    await page.waitForSelector('a[download="my-company-key-dates.ics"]');

    // What the unit-tested rules give for the same year end over the same window.
    const expected = companyKeyDates(
      { yearEnd: '2026-12-31', vatRules: vatQuarterRules.filter((rule) => rule.id === 'vat-quarters-mar-jun-sep-dec') },
      yearEndRules,
      keyDatesIndex.range.from,
      keyDatesIndex.range.to,
    );
    expect(expected.length).toBeGreaterThan(4);
    const text = await mainText(page);
    for (const date of expected) expect(text).toContain(formatLongDate(date.date));
    // The dates take focus as they arrive, named by their heading and their number, in view below the bar.
    const name = await page.evaluate(() =>
      document.activeElement
        ?.getAttribute('aria-labelledby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
    expect(name).toBe(`${keyDates.company.resultsHeading} ${keyDates.company.found(expected.length)}`);
    expect(
      await page.evaluate(
        () => document.activeElement!.getBoundingClientRect().top >= document.querySelector('header')!.offsetHeight,
      ),
    ).toBe(true);

    // The download, as the browser saves it.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'key-dates-'));
    const cdp = await page.createCDPSession();
    // For the browser context the page is in (the run's browser is shared; each file has its own).
    await cdp.send('Browser.setDownloadBehavior', {
      behavior: 'allow',
      downloadPath: folder,
      browserContextId: page.browserContext().id,
    });
    await page.click('a[download="my-company-key-dates.ics"]');
    const file = path.join(folder, 'my-company-key-dates.ics');
    // Chromium writes to a .crdownload file and renames it once complete.
    await until(() => fs.existsSync(file), 30_000);
    const events = new ICAL.Component(ICAL.parse(fs.readFileSync(file, 'utf8'))).getAllSubcomponents('vevent');
    expect(events.map((event) => String(event.getFirstPropertyValue('dtstart')))).toEqual(
      expected.map((date) => date.date),
    );
    fs.rmSync(folder, { recursive: true, force: true });
    await page.close();
  });
});

describe("a company's own dates, refused", () => {
  it('an empty year end is named by the field and in the summary above the form', async () => {
    const page = await browser.open('/key-dates', 'phone');
    await waitForHydration(page);
    await page.$eval('#company-dates-heading', (heading) => heading.scrollIntoView());
    await page.waitForSelector('input[name="yearEnd"]');
    await page.click('#company-dates-heading ~ form button[type="submit"]');
    const field = await page.$eval('input[name="yearEnd"]', (input) => ({
      id: input.id,
      focused: input === document.activeElement,
      invalid: input.getAttribute('aria-invalid'),
      description: input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    }));
    expect(field.focused).toBe(true);
    expect(field.invalid).toBe('true');
    expect(field.description).toBe(`${keyDates.company.yearEndHint} ${keyDates.company.yearEndMissing}`);
    expect(
      await page.$$eval('#company-dates-error-summary-heading + ul a', (links) =>
        links.map((link) => [link.textContent, link.getAttribute('href')]),
      ),
    ).toEqual([[keyDates.company.yearEndMissing, `#${field.id}`]]);
    await page.close();
  });
});

describe('the feeds', () => {
  it('are offered as a webcal:// subscription and as a download of the same file', async () => {
    const page = await browser.open('/key-dates/employers');
    const subscribe = await page.$eval('a[aria-label="Subscribe to the key dates for employers"]', (a) =>
      a.getAttribute('href'),
    );
    const download = await page.$eval('a[aria-label="Download the key dates for employers (.ics)"]', (a) =>
      a.getAttribute('href'),
    );
    expect(download).toBe('/key-dates/employers.ics');
    expect(subscribe).toMatch(/^webcal:\/\/[^/]+\/key-dates\/employers\.ics$/);
    const served = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { type: response.headers.get('content-type'), text: await response.text() };
    }, download!);
    expect(served.type).toBe('text/calendar; charset=utf-8');
    expect(new ICAL.Component(ICAL.parse(served.text)).getAllSubcomponents('vevent')).toHaveLength(
      expandKeyDates(keyDatesIndex, keyDateAudiencePages).filter((date) => date.audiences.includes('employers')).length,
    );
    await page.close();
  });
});
