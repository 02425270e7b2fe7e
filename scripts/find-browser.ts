import fs from 'node:fs';
import puppeteer from 'puppeteer';

/** Where systems put Chromium or Chrome (Debian's chromium package first, as CI installs it). */
const systemBrowsers = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * The browser the tests drive: PUPPETEER_EXECUTABLE_PATH if set, else the system's Chromium or
 * Chrome, else the Chrome that Puppeteer installed in its cache; null when there is none.
 */
export function findBrowser(): string | null {
  const configured = process.env.PUPPETEER_EXECUTABLE_PATH;
  if (configured) return fs.existsSync(configured) ? configured : null;
  const system = systemBrowsers.find((candidate) => fs.existsSync(candidate));
  if (system) return system;
  const own = puppeteer.executablePath();
  return fs.existsSync(own) ? own : null;
}

/** The one line a person needs when there is no browser. */
export const noBrowserMessage =
  'The browser tests need Chromium or Chrome: install one (Debian: apt-get install chromium), or run "npx puppeteer browsers install chrome".';
