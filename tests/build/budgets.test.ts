import { distFiles, gzipSize } from '../support/build-files';

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
