/**
 * Draws public/og-image.png, the 1200×630 picture link previews show, from the site's own hero
 * illustration, name and tagline. Run it again after changing the firm's name or tagline:
 *   npx tsx scripts/make-share-image.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { site } from '../src/config/site';
import { launchBrowser } from './browser';

async function main(): Promise<void> {
  const hero = fs.readFileSync(path.resolve('src/assets/illustrations/hero.svg'), 'utf8');
  const font = fs
    .readFileSync(path.resolve('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'))
    .toString('base64');
  const html = `<!doctype html><html><head><style>
    @font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
    body { margin: 0; width: 1200px; height: 630px; background: #0b1f3a; font-family: Inter, sans-serif; color: #fff;
      display: flex; align-items: center; overflow: hidden;
      background-image: radial-gradient(900px 500px at 100% 0%, rgba(45,212,191,.18), transparent 60%); }
    .text { padding: 0 0 0 80px; width: 600px; }
    .eyebrow { color: #5eead4; font-size: 22px; font-weight: 600; letter-spacing: .12em; text-transform: uppercase; }
    h1 { font-size: 64px; line-height: 1.05; margin: 18px 0 22px; letter-spacing: -0.02em; font-weight: 650; }
    p { font-size: 28px; line-height: 1.35; color: #e2e8f0; margin: 0; }
    .art { width: 520px; margin-left: 10px; }
  </style></head><body>
    <div class="text"><div class="eyebrow">${site.address.locality} · ${site.address.city}</div>
    <h1>${site.name}</h1><p>${site.tagline}</p></div>
    <div class="art">${hero.replace(/width="\d+" height="\d+"/, 'width="520" height="446"')}</div>
  </body></html>`;

  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1200, height: 630 });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.resolve('public/og-image.png') });
  } finally {
    await browser.close();
  }
  console.log(`public/og-image.png: ${fs.statSync('public/og-image.png').size} bytes`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
