import type { Page } from 'puppeteer';
import { staticPaths } from '../../src/app/static-paths';
import { chatUrl } from '../../src/config/site';
import { useBrowser, waitForHydration } from './helpers';
import { checkFocusedElement, startWalk, type Stop } from '../support/focus-check';

/**
 * A keyboard-only visitor: Tab and Shift+Tab through a whole page, with the app running and with
 * every script held back (the page as painted). At every stop the focused element must be visible,
 * with its focus ring, on screen, not covered at its centre by the bar, a panel or the chat link,
 * and not inside an inert or aria-hidden region; the chat link must be one of the stops.
 *
 * Every kind of page at both widths, in both directions, before and after the scripts; every route
 * at 390 px forwards with the app running (the walks print their stop counts for the notes).
 */
const browser = useBrowser();
const holdScriptsMs = 120_000;
const maxStops = 250;

const kinds = [
  '/',
  '/services',
  '/services/tax',
  '/services/tax/personal-tax',
  '/sectors',
  '/sectors/financial-services/banking',
  '/about',
  '/contact',
  '/privacy-policy',
];
const chatHref = chatUrl();

interface Walk {
  stops: Stop[];
  problems: string[];
}

/** Presses Tab (or Shift+Tab) until focus comes round to a stop it has already visited. */
async function walk(page: Page, backwards: boolean): Promise<Walk> {
  const stops: Stop[] = [];
  await page.evaluate(startWalk);
  if (backwards) await page.keyboard.down('Shift');
  try {
    for (let i = 0; i < maxStops; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(checkFocusedElement);
      // Focus left the document for the browser's own controls: once round, then done.
      if (stop === null) {
        if (stops.length > 0) break;
        continue;
      }
      if (stop.seen) break;
      stops.push(stop);
    }
  } finally {
    if (backwards) await page.keyboard.up('Shift');
  }
  const problems = stops.flatMap((stop) => stop.problems.map((problem) => `${stop.name}: ${problem}`));
  return { stops, problems };
}

async function open(path: string, viewport: 'phone' | 'desktop', app: boolean): Promise<Page> {
  if (!app) return browser.open(path, viewport, { holdScriptsMs });
  const page = await browser.open(path, viewport, { waitUntil: 'load' });
  await waitForHydration(page);
  return page;
}

const counts: string[] = [];
afterAll(() => {
  if (counts.length > 0) console.log(`Keyboard walk, stops per route:\n${counts.join('\n')}`);
});

describe.each([
  ['with the app running', true],
  ['with every script held back', false],
] as const)('%s', (_, app) => {
  it.each(kinds.flatMap((path) => (['phone', 'desktop'] as const).map((viewport) => [path, viewport] as const)))(
    '%s at %s: Tab and Shift+Tab visit the same stops, each one in plain view',
    async (path, viewport) => {
      const page = await open(path, viewport, app);
      const forwards = await walk(page, false);
      const backwards = await walk(page, true);
      expect(forwards.problems).toEqual([]);
      expect(backwards.problems).toEqual([]);
      expect(forwards.stops.some((stop) => stop.href === chatHref)).toBe(true);
      expect(backwards.stops.length).toBe(forwards.stops.length);
      counts.push(`${path} ${viewport} ${app ? 'app' : 'held'}: ${forwards.stops.length}`);
      await page.close();
    },
  );
});

describe('every route at 390 px with the app running', () => {
  it.each(staticPaths().filter((path) => !kinds.includes(path)))('%s', async (path) => {
    const page = await open(path, 'phone', true);
    const forwards = await walk(page, false);
    expect(forwards.problems).toEqual([]);
    expect(forwards.stops.some((stop) => stop.href === chatHref)).toBe(true);
    counts.push(`${path} phone app: ${forwards.stops.length}`);
    await page.close();
  });
});

describe('open menus before the app starts', () => {
  it('the mobile menu keeps focus in itself', async () => {
    const page = await open('/services', 'phone', false);
    await page.tap('button[aria-controls="mobile-menu"]');
    const { stops, problems } = await walk(page, false);
    expect(problems).toEqual([]);
    expect(stops.length).toBeGreaterThan(20);
    expect(stops.every((stop) => stop.inMenu)).toBe(true);
    counts.push(`/services phone held, mobile menu open: ${stops.length}`);
    await page.close();
  });

  it('an open dropdown hides no focusable element under it', async () => {
    const page = await open('/services/tax', 'desktop', false);
    await page.click('button[popovertarget="nav-services"]');
    const { stops, problems } = await walk(page, false);
    expect(problems).toEqual([]);
    // Past the bar, into the page's breadcrumbs, with the panel still open for the browser.
    expect(stops.some((stop) => stop.inMain && stop.href === '/services')).toBe(true);
    counts.push(`/services/tax desktop held, Services dropdown open: ${stops.length}`);
    await page.close();
  });
});

describe('at 400% zoom (320 × 256)', () => {
  it('the bar scrolls away, so it covers no stop, and the chat link is smaller', async () => {
    const page = await browser.open('/services', 'narrow', { waitUntil: 'load' });
    await page.setViewport({ width: 320, height: 256, isMobile: true, hasTouch: true });
    await waitForHydration(page);
    const { stops, problems } = await walk(page, false);
    expect(problems).toEqual([]);
    expect(stops.some((stop) => stop.href === chatHref)).toBe(true);
    const [header, chat] = await page.evaluate(() => [
      getComputedStyle(document.querySelector('header')!).position,
      document.querySelector('a[href^="https://wa.me/"]')!.getBoundingClientRect().width,
    ]);
    expect(header).toBe('absolute');
    counts.push(`/services 320 × 256 app: ${stops.length}`);
    expect(chat).toBeLessThanOrEqual(40);
    await page.close();
  });
});
