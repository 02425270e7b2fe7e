import { htmlFileFor } from '../../server/platform/build-layout';
import { firstLoadScripts } from '../../scripts/first-load';
import { distFiles, gzipSize, readDist } from '../support/build-files';
import { useBrowser } from './helpers';
import { parseHtml } from '../support/html';

/**
 * The whole home page, everything it transfers, against DESIGN.md's 200 KB. Each route's
 * first-load JavaScript (the 100 KB budget less the margin, written to reports/first-load.md) is
 * measured on the one load every-route.test.ts makes of it.
 */
const browser = useBrowser();
const budget = { homeTotal: 200 * 1024 };

describe('first-load JavaScript', () => {
  it('the whole home page transfers at most 200 KB', async () => {
    const page = await browser.open('/', 'phone', { waitUntil: 'load' });
    const html = parseHtml(readDist(htmlFileFor('/')));
    const files = new Set([
      ...(await firstLoadScripts(page)),
      ...[...html.querySelectorAll('link[rel="stylesheet"][href^="/assets/"]')].map(
        (l) => l.getAttribute('href') ?? '',
      ),
      // Every image the page refers to, above the fold or not: an upper bound.
      ...[...html.querySelectorAll('img[src^="/assets/"]')].map((img) => img.getAttribute('src') ?? ''),
    ]);
    expect([...files].filter((file) => file.endsWith('.css'))).toHaveLength(1);
    // The font face the page's text uses (the fuller Latin faces load only for rarer characters).
    const font = distFiles().find((file) => /inter-latin-core-wght\.[\w]+\.woff2$/.test(file));
    expect(font).toBeDefined();
    const total = gzipSize(htmlFileFor('/')) + [...files, `/${font}`].reduce((sum, file) => sum + gzipSize(file), 0);
    expect(total).toBeLessThanOrEqual(budget.homeTotal);
    await page.close();
  });
});
