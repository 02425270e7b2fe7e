import type { Browser, Page } from 'puppeteer';
import { launchBrowser, viewports } from '../support/browser';
import { hydrated, waitForHydration } from '../../scripts/first-load';

export { waitForHydration };

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the e2e global setup did not run.');
  return url;
}

/** One browser per test file; pages open at a named viewport and fail the test on page errors. */
export function useBrowser(): {
  open: (
    path: string,
    viewport?: keyof typeof viewports,
    options?: {
      javaScript?: boolean;
      waitUntil?: 'load' | 'networkidle0';
      holdScriptsMs?: number;
      /** Runs on the new page before it navigates: listeners that must see the whole load. */
      before?: (page: Page) => void;
    },
  ) => Promise<Page>;
} {
  let browser: Browser;
  // Chromium's real "JavaScript off" (not DevTools' switch, which leaves the page believing
  // scripting is on): launched only for the files that ask for it.
  let noScriptBrowser: Browser | undefined;
  const pageErrors: Error[] = [];

  // A cold browser start and full page loads take longer than Jest's 5 s default on 2 cores.
  jest.setTimeout(30_000);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await noScriptBrowser?.close();
  });
  afterEach(() => {
    const errors = pageErrors.splice(0);
    if (errors.length > 0) throw new Error(`The page threw: ${errors.map((e) => e.message).join('; ')}`);
  });

  return {
    async open(
      path,
      viewport = 'desktop',
      { javaScript = true, waitUntil = 'networkidle0', holdScriptsMs, before } = {},
    ) {
      if (!javaScript) noScriptBrowser ??= await launchBrowser({}, ['--blink-settings=scriptEnabled=false']);
      const page = await (javaScript ? browser : noScriptBrowser!).newPage();
      page.on('pageerror', (error) => pageErrors.push(error as Error));
      await page.setViewport(viewports[viewport]);
      before?.(page);
      const url = new URL(path, baseUrl()).href;
      if (holdScriptsMs === undefined) {
        await page.goto(url, { waitUntil });
        return page;
      }
      // A slow connection: every script arrives late, so the page is painted and in the
      // visitor's hands long before the app starts (the deferred entry script even holds back
      // DOMContentLoaded). Returns as soon as the whole document is parsed and styled.
      await page.setRequestInterception(true);
      // A page closed while scripts are still held lets them go, so no timer outlives the test.
      const held = new Set<ReturnType<typeof setTimeout>>();
      page.once('close', () => held.forEach(clearTimeout));
      page.on('request', (request) => {
        if (request.resourceType() !== 'script') return void request.continue();
        const timer = setTimeout(() => {
          held.delete(timer);
          void request.continue().catch(() => undefined);
        }, holdScriptsMs);
        held.add(timer);
      });
      void page.goto(url).catch(() => undefined);
      await page.waitForFunction(() => document.querySelector('footer') !== null && document.styleSheets.length > 0);
      return page;
    },
  };
}

/** The current path of the page, as the browser sees it. */
export function pathnameOf(page: Page): Promise<string> {
  return page.evaluate(() => window.location.pathname);
}

export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(hydrated);
}
