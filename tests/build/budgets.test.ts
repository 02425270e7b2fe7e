import { htmlFileFor, notFoundFile } from '../../server/build-layout';
import { staticPaths } from '../../src/app/static-paths';
import { existsSync } from 'node:fs';
import { dist, distFiles, firstLoadScripts, gzipSize, readDist } from '../support/build-files';

/**
 * The speed budgets of DESIGN.md, held on the build itself (deterministic: sizes, not timings).
 * Sizes are bytes after gzip at level 9; 1 KB is 1,024 bytes.
 */
const KB = 1024;
const budget = { firstLoadJs: 100 * KB, css: 25 * KB, image: 150 * KB, homeTotal: 200 * KB };

const pages = [...staticPaths().map((p) => [p, htmlFileFor(p)] as const), ['(not found)', notFoundFile] as const];

describe('speed budgets', () => {
  it.each(pages)(`%s loads at most 100 KB of JavaScript (gzip) at first`, (_, file) => {
    const scripts = firstLoadScripts(file);
    expect(scripts.length).toBeGreaterThanOrEqual(3); // main, the app, the page
    expect(scripts.filter((script) => !existsSync(`${dist}${script}`))).toEqual([]);
    const total = scripts.reduce((sum, script) => sum + gzipSize(script), 0);
    expect(total).toBeLessThanOrEqual(budget.firstLoadJs);
  });

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

  it('transfers at most 200 KB for the whole home page', () => {
    const html = readDist('index.html');
    const referenced = new Set([
      ...firstLoadScripts('index.html'),
      ...[...html.matchAll(/<link[^>]*href="?(\/assets\/[^" >]+\.css)/g)].map((m) => m[1] as string),
      // Every image the page refers to, above the fold or not: an upper bound.
      ...[...html.matchAll(/<img[^>]*src="?(\/assets\/[^" >]+)/g)].map((m) => m[1] as string),
    ]);
    // The font face the page's text uses (the fuller Latin faces load only for rarer characters).
    const font = distFiles().find((file) => /inter-latin-core-wght\.[\w]+\.woff2$/.test(file));
    expect(font).toBeDefined();
    const total = gzipSize('index.html') + [...referenced, `/${font}`].reduce((sum, file) => sum + gzipSize(file), 0);
    expect(total).toBeLessThanOrEqual(budget.homeTotal);
  });
});
