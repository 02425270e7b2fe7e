import type { Page } from 'puppeteer';
import { firstLoadScripts } from '../../scripts/first-load';
import { htmlFileFor } from '../../server/platform/build-layout';
import { readDist } from '../support/build-files';
import { pathnameOf, useBrowser, waitForHydration } from './helpers';

/**
 * The router's table is not in a page's first load (src/app/routes.tsx): the page hydrates with
 * its own route, which the build writes on #root, and the table arrives when the visitor may go
 * elsewhere, or when a navigation needs it. A pattern only the table holds tells it apart.
 */
const browser = useBrowser();
const onlyInTable = '/insights/topics/:topic/page/:page';

const scriptsHolding = (files: string[], text: string) =>
  files.filter((file) => readDist(file.replace(/^\//, '')).includes(text));

/** Marks the document, so that a full load (which would lose the mark) is told from the router's navigation. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
/** The heading the build wrote for a page, which the router must show after navigating there. */
const headingOf = (urlPath: string) =>
  /<h1 [^>]*>([^<]*)</.exec(readDist(htmlFileFor(urlPath).replace(/^\//, '')))?.[1] ?? '';
const showsHeading = (page: Page, urlPath: string) =>
  page.waitForFunction(
    (pathname, heading) =>
      window.location.pathname === pathname && document.querySelector('main h1')?.textContent === heading,
    {},
    urlPath,
    headingOf(urlPath),
  );
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

describe('the route table', () => {
  it('is not in the first load, and arrives when a pointer is over a link', async () => {
    const page = await browser.open('/key-dates', 'desktop', { waitUntil: 'load' });
    await waitForHydration(page);
    expect(scriptsHolding(await firstLoadScripts(page), onlyInTable)).toEqual([]);
    const table = page.waitForResponse(
      (response) => response.url().endsWith('.js') && response.text().then((text) => text.includes(onlyInTable)),
    );
    await page.hover('footer a[href="/about"]');
    await table;
    await mark(page);
    await page.click('footer a[href="/about"]');
    await showsHeading(page, '/about');
    expect([await pathnameOf(page), await stayed(page)]).toEqual(['/about', true]);
  });

  it('is waited for by a navigation that comes first, which keeps the page up meanwhile', async () => {
    const page = await browser.open('/contact', 'desktop', { waitUntil: 'load' });
    await waitForHydration(page);
    await mark(page);
    // A click from script: no pointer or key, so nothing has loaded the table yet.
    await page.$eval('footer a[href="/fees"]', (link) => (link as HTMLAnchorElement).click());
    await showsHeading(page, '/fees');
    expect(await stayed(page)).toBe(true);
  });

  it('is not needed by the not-found page, which hydrates as itself', async () => {
    const page = await browser.open('/no-such-page', 'desktop', { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await page.$eval('#root', (root) => (root as HTMLElement).dataset.page)).toBe('platform/not-found-page');
    expect(scriptsHolding(await firstLoadScripts(page), onlyInTable)).toEqual([]);
  });
});
