import type { Page } from 'puppeteer';
import { useBrowser, type Open } from './helpers';
import { waitForHydration } from '../../scripts/first-load';

const browser = useBrowser();

/** Console errors and warnings while the page at `path` loads and hydrates. */
async function consoleProblems(open: Open, path: string): Promise<{ page: Page; problems: string[] }> {
  const problems: string[] = [];
  let status = 0;
  const page = await open(path, 'desktop', {
    before: (opening) => {
      opening.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warn') {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      opening.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.frame() === opening.mainFrame()) {
          status = response.status();
        }
      });
    },
  });
  expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(path);
  // The app starts after the first paint and an idle moment, later than the network goes quiet:
  // what hydrating says in the console, and the keyboard model only the app adds, come with it.
  await waitForHydration(page);
  // The not-found page is served with 404 on purpose; Chromium reports that status in the console.
  const expected = status === 404 ? /Failed to load resource.*404/ : /^$/;
  return { page, problems: problems.filter((problem) => !expected.test(problem)) };
}

describe('hydration', () => {
  // Side by side, a few pages at once (inTurn), each in a browser context of its own.
  it.concurrent.each([
    '/',
    '/services',
    '/services#fintech',
    '/services/tax',
    '/services/audit/safeguarding-audit',
    '/sectors',
    '/sectors/technology',
    '/sectors/financial-services/banking',
    '/sectors/anything/else',
    '/about',
    '/contact',
    '/privacy-policy',
    '/accessibility',
    '/no-such-page',
    // Served as the not-found page (404) by both servers: the app must hydrate it as it is.
    '/insights/no-such-article',
    '/insights/topics/no-such-topic',
  ])(
    '%s loads and hydrates with no console error or warning',
    (path) =>
      browser.inTurn(async (open) => {
        const { page, problems } = await consoleProblems(open, path);
        expect(problems).toEqual([]);
        // Interactive: the dropdown's keyboard model, which only the app adds, responds.
        await page.focus('button[popovertarget="nav-services"]');
        await page.keyboard.press('ArrowDown');
        expect(await page.$eval('#nav-services', (panel) => panel.contains(document.activeElement))).toBe(true);
      }),
    // A case may wait its turn behind the others running side by side before it starts.
    120_000,
  );

  it('renders a wildcard URL not known at build time after load', async () => {
    const page = await browser.open('/sectors/technology/saas-startups');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Technology');
    expect(await page.title()).toBe('Technology | Harbourline Accountants');
  });
});

describe('client-side navigation', () => {
  it('moves between pages without reloading, updating the title, canonical URL and focus', async () => {
    const page = await browser.open('/');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    await page.click('nav[aria-label="Main"] a[href="/about"]');
    await page.waitForFunction(() => document.title === 'About us | Harbourline Accountants');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await page.$eval('link[rel="canonical"]', (l) => l.getAttribute('href'))).toMatch(/\/about$/);
    await page.waitForFunction(() => document.activeElement?.id === 'page-title');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.click('footer a[href="/privacy-policy"]');
    await page.waitForFunction(() => document.title.startsWith('Privacy policy'));
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Structured data is in each URL's own HTML, for search engines (tests/build/prerendered-pages):
    // a page the app renders has none, rather than an empty or another page's block.
    expect(await page.$$('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('keeps the prerendered structured data whole while hydrating and while the page is shown', async () => {
    const page = await browser.open('/contact');
    await waitForHydration(page);
    const types = () =>
      page.$$eval('script[type="application/ld+json"]', (scripts) =>
        scripts.map((s) => (JSON.parse(s.textContent ?? '') as { '@type': string })['@type']),
      );
    expect(await types()).toEqual(['WebPage', 'AccountingService', 'BreadcrumbList']);

    await page.click('footer a[href="/privacy-policy"]');
    await page.waitForFunction(() => document.title.startsWith('Privacy policy'));
    await page.goBack();
    await page.waitForFunction(() => document.title.startsWith('Contact'));
    expect(await types()).toEqual([]);
  });
});

describe('with JavaScript off', () => {
  it('reads fully, with plain links that work and a form that posts to the enquiry service', async () => {
    const page = await browser.open('/services', 'desktop', { javaScript: false });
    // The cards open natively (see first-paint.test.ts); none is open to start with.
    expect(await page.$$eval('details', (cards) => cards.filter((card) => card.open).length)).toBe(0);
    await page.click('#tax-summary');
    expect(await page.$eval('#tax-panel', (panel) => panel.checkVisibility())).toBe(true);

    await page.click('footer a[href="/contact"]');
    await page.waitForFunction(() => window.location.pathname === '/contact');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Talk to a director');
    // A plain POST, so nothing typed can end up in a URL; src/features/enquiry/enquiry.e2e.test.ts sends one.
    expect(await page.$eval('main form', (f) => [f.getAttribute('method'), f.getAttribute('action')])).toEqual([
      'post',
      '/api/enquiries',
    ]);
    expect(await page.$eval('button[type="submit"]', (b) => (b as HTMLButtonElement).disabled)).toBe(false);
  });
});
