import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer';

/**
 * Where systems put Chromium or Chrome. Debian's chromium-headless-shell first, as CI installs it:
 * the same Chromium build as Debian's chromium package (the same Blink, V8 and axe results), without
 * the desktop browser around it, so a page costs a third of the CPU (a new page 0.09 CPU-seconds
 * against 0.33, a route loaded and hydrated 0.39 against 1.10, on the 2-core machine; decisions.md).
 * The browser tests open thousands of pages, and on 2 cores that was most of `npm test`'s time.
 */
const systemBrowsers = [
  '/usr/bin/chromium-headless-shell',
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
 * `fullBrowser` passes over the headless shell, for what only the whole browser does: its
 * back/forward cache (Back after a refused post, in src/features/enquiry/enquiry.e2e.test.ts, keeps a textarea's
 * words in Chromium and loses them in the shell).
 */
export function findBrowser({ fullBrowser = false }: { fullBrowser?: boolean } = {}): string | null {
  const configured = process.env.PUPPETEER_EXECUTABLE_PATH;
  if (configured && !(fullBrowser && isHeadlessShell(configured))) return fs.existsSync(configured) ? configured : null;
  const system = systemBrowsers.find(
    (candidate) => !(fullBrowser && isHeadlessShell(candidate)) && fs.existsSync(candidate),
  );
  if (system) return system;
  const own = puppeteer.executablePath();
  return fs.existsSync(own) ? own : null;
}

/** Debian's package of the headless shell (the same Chromium build as its chromium package). */
export const headlessShellPackage = 'chromium-headless-shell';

/**
 * Whether a browser is a headless shell (Debian's chromium-headless-shell, or Puppeteer's
 * chrome-headless-shell), which Puppeteer launches with `headless: 'shell'`.
 */
export function isHeadlessShell(executablePath: string): boolean {
  return /headless[-_]shell/.test(path.basename(executablePath));
}

/** The one line a person needs when there is no browser. */
export const noBrowserMessage =
  'The browser tests need Chromium or Chrome: install one (Debian: apt-get install chromium), or run "npx puppeteer browsers install chrome".';
