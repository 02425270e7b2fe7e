import fs from 'node:fs';
import path from 'node:path';
import type { Cookie, Page } from 'puppeteer';
import { staticPaths } from '../../src/app/static-paths';
import { chatUrl } from '../../src/config/site';
import { firstLoadBudget, firstLoadBytes, firstLoadScripts } from '../../scripts/first-load';
import { axeViolations } from '../support/axe';
import { dist } from '../support/build-files';
import { widen } from '../support/browser';
import { baseUrl, useBrowser, waitForHydration, type Open } from './helpers';
import { pageKinds, walk, withToolsLoaded } from './walk';

/**
 * Every route, loaded once, with every check that can differ from route to route run on that one
 * load (they were four files, each loading every route again, one page at a time):
 *
 * - axe-core, WCAG 2.2 AA and everything below it, at 390 px and at 1440 px: zero violations
 *   (the states a visitor creates, menus and cards open, are in accessibility.test.ts);
 * - DESIGN.md's first-load JavaScript budget, measured as the browser fetches it: every script the
 *   page loads before the app has hydrated it (the entry script, the app, the page's chunk and its
 *   content), at the size the build precompresses it to (gzip level 9; 1 KB is 1,024 bytes), less
 *   the margin (4 KB; scripts/first-load.ts, which `npm run bench:content` measures with too);
 *   the figures of the last run are written to reports/first-load.md (the whole home page's bytes
 *   are in first-load.test.ts);
 * - privacy, the cookie policy's promise: loading the page, at both widths and scrolled to the
 *   bottom (the lazily loaded images too), asks nothing of any host but the site's own, sends
 *   nothing but GET, sets no cookie and stores nothing in the browser;
 * - a keyboard walk at 390 px, forwards, with the app running: every stop visible, with its focus
 *   ring, uncovered, outside inert and aria-hidden regions, and the chat link one of the stops.
 *   The pages of each kind (walk.ts) are walked at both widths, both ways, before and after the
 *   scripts in keyboard-walk.test.ts, so they are left out here: what differs between the other
 *   routes of a kind is their content's links and controls, which one walk at one width reaches.
 *   A lazily loaded tool (the estimate, the company-dates tool) starts loading at the first Tab,
 *   so whether a walk at full speed met it used to depend on the machine's pace: it is brought in
 *   before the walk (walk.ts), and the paced walks of keyboard-walk.test.ts are the check of that
 *   moment.
 *
 * One visit, one page: at 390 px until the app has hydrated (first-load), axe, the walk (with the
 * page's lazily loaded tools brought in first), then scrolled to the bottom; then the same page
 * widened to 1440 px, back at the top, axe, scrolled to the bottom; then what the browser stores.
 * The width changes without a reload, as a window's does (the phone's touch emulation stays, since
 * Puppeteer reloads a page to drop it, and none of these checks depends on touch: the site's CSS
 * has no pointer or hover media query but Tailwind's hover styles, which a page at rest does not
 * show). A second page a route, loaded and hydrated again at 1440 px, was a third of the sweep's
 * CPU; a fresh load at 1440 px of each kind of page is keyboard-walk.test.ts's. Each route has a
 * browser context of its own (its own cookies, storage and cache), and `pagesAtOnce` routes load
 * side by side; nothing
 * here is timed. axe reads each width once the app has hydrated (first-load waits for it; the
 * sweep used to read at the load event, the heading there) and once the page's transitions have
 * ended (tests/support/axe.ts). The routes' tests then read what their visit saw, one test per
 * route and check, so a failure names both.
 */
const browser = useBrowser();
const chatHref = chatUrl();
const routes = [...staticPaths(), '/sectors/unknown-sector', '/sectors/unknown/wildcard', '/no-such-page'];
const checks = {
  // Not the deeper wildcard URL: the same app shell, rendered in the browser, as the unknown sector's.
  axe: new Set([...staticPaths(), '/sectors/unknown-sector', '/no-such-page']),
  // The prerendered routes and the not-found page.
  firstLoad: new Set([...staticPaths(), '/no-such-page']),
  walk: new Set(staticPaths().filter((route) => !pageKinds.includes(route))),
};

interface Seen {
  firstLoad?: { scripts: string[]; bytes: number };
  axe?: { phone: string[]; desktop: string[] };
  walk?: { stops: number; chat: boolean; problems: string[] };
  privacy: { foreign: string[]; methods: string[]; stored: (number | string)[]; cookies: Cookie[] };
}

async function scrolledToTheBottom(page: Page): Promise<void> {
  // A scroll to the bottom brings in the lazily loaded images too.
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await page.waitForNetworkIdle({ idleTime: 200 });
}

/** What the page keeps in the browser: local and session storage, and its cookies. */
function storedBy(page: Page): Promise<(number | string)[]> {
  return page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]);
}

