import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer';
import { findBrowser, isHeadlessShell, noBrowserMessage } from './find-browser';

/**
 * Launches headless Chromium (the browser findBrowser finds: the headless shell where there is
 * one, unless `fullBrowser`) with the flags a sandboxed, offline machine needs (no sandbox as root;
 * no background networking).
 */
export function launchBrowser(
  options: LaunchOptions = {},
  extraArgs: string[] = [],
  { fullBrowser = false }: { fullBrowser?: boolean } = {},
): Promise<Browser> {
  const executablePath = findBrowser({ fullBrowser });
  if (!executablePath) return Promise.reject(new Error(noBrowserMessage));
  return puppeteer.launch({
    executablePath,
    headless: isHeadlessShell(executablePath) ? 'shell' : true,
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
  /** The narrowest width WCAG's reflow asks for (1280 px at 400% zoom). */
  narrow: { width: 320, height: 640, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  phone: { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  desktop: { width: 1440, height: 900, deviceScaleFactor: 1 },
} as const;
