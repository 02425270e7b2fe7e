import type { Page } from 'puppeteer';
import { href } from '../../src/config/paths';
import fees from '../../src/content/pages/fees';
import searchContent from '../../src/features/insights/content/pages/search';
import { search } from '../../src/features/insights/search/search';
import { searchIndex } from '../../src/features/insights/search/search-index';
import { isHydrated, releaseScripts, useBrowser, waitForHydration } from './helpers';

/**
 * Issue 54, finding 10 (WCAG 4.1.3): a search or an estimate sent before the page's scripts have
 * arrived. The form's plain GET reloads the page, and the connection stays slow (the scripts of
 * every load held back): the reloaded page must say, by CSS alone, that the answer is on its way
 * (src/platform/forms/not-ready-yet.tsx); once the scripts come, the fields hold what was sent, the
 * answer is shown and the notice is gone. With JavaScript off the notice is never displayed.
 */
const browser = useBrowser();
const { labels } = fees.estimate;

/** The notice: the status region holding the given words. */
const notice = (words: string) => `xpath/.//*[@role="status"][normalize-space()="${words}"]`;

/** Waits until the notice is displayed (it is, once the page has waited two seconds for its code). */
const noticeShown = (page: Page, words: string) =>
  page.waitForSelector(notice(words), { visible: true }).then((element) => element !== null);

/** Sends the form with a key press and waits for the reloaded page, its answers in its address, to be parsed and styled. */
async function sendAndReload(page: Page, press: () => Promise<void>) {
  await press();
  // Not DOMContentLoaded: the held deferred entry script holds it back.
  await page.waitForFunction(
    () => window.location.search !== '' && document.querySelector('footer') !== null && document.styleSheets.length > 0,
  );
  expect(await isHydrated(page)).toBe(false);
}

describe('a form sent before its scripts arrived', () => {
  it('the estimate: a notice while loading, then the answers back and the estimate shown', async () => {
    const page = await browser.open(href('/fees'), 'phone', { holdScripts: true, holdAcrossLoads: true });
    await page.click('#clientType-soleTrader');
    const turnover = await page.$eval('#estimate-turnover option:not([disabled])', (option) => option.value);
    const transactions = await page.$eval('#estimate-transactions option:not([disabled])', (option) => option.value);
    await page.select('#estimate-turnover', turnover);
    await page.select('#estimate-transactions', transactions);
    await page.click('#vat-no');
    await page.focus('#estimate-employees');
    await sendAndReload(page, () => page.keyboard.press('Enter'));
    expect(await noticeShown(page, labels.notReadyYet)).toBe(true);

    releaseScripts(page);
    await waitForHydration(page);
    await page.waitForSelector('#estimate-result-heading');
    expect(await page.$eval('#clientType-soleTrader', (radio) => (radio as HTMLInputElement).checked)).toBe(true);
    expect(await page.$eval('#estimate-turnover', (select) => (select as HTMLSelectElement).value)).toBe(turnover);
    expect(await page.$eval('#vat-no', (radio) => (radio as HTMLInputElement).checked)).toBe(true);
    expect(await page.$(notice(labels.notReadyYet))).toBeNull();
    await page.close();
  });

  it('the search: a notice while loading, then the words back and the results shown', async () => {
    const query = 'safeguarding';
    const found = search(searchIndex(), query).length;
    const page = await browser.open(href('/search'), 'phone', { holdScripts: true, holdAcrossLoads: true });
    await page.type('#search-query', query);
    await sendAndReload(page, () => page.keyboard.press('Enter'));
    expect(await page.evaluate(() => window.location.search)).toBe(`?q=${query}`);
    expect(await noticeShown(page, searchContent.notReadyYet)).toBe(true);

    releaseScripts(page);
    await waitForHydration(page);
    await page.waitForFunction(
      (words) => [...document.querySelectorAll('main [role="status"]')].some((s) => s.textContent === words),
      {},
      searchContent.found(found, query),
    );
    expect(await page.$eval('#search-query', (input) => (input as HTMLInputElement).value)).toBe(query);
    expect(await page.$(notice(searchContent.notReadyYet))).toBeNull();
    await page.close();
  });

  it('with JavaScript off, the notice is not displayed: the page says search needs it', async () => {
    const page = await browser.open(`${href('/search')}?q=vat`, 'phone', { javaScript: false });
    const element = await page.$(notice(searchContent.notReadyYet));
    expect(await element!.evaluate((status) => getComputedStyle(status).display)).toBe('none');
    expect(await page.$eval('main', (main) => main.textContent)).toContain(searchContent.noScript);
    await page.close();
  });
});
