import { sectorPages, serviceAreaPages } from '../../src/content/page-tree';
import { distFiles, gzipSize, readDist } from '../support/build-files';

/**
 * The speed budgets of DESIGN.md, held on the build itself (deterministic: sizes, not timings).
 * Sizes are bytes after gzip at level 9; 1 KB is 1,024 bytes. The JavaScript a page loads, and so
 * the home page's whole weight, is measured where the browser fetches it: e2e/first-load.test.ts.
 */
const KB = 1024;
const budget = { css: 25 * KB, image: 150 * KB };

describe('speed budgets', () => {
  it('ships at most 25 KB of CSS (gzip), in one file', () => {
    const css = distFiles().filter((file) => file.endsWith('.css'));
    expect(css).toHaveLength(1);
    expect(gzipSize(css[0] as string)).toBeLessThanOrEqual(budget.css);
  });

  it('has no image or font over 150 KB', () => {
    const media = distFiles().filter((file) => /\.(png|jpe?g|webp|avif|svg|gif|woff2?)$/.test(file));
    expect(media.length).toBeGreaterThan(20);
    const sizes = media.map((file) => [file, gzipSize(file)] as const);
    expect(sizes.filter(([, size]) => size > budget.image)).toEqual([]);
  });
});

describe('page copy in the scripts', () => {
  const scripts = distFiles()
    .filter((file) => file.endsWith('.js'))
    .map((file) => readDist(file));
  const pages = [
    ...serviceAreaPages.flatMap(({ area, subservices }) => [area, ...subservices]),
    ...sectorPages.flatMap(({ sector, subsectors }) => [sector, ...subsectors]),
  ];

  const excerpt = (paragraph: string) => paragraph.slice(0, 60);

  // The navigation and the listings read indexes derived at build time (src/content/indexes/):
  // a page's full copy is in its own chunk, loaded with that page alone, never in a script that
  // other pages (or the services and sectors listings) load.
  it.each(pages.map((page) => [page.path, page] as const))(
    '%s’s paragraphs are in one script, which holds no other page’s',
    (_, page) => {
      const holding = scripts.filter((script) => page.description.some((p) => script.includes(excerpt(p))));
      expect(holding).toHaveLength(1);
      const others = pages.filter((other) => other !== page).map((other) => excerpt(other.description[0] ?? ''));
      expect(others.filter((other) => holding[0]?.includes(other))).toEqual([]);
    },
  );
});
