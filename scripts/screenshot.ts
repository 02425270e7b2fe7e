/**
 * Screenshots pages at 320 px, phone and desktop widths, for a person to look at.
 *   npx tsx scripts/screenshot.ts [base URL] [path ...]
 * Writes reports/screenshots/<path>-<width>.png. Serve the build first (npm run serve).
 * SCREENSHOT_TIMEZONE (e.g. America/New_York) sets the browser's zone; SCREENSHOT_WAIT_FOR (a CSS
 * selector) waits for something the app renders, such as /book's slot grid.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, viewports } from './browser';

async function main(): Promise<void> {
  const [base = 'http://127.0.0.1:3000', ...pagePaths] = process.argv.slice(2);
  const targets = pagePaths.length > 0 ? pagePaths : ['/'];
  const outDir = path.resolve('reports/screenshots');
  fs.mkdirSync(outDir, { recursive: true });
  const fullPage = process.env.FULL_PAGE !== '0';

  const browser = await launchBrowser();
  try {
    for (const target of targets) {
      for (const [name, viewport] of Object.entries(viewports)) {
        const page = await browser.newPage();
        await page.setViewport(viewport);
        if (process.env.SCREENSHOT_TIMEZONE) await page.emulateTimezone(process.env.SCREENSHOT_TIMEZONE);
        await page.goto(new URL(target, base).href, { waitUntil: 'networkidle0' });
        if (process.env.SCREENSHOT_WAIT_FOR)
          await page.waitForSelector(process.env.SCREENSHOT_WAIT_FOR, { timeout: 10_000 });
        const file = path.join(outDir, `${target.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${name}.png`);
        await page.screenshot({ path: file as `${string}.png`, fullPage });
        console.log(file);
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
