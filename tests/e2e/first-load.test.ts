import fs from 'node:fs';
import path from 'node:path';
import { htmlFileFor } from '../../server/build-layout';
import { staticPaths } from '../../src/app/static-paths';
import { firstLoadBudget, firstLoadBytes, firstLoadScripts } from '../../scripts/first-load';
import { dist, distFiles, gzipSize, readDist } from '../support/build-files';
import { useBrowser } from './helpers';
import { parseHtml } from '../support/html';

/**
 * DESIGN.md's first-load JavaScript budget, measured as the browser fetches it: every script a
 * page loads before the app has hydrated it (the entry script, the app, the page's chunk and its
 * content), at the size the build precompresses it to (gzip level 9; 1 KB is 1,024 bytes), less
 * the margin (3 KB now; scripts/first-load.ts, which `npm run bench:content` measures with too). The
 * figures of the last run are written to reports/first-load.md.
 */
const browser = useBrowser();
const budget = { firstLoadJs: firstLoadBudget, homeTotal: 200 * 1024 };

/** Each route's figure, written to reports/first-load.md after the run (heaviest first). */
const measured = new Map<string, number>();
afterAll(() => {
  if (measured.size === 0) return;
  const rows = [...measured].sort(([, a], [, b]) => b - a);
  const format = (bytes: number) => bytes.toLocaleString('en-GB');
  const table = [
    `First-load JavaScript (gzip level 9), budget ${format(budget.firstLoadJs)} B:`,
    '',
    '| route | bytes | to spare |',
    '| --- | ---: | ---: |',
    ...rows.map(([route, bytes]) => `| ${route} | ${format(bytes)} | ${format(budget.firstLoadJs - bytes)} |`),
  ].join('\n');
  const reports = path.resolve(__dirname, '../../reports');
  fs.mkdirSync(reports, { recursive: true });
  fs.writeFileSync(path.join(reports, 'first-load.md'), `${table}\n`);
});

describe('first-load JavaScript', () => {
  it.each([...staticPaths(), '/no-such-page'])(
    '%s loads at most 100 KB (gzip) less the margin until it is interactive',
    async (route) => {
      const page = await browser.open(route, 'phone', { waitUntil: 'load' });
      const scripts = await firstLoadScripts(page);
      expect(scripts.length).toBeGreaterThanOrEqual(3); // main, the app, the page
      const bytes = firstLoadBytes(dist, scripts);
      measured.set(route, bytes);
      expect(bytes).toBeLessThanOrEqual(budget.firstLoadJs);
      await page.close();
    },
  );

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
