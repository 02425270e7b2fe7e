import { staticPaths } from '../../src/app/static-paths';
import { baseUrl, useBrowser } from './helpers';

/**
 * Loading any page asks nothing of any host but the site's own, sets no cookie and stores nothing
 * in the browser: the cookie policy's promise, kept.
 */
const browser = useBrowser();

it('every route requests only the site’s own files, sets no cookie and stores nothing', async () => {
  const page = await browser.open('/', 'phone');
  const foreign: string[] = [];
  const methods = new Set<string>();
  page.on('request', (request) => {
    methods.add(request.method());
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== baseUrl()) foreign.push(request.url());
  });

  for (const path of [...staticPaths(), '/sectors/unknown/wildcard', '/no-such-page']) {
    await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'networkidle0' });
    // A scroll to the bottom brings in the lazily loaded images too.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.waitForNetworkIdle({ idleTime: 200 });
    const stored = await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]);
    expect([path, ...stored]).toEqual([path, 0, 0, '']);
  }

  expect(foreign).toEqual([]);
  expect([...methods]).toEqual(['GET']);
  expect(await page.browserContext().cookies()).toEqual([]);
}, 180_000);