async function visit(route: string, open: Open): Promise<Seen> {
  const foreign: string[] = [];
  const methods = new Set<string>();
  const counted = (opening: Page) =>
    opening.on('request', (request) => {
      methods.add(request.method());
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== baseUrl()) foreign.push(request.url());
    });
  const seen: Partial<Seen> = {};

  const page = await open(route, 'phone', { waitUntil: 'load', before: counted });
  if (checks.firstLoad.has(route)) {
    const scripts = await firstLoadScripts(page); // once the app has hydrated the page
    seen.firstLoad = { scripts, bytes: firstLoadBytes(dist, scripts) };
  } else {
    await waitForHydration(page);
  }
  const phoneAxe = checks.axe.has(route) ? await axeViolations(page) : undefined;
  if (checks.walk.has(route)) {
    // The walk is of the page as the visitor Tabs through it, its tools in place (keyboard-walk's
    // paced walks are the check of the moment a tool comes in).
    await withToolsLoaded(page);
    const { stops, problems } = await walk(page, false);
    seen.walk = { stops: stops.length, chat: stops.some((stop) => stop.href === chatHref), problems };
  }
  await page.waitForNetworkIdle();
  await scrolledToTheBottom(page);

  // 1440 px: the same page, widened, back at the top with nothing focused, as it is first seen.
  await widen(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  // The bar takes its look at the top once the app has seen the scroll (axe then waits for the
  // colours' transition to end).
  await page.waitForSelector('header[data-solid="false"]');
  if (phoneAxe) seen.axe = { phone: phoneAxe, desktop: await axeViolations(page) };
  await page.waitForNetworkIdle();
  await scrolledToTheBottom(page);

  seen.privacy = {
    foreign,
    methods: [...methods],
    stored: await storedBy(page),
    cookies: await page.browserContext().cookies(),
  };
  await page.close();
  return seen as Seen;
}

/** Each route's load, started once the browser is there, `pagesAtOnce` at a time, in order. */
const loads = new Map<string, Promise<Seen>>();
const seen = (route: string) => loads.get(route)!;
beforeAll(() => {
  for (const route of routes) {
    const load = browser.inTurn((open) => visit(route, open));
    load.catch(() => undefined); // read, and failed, by the route's tests
    loads.set(route, load);
  }
});
afterAll(() => Promise.allSettled(loads.values()));

/** Each route's first-load figure, written to reports/first-load.md after the run (heaviest first). */
afterAll(async () => {
  const measured = (
    await Promise.allSettled([...checks.firstLoad].map(async (route) => [route, await seen(route)] as const))
  ).flatMap((result) =>
    result.status === 'fulfilled' && result.value[1].firstLoad
      ? [[result.value[0], result.value[1].firstLoad.bytes] as const]
      : [],
  );
  if (measured.length === 0) return;
  const rows = measured.sort(([, a], [, b]) => b - a);
  const format = (bytes: number) => bytes.toLocaleString('en-GB');
  const table = [
    `First-load JavaScript (gzip level 9), budget ${format(firstLoadBudget)} B:`,
    '',
    '| route | bytes | to spare |',
    '| --- | ---: | ---: |',
    ...rows.map(([route, bytes]) => `| ${route} | ${format(bytes)} | ${format(firstLoadBudget - bytes)} |`),
  ].join('\n');
  const reports = path.resolve(__dirname, '../../reports');
  fs.mkdirSync(reports, { recursive: true });
  fs.writeFileSync(path.join(reports, 'first-load.md'), `${table}\n`);
});

/** The walks' stop counts, for the notes. */
afterAll(async () => {
  const counts = await Promise.allSettled(
    [...checks.walk].map(async (route) => `${route} phone app: ${(await seen(route)).walk?.stops}`),
  );
  const lines = counts.flatMap((count) => (count.status === 'fulfilled' ? [count.value] : []));
  if (lines.length > 0) console.log(`Keyboard walk, stops per route:\n${lines.join('\n')}`);
});

// A test waits for its route's load, which may have waited its turn behind `pagesAtOnce` others.
const loadTimeout = 180_000;

describe.each(routes)('%s', (route) => {
  if (checks.axe.has(route)) {
    it(
      'has no axe violations at 390 px',
      async () => {
        expect((await seen(route)).axe?.phone).toEqual([]);
      },
      loadTimeout,
    );

    it(
      'has no axe violations at 1440 px',
      async () => {
        expect((await seen(route)).axe?.desktop).toEqual([]);
      },
      loadTimeout,
    );
  }

  if (checks.firstLoad.has(route)) {
    it(
      'loads at most 100 KB (gzip) less the margin of JavaScript until it is interactive',
      async () => {
        const { scripts, bytes } = (await seen(route)).firstLoad!;
        expect(scripts.length).toBeGreaterThanOrEqual(3); // main, the app, the page
        expect(bytes).toBeLessThanOrEqual(firstLoadBudget);
      },
      loadTimeout,
    );
  }

  it(
    'requests only the site’s own files, with GET alone, sets no cookie and stores nothing',
    async () => {
      const { foreign, methods, stored, cookies } = (await seen(route)).privacy;
      expect(foreign).toEqual([]);
      expect(methods).toEqual(['GET']);
      expect(stored).toEqual([0, 0, '']); // local and session storage, cookies, after both widths
      expect(cookies).toEqual([]);
    },
    loadTimeout,
  );

  if (checks.walk.has(route)) {
    it(
      'at 390 px with the app running: Tab reaches the chat link, every stop in plain view',
      async () => {
        const { chat, problems } = (await seen(route)).walk!;
        expect(problems).toEqual([]);
        expect(chat).toBe(true);
      },
      loadTimeout,
    );
  }
});
