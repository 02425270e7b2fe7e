import os from 'node:os';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer';
import { launchBrowser, viewports } from '../support/browser';
import { hydrated, waitForHydration } from '../../scripts/first-load';

export { waitForHydration };

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the e2e global setup did not run.');
  return url;
}

/**
 * Pages a file keeps loading at once where its cases are independent (`inTurn`): one more than the
 * machine's cores, at least 2 and at most 4 (3 on the 2-core machine the suite's time is set for),
 * so the browser works while Node waits on it and the other way round. `E2E_PAGES` sets it.
 */
export const pagesAtOnce = Number(process.env.E2E_PAGES) || Math.min(4, Math.max(2, os.availableParallelism() + 1));

/** Chromium's real "JavaScript off" (not DevTools' switch, which leaves the page believing scripting is on). */
export const noScriptArgs = ['--blink-settings=scriptEnabled=false'];

/**
 * The run's two browsers (scripts on, scripts off), launched once by the e2e global setup
 * (tests/e2e/global-setup.ts), which puts their DevTools endpoints in these variables: a file
 * connects instead of starting a browser of its own. Without them (a file run by other means), it
 * launches its own.
 */
export const browserEndpointVariables = { on: 'E2E_BROWSER_WS', off: 'E2E_NO_SCRIPT_BROWSER_WS' } as const;

/** Which browser a page opens in: scripts on or off, and the headless shell or the whole browser. */
interface BrowserKind {
  javaScript: boolean;
  fullBrowser: boolean;
}

async function connect({
  javaScript,
  fullBrowser,
}: BrowserKind): Promise<{ browser: Browser; release: () => Promise<void> }> {
  const endpoint = fullBrowser ? undefined : process.env[browserEndpointVariables[javaScript ? 'on' : 'off']];
  if (endpoint) {
    const browser = await puppeteer.connect({ browserWSEndpoint: endpoint });
    return { browser, release: () => browser.disconnect() };
  }
  const browser = await launchBrowser({}, javaScript ? [] : noScriptArgs, { fullBrowser });
  return { browser, release: () => browser.close() };
}

type Viewport = keyof typeof viewports;
interface OpenOptions {
  javaScript?: boolean;
  waitUntil?: 'load' | 'networkidle0';
  /**
   * Holds back every script the page asks for until the test calls `releaseScripts(page)` (or
   * closes the page, or leaves it for another document): what the visitor does before the app starts comes first however busy the
   * machine is (a hold of so many seconds could run out first on a loaded machine).
   */
  holdScripts?: boolean;
  /**
   * With `holdScripts`: the documents that follow (a form's plain GET to the page itself) have
   * their scripts held back too, until `releaseScripts(page)`: a connection that stays slow.
   */
  holdAcrossLoads?: boolean;
  /** Runs on the new page before it navigates: listeners that must see the whole load. */
  before?: (page: Page) => void;
  /**
   * In Debian's whole Chromium, launched for the file, rather than the run's headless shell
   * (scripts/find-browser.ts): for what only the browser around the page does, its back/forward cache.
   */
  fullBrowser?: boolean;
}
export type Open = (path: string, viewport?: Viewport, options?: OpenOptions) => Promise<Page>;

/** What lets go the scripts each page opened with `holdScripts` is holding back. */
const heldScripts = new WeakMap<Page, () => void>();

/** Lets every script the page holds back go, and every later one straight through: the app starts. */
export function releaseScripts(page: Page): void {
  const release = heldScripts.get(page);
  if (!release) throw new Error('This page holds back no scripts (open it with holdScripts).');
  release();
}

/**
 * Pages in browser contexts of their own (cookies, storage and cache apart from every other
 * file's and turn's), each page's errors gathered in `errors`.
 */
