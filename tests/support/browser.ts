import type { Page } from 'puppeteer';
import { viewports } from '../../scripts/browser';

/** The tests' browser is the scripts' (scripts/browser.ts), so a benchmark measures as the tests do. */
export { launchBrowser, viewports } from '../../scripts/browser';

/**
 * Widens an open page to the desktop's 1440 px where it stands, as a window widens. Puppeteer's
 * setViewport reloads a page whose mobile or touch mode changes: a second request for a post's
 * answer, and a new document that drops what a test set up on the old one (the passkeys walk lost
 * its virtual authenticator that way). So the phone's modes stay; only hover, which no check or
 * screenshot reads, depends on them.
 */
export const widen = (page: Page): Promise<void> =>
  page.setViewport({ ...viewports.phone, width: viewports.desktop.width, height: viewports.desktop.height });
