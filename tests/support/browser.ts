import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer';

/**
 * Launches headless Chromium: the system browser where `.puppeteerrc.cjs` found one, with the
 * flags this sandboxed, offline machine needs (no sandbox as root; no background networking).
 */
export function launchBrowser(options: LaunchOptions = {}, extraArgs: string[] = []): Promise<Browser> {
  return puppeteer.launch({
    headless: true,
    args: [
      ...extraArgs,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
    ...options,
  });
}

export const viewports = {
  phone: { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  desktop: { width: 1440, height: 900, deviceScaleFactor: 1 },
} as const;
