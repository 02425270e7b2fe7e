import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'puppeteer';

/**
 * How a page's first-load JavaScript is measured, for the suite (tests/e2e/first-load.test.ts)
 * and the content benchmark (scripts/bench-content.ts) alike: every script the browser fetches
 * until the app has hydrated the page, at the size the build precompresses it to.
 */

const KB = 1024;

/**
 * DESIGN.md's 100 KB gzip per route, less a margin kept so that the next page or component finds
 * room inside it rather than taking the last of it: 4 KB, as issue 19 set it. (It had fallen to
 * 1.5 KB; it came back as the structured data became the build's alone, the booking page stopped
 * carrying the service's slot rules, each form's sending code came to load on its first post, the
 * package declared its modules free of side effects so that a module nothing in the browser reads
 * is left out, and the frame stopped carrying what only some pages show: breadcrumbs' titles of
 * pages with nothing below them, the public registers and the nearest stations; and what runs only
 * after the visitor acts came to load then: error summaries, a checker's next steps, the
 * calculator's answer words.) The heaviest routes are the key-dates pages, /book and
 * /tools/mtd-income-tax, 49 to 522 B inside it.
 */
export const firstLoadBudget = 100 * KB - 4 * KB;

/** Whether React has hydrated the page: the frame (its header) and the page itself (its heading). */
export function hydrated(): boolean {
  return ['header', 'main h1'].every((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Waits for hydration (as long as the page's own wait allows: a busy machine makes the app later,
 * which is not what a test checks), then for the renders that adopt what the visitor did before it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(hydrated);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

/** Everything a page has fetched once it is hydrated, as paths (`/assets/main.….js`). */
async function firstLoadFiles(page: Page): Promise<string[]> {
  await waitForHydration(page);
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
}

/** The scripts a page has fetched once it is hydrated. */
export async function firstLoadScripts(page: Page): Promise<string[]> {
  return (await firstLoadFiles(page)).filter((pathname) => pathname.endsWith('.js'));
}

/** The scripts, and the page's data (an insights page's `/data/….json`), a page has fetched once it is hydrated. */
export async function firstLoadScriptsAndData(page: Page): Promise<{ scripts: string[]; data: string[] }> {
  const files = await firstLoadFiles(page);
  return {
    scripts: files.filter((pathname) => pathname.endsWith('.js')),
    data: files.filter((pathname) => pathname.endsWith('.json')),
  };
}

/** Bytes over the wire of a built file: gzip at the level the build precompresses with (nginx's gzip_static). */
export function gzipSize(distDir: string, file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(distDir, file.replace(/^\//, ''))), { level: 9 }).length;
}

/** A page's first-load JavaScript (or data) in bytes: the files' gzip sizes, summed. */
export function firstLoadBytes(distDir: string, files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSize(distDir, file), 0);
}
