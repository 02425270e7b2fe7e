import { href, pageDataPath } from '../../config/paths';
import { insightSummaries } from './insights-index';
import { insightsConcerning } from './pipeline/insight-paths';
import { serviceAreaPages } from '../../content/page-tree';
import { pathnameOf, useBrowser } from '../../../tests/e2e/helpers';

/**
 * The insights in a browser, with JavaScript on and off: the listing, a topic's listing, an
 * article (whose body, like each listing's page, is fetched as that page's own data) and the
 * related articles on a service page.
 */
const browser = useBrowser();
const [newest] = insightSummaries;
if (!newest) throw new Error('No published insight to test.');
const articlePath = href('/insights/:slug', { slug: newest.slug });
const topicPath = href('/insights/topics/:topic', { topic: newest.topics[0]! });
const servicePage = serviceAreaPages
  .flatMap(({ area, subservices }) => [area, ...subservices])
  .find((page) => insightsConcerning(insightSummaries, page.path).length > 0);
if (!servicePage) throw new Error('No service page has a related insight.');

const headings = (page: Awaited<ReturnType<typeof browser.open>>, selector: string) =>
  page.$$eval(selector, (links) => links.map((link) => link.textContent?.trim()));

describe.each([true, false])('insights with JavaScript %s', (javaScript) => {
  it('lists every article, newest first, with its date, author and reading time', async () => {
    const page = await browser.open(href('/insights'), 'desktop', { javaScript });
    expect(await headings(page, 'main h2 a')).toEqual(insightSummaries.map((insight) => insight.title));
    const card = await page.$eval('main h2', (heading) => heading.closest('li')?.textContent ?? '');
    expect(card).toContain(newest.author);
    expect(card).toMatch(/\d+ min read/);
    await page.close();
  });

  it('lists a topic’s articles on its own page', async () => {
    const page = await browser.open(topicPath, 'phone', { javaScript });
    const onTopic = insightSummaries.filter((insight) => insight.topics.includes(newest.topics[0]!));
    expect(await headings(page, 'main h2 a')).toEqual(onTopic.map((insight) => insight.title));
    expect(
      await page.$eval('nav[aria-label="Topics"] [aria-current="page"]', (link) => link.getAttribute('href')),
    ).toBe(topicPath);
    await page.close();
  });

  it('shows an article with its body, review, author link and call to action', async () => {
    const page = await browser.open(articlePath, 'desktop', { javaScript });
    expect(await page.$eval('main h1', (heading) => heading.textContent)).toBe(newest.title);
    const text = await page.$eval('main', (main) => main.textContent ?? '');
    expect(text).toContain(`by ${newest.reviewer}.`);
    expect(await page.$eval('.insight-body', (body) => body.textContent?.length ?? 0)).toBeGreaterThan(500);
    // The measure: the body's longest paragraph averages 65–75 characters on each full line.
    const measure = await page.$eval('.insight-body', (body) => {
      const paragraph = [...body.querySelectorAll('p')].sort(
        (a, b) => b.textContent!.length - a.textContent!.length,
      )[0]!;
      // Characters counted by the line they are drawn on; the last line is part-filled, so left out.
      const perLine = new Map<number, number>();
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < node.textContent!.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (rect) perLine.set(Math.round(rect.top), (perLine.get(Math.round(rect.top)) ?? 0) + 1);
        }
      }
      const full = [...perLine.entries()].sort(([a], [b]) => a - b).slice(0, -1);
      return full.reduce((sum, [, count]) => sum + count, 0) / full.length;
    });
    expect(measure).toBeGreaterThanOrEqual(65);
    expect(measure).toBeLessThanOrEqual(75);
    expect(await page.$eval(`main a[href="${href('/about')}"]`, (link) => link.textContent)).toBe(newest.author);
    expect(await page.$('#consultation-heading')).not.toBeNull();
    await page.close();
  });

  it('shows related insights on a service page the articles concern', async () => {
    const page = await browser.open(servicePage.path, 'desktop', { javaScript });
    const expected = insightsConcerning(insightSummaries, servicePage.path).map((insight) => insight.title);
    expect(await headings(page, 'section[aria-labelledby="insights-heading"] h3 a')).toEqual(expected);
    await page.close();
  });
});

describe('in the app', () => {
  it('goes from the listing to an article without a page load', async () => {
    const page = await browser.open(href('/insights'), 'desktop');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await Promise.all([
      page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, {}, newest.title),
      page.click(`main h2 a[href="${articlePath}"]`),
    ]);
    expect(await pathnameOf(page)).toBe(articlePath);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await page.close();
  });

  it('goes to a topic in the app, fetching that page’s data and no other', async () => {
    const page = await browser.open(href('/insights'), 'desktop');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const onTopic = insightSummaries.filter((insight) => insight.topics.includes(newest.topics[0]!));
    const topics = await page.$('nav[aria-label="Topics"]');
    await Promise.all([
      page.waitForFunction(
        (path) =>
          document.querySelector('nav[aria-label="Topics"] [aria-current="page"]')?.getAttribute('href') === path,
        {},
        topicPath,
      ),
      topics!.$eval(`a[href="${topicPath}"]`, (link) => (link as HTMLAnchorElement).click()),
    ]);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(await headings(page, 'main h2 a')).toEqual(onTopic.map((insight) => insight.title));
    const data = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/data/')),
    );
    expect(data).toEqual([pageDataPath(href('/insights')), pageDataPath(topicPath)]);
    await page.close();
  });
});
