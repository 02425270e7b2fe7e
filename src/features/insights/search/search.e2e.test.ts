import { href, pageDataPath } from '../../../config/paths';
import content from '../content/pages/search';
import { searchIndex } from './search-index';
import { search } from './search';
import { pathnameOf, useBrowser } from '../../../../tests/e2e/helpers';

/**
 * The search of the insights and the service and sector pages: its index is fetched only when a
 * visitor searches, never in a page's first load; without JavaScript the page says so and offers
 * the listings.
 */
const browser = useBrowser();
const query = 'safeguarding';
const expected = search(searchIndex(), query).map((entry) => entry.title);
const dataRequests = (page: Awaited<ReturnType<typeof browser.open>>) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/data/')),
  );

describe('search', () => {
  it('finds pages by their words in the app, fetching the index only then', async () => {
    expect(expected.length).toBeGreaterThan(1);
    const page = await browser.open(href('/search'), 'phone');
    expect(await dataRequests(page)).toEqual([]);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const field = await page.waitForSelector(`xpath/.//label[normalize-space()="${content.label}"]`);
    const id = await field!.evaluate((label) => (label as HTMLLabelElement).htmlFor);
    await page.type(`#${id}`, query);
    await page.keyboard.press('Enter');
    // The polite region is in the page from the start (issue 44, M6): what it says once the results are in.
    await page.waitForFunction(() => document.querySelector('main [role="status"]')?.textContent);
    expect(await page.$eval('main [role="status"]', (status) => status.textContent)).toBe(
      content.found(expected.length, query),
    );
    expect(await page.$$eval('main section h3 a', (links) => links.map((link) => link.textContent))).toEqual(expected);
    expect(await page.evaluate(() => window.location.search)).toBe(`?q=${query}`);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(await dataRequests(page)).toEqual([pageDataPath(href('/search'))]);
    await page.close();
  });

  it('answers a search’s own URL, and says when nothing is found', async () => {
    const page = await browser.open(`${href('/search')}?q=zzzz`, 'desktop');
    await page.waitForFunction(() => document.querySelector('main [role="status"]')?.textContent);
    expect(await page.$eval('main [role="status"]', (status) => status.textContent)).toBe(content.found(0, 'zzzz'));
    expect(await page.$eval('#search-query', (input) => (input as HTMLInputElement).value)).toBe('zzzz');
    await page.close();
  });

  it('without JavaScript, says search needs it and offers the listings', async () => {
    const page = await browser.open(href('/search'), 'phone', { javaScript: false });
    expect(await page.$eval('main', (main) => main.textContent ?? '')).toContain(content.noScript);
    await page.type('#search-query', query);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(await pathnameOf(page)).toBe(href('/search'));
    const browse = await page.$$eval('nav[aria-labelledby="browse-heading"] a', (links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(browse).toEqual(content.browse.map((link) => link.to));
    await page.close();
  });
});