function contexts(
  browserFor: (kind: BrowserKind) => Promise<Browser>,
  errors: Error[],
  waitMs?: number,
): { open: Open; close: () => Promise<void> } {
  const opened = new Map<string, Promise<BrowserContext>>();
  const contextFor = (kind: BrowserKind) => {
    const key = JSON.stringify(kind);
    let context = opened.get(key);
    if (!context) {
      context = browserFor(kind).then((browser) => browser.createBrowserContext());
      opened.set(key, context);
    }
    return context;
  };
  return {
    async open(
      path,
      viewport = 'desktop',
      {
        javaScript = true,
        waitUntil = 'networkidle0',
        holdScripts,
        holdAcrossLoads = false,
        before,
        fullBrowser = false,
      } = {},
    ) {
      const page = await (await contextFor({ javaScript, fullBrowser })).newPage();
      page.on('pageerror', (error) => errors.push(error as Error));
      if (waitMs) page.setDefaultTimeout(waitMs);
      // Focused as the visitor's own tab is, whichever of the run's pages the browser has in front.
      await page.emulateFocusedPage(true);
      await page.setViewport(viewports[viewport]);
      before?.(page);
      const url = new URL(path, baseUrl()).href;
      if (!holdScripts) {
        await page.goto(url, { waitUntil });
        return page;
      }
      // A slow connection: the scripts have not arrived, so the page is painted and in the
      // visitor's hands before the app starts (the deferred entry script even holds back
      // DOMContentLoaded). Returns as soon as the whole document is parsed and styled.
      await page.setRequestInterception(true);
      let held: (() => void)[] | null = [];
      heldScripts.set(page, () => {
        const waiting = held ?? [];
        held = null;
        waiting.forEach((go) => go());
      });
      // Only the first document's scripts (unless `holdAcrossLoads`): the page a form's plain post
      // or a link brings in next (a thank-you page) loads as it would, while the first one's stay
      // held until it is gone.
      let documents = 0;
      page.on('request', (request) => {
        const go = () => void request.continue().catch(() => undefined);
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
        if (held === null || (documents > 1 && !holdAcrossLoads) || request.resourceType() !== 'script') go();
        else held.push(go);
      });
      void page.goto(url).catch(() => undefined);
      await page.waitForFunction(() => document.querySelector('footer') !== null && document.styleSheets.length > 0);
      return page;
    },
    async close() {
      const all = await Promise.allSettled(opened.values());
      opened.clear();
      await Promise.all(
        all.map((context) => (context.status === 'fulfilled' ? context.value.close().catch(() => undefined) : null)),
      );
    },
  };
}

/** A turnstile: at most `limit` tasks at once, the rest queued in order. */
function turnstile(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A finishing task hands its place straight to the next in the queue.
    if (active < limit) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * The file's pages: in the run's browser (in a context of the file's own), at a named viewport,
 * failing the test on page errors. `inTurn` runs a case with pages of its own, at most
 * `pagesAtOnce` cases at once across the file, and fails that case, and only that case, on its
 * pages' errors: for cases that run side by side (`it.concurrent`, or started ahead in `beforeAll`).
 */
export function useBrowser(): {
  open: Open;
  inTurn: <T>(run: (open: Open) => Promise<T>) => Promise<T>;
} {
  const browsers = new Map<string, Promise<{ browser: Browser; release: () => Promise<void> }>>();
  const browserFor = async (kind: BrowserKind) => {
    const key = JSON.stringify(kind);
    let connection = browsers.get(key);
    if (!connection) {
      connection = connect(kind);
      browsers.set(key, connection);
    }
    return (await connection).browser;
  };
  const pageErrors: Error[] = [];
  const file = contexts(browserFor, pageErrors);
  const oneTurn = turnstile(pagesAtOnce);

  // The timeout is not set here (tests/e2e/setup-timeout.ts): it would lower a file's own.

  beforeAll(() => browserFor({ javaScript: true, fullBrowser: false }));
  afterAll(async () => {
    await file.close();
    const connections = await Promise.allSettled(browsers.values());
    await Promise.all(connections.map((c) => (c.status === 'fulfilled' ? c.value.release() : null)));
  });
  afterEach(() => {
    const errors = pageErrors.splice(0);
    if (errors.length > 0) throw new Error(`The page threw: ${errors.map((e) => e.message).join('; ')}`);
  });

  return {
    open: file.open,
    inTurn: (run) =>
      oneTurn(async () => {
        const errors: Error[] = [];
        // Side by side, on a machine other work may share, a load or a quiet spell can outlast
        // Puppeteer's 30 s default for the same work (seen at a load average of 16 on 2 cores);
        // nothing side by side is timed, so these pages wait longer, never shorter.
        const own = contexts(browserFor, errors, 90_000);
        try {
          const result = await run(own.open);
          if (errors.length > 0) throw new Error(`The page threw: ${errors.map((e) => e.message).join('; ')}`);
          return result;
        } finally {
          await own.close();
        }
      }),
  };
}

/** The current path of the page, as the browser sees it. */
export function pathnameOf(page: Page): Promise<string> {
  return page.evaluate(() => window.location.pathname);
}

export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(hydrated);
}
