import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { until } from '../../test-kit/until';
import { isHydrated, releaseScripts, useBrowser, waitForHydration } from './helpers';

/**
 * DESIGN.md: every control works from the first paint, and without JavaScript; no tap is lost
 * while scripts load. Each control is tapped the moment the page is painted, with every script
 * held back until the tap has been checked (then let go), and must respond at once and still be
 * in that state once the app has started. The same controls are then used in a browser with JavaScript off.
 *
 * The controls' cases are independent, so they run side by side (`inTurn`: a few pages at once,
 * each in a browser context of its own). The scripts are held back from each page's own requests
 * until the test lets them go, so a busier machine only makes the page wait longer for its app:
 * the tap still comes first.
 */
const browser = useBrowser();
const browserNoteOnFallback = 'popovertarget is ignored on elements with commandfor.';

interface Control {
  name: string;
  path: string;
  viewport: 'phone' | 'desktop';
  /** What the visitor does. */
  act: (page: Page) => Promise<void>;
  /** Whether the page shows it took effect. */
  done: (page: Page) => Promise<boolean>;
}

const tap = (selector: string) => async (page: Page) => {
  if (page.viewport()?.hasTouch) await page.tap(selector);
  else await page.click(selector);
};

const openCards = (page: Page) =>
  page.$$eval('details[open] summary', (summaries) => summaries.map((summary) => summary.id));
const popoverOpen = (id: string) => (page: Page) => page.$eval(`#${id}`, (element) => element.matches(':popover-open'));
const solidBar = (page: Page) =>
  page.$eval('header', (header) => getComputedStyle(header).backgroundColor !== 'rgba(0, 0, 0, 0)');

const controls: Control[] = (['phone', 'desktop'] as const).flatMap((viewport) => [
  {
    name: 'a services card opens, one at a time',
    path: '/services',
    viewport,
    act: async (page: Page) => {
      await tap('#tax-summary')(page);
      await tap('#audit-summary')(page);
    },
    done: async (page: Page) => (await openCards(page)).join() === 'audit-summary',
  },
  {
    name: 'the open services card closes',
    path: '/services',
    viewport,
    act: async (page: Page) => {
      await tap('#vat-services-summary')(page);
      await tap('#vat-services-summary')(page);
    },
    done: async (page: Page) => (await openCards(page)).length === 0,
  },
  {
    name: 'a footer anchor opens its card and scrolls to it',
    path: '/services',
    viewport,
    act: async (page: Page) => {
      await page.$eval('footer a[href="/services#crypto"]', (link) => link.scrollIntoView());
      await tap('footer a[href="/services#crypto"]')(page);
    },
    done: async (page: Page) =>
      (await openCards(page)).join() === 'crypto-accounting-summary' &&
      (await page.$eval('#crypto', (anchor) => Math.abs(anchor.getBoundingClientRect().top - 88) < 4)), // under the bar,
  },
  {
    name: 'the navigation bar turns solid past 20 px',
    path: '/about',
    viewport,
    act: async (page: Page) => {
      await page.evaluate(() => window.scrollTo({ top: 21, behavior: 'instant' }));
      // The stylesheet's scroll-driven animation turns it at the next frame: asked from Node until
      // it has (with JavaScript off, nothing can wait inside the page).
      await until(() => solidBar(page));
    },
    done: solidBar,
  },
  ...(viewport === 'phone'
    ? [
        {
          name: 'the mobile menu opens as a modal, the page behind inert and locked',
          path: '/',
          viewport,
          act: tap('button[popovertarget="mobile-menu"]'),
          done: async (page: Page) =>
            (await page.$eval('#mobile-menu', (menu) => menu.matches(':modal'))) &&
            (await solidBar(page)) &&
            (await page.evaluate(() => getComputedStyle(document.documentElement).overflow)) === 'hidden',
        },
      ]
    : ['services', 'sectors'].map((group) => ({
        name: `the ${group} dropdown opens`,
        path: '/',
        viewport,
        act: tap(`button[popovertarget="nav-${group}"]`),
        done: popoverOpen(`nav-${group}`),
      }))),
]);

const table = controls.map((control) => [`${control.name} (${control.viewport})`, control] as const);
// A case may wait its turn behind the others running side by side before it starts.
const turnTimeout = 120_000;

describe('before the app starts, with every script held back', () => {
  it.concurrent.each(table)(
    '%s: at once, and still after hydration',
    (_, control) =>
      browser.inTurn(async (open) => {
        const page = await open(control.path, control.viewport, { holdScripts: true });
        const problems: string[] = [];
        page.on('console', (message) => {
          // The menu toggle's `popovertarget` is the fallback for browsers without invoker commands;
          // Chromium, which has them, notes that it ignores it.
          if (message.text() === browserNoteOnFallback) return;
          if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
        });
        expect(await isHydrated(page)).toBe(false);
        await control.act(page);
        expect(await control.done(page)).toBe(true);

        releaseScripts(page);
        await waitForHydration(page);
        expect(await control.done(page)).toBe(true);
        expect(problems).toEqual([]);
        await page.close();
      }),
    turnTimeout,
  );

  it.concurrent(
    'the app adopts what the visitor did: the open menu and dropdown',
    () =>
      browser.inTurn(async (open) => {
        const phone = await open('/', 'phone', { holdScripts: true });
        await tap('button[popovertarget="mobile-menu"]')(phone);
        releaseScripts(phone);
        await waitForHydration(phone);
        expect(await phone.$eval('#mobile-menu', (menu) => menu.matches(':modal'))).toBe(true);
        expect(await phone.$eval('main', (main) => main.inert)).toBe(true);
        await phone.close();

        const desktop = await open('/', 'desktop', { holdScripts: true });
        await tap('button[popovertarget="nav-sectors"]')(desktop);
        releaseScripts(desktop);
        await waitForHydration(desktop);
        expect(await popoverOpen('nav-sectors')(desktop)).toBe(true);
        await desktop.close();
      }),
    turnTimeout,
  );

  it.concurrent(
    'has no axe violations with a card opened before hydration',
    () =>
      browser.inTurn(async (open) => {
        const page = await open('/services', 'phone', { holdScripts: true });
        await tap('#emi-reporting-summary')(page);
        releaseScripts(page);
        await waitForHydration(page);
        expect(await openCards(page)).toEqual(['emi-reporting-summary']);
        expect(await axeViolations(page)).toEqual([]);
        await page.close();
      }),
    turnTimeout,
  );
});

describe('with JavaScript off', () => {
  it.concurrent.each(table)(
    '%s',
    (_, control) =>
      browser.inTurn(async (open) => {
        const page = await open(control.path, control.viewport, { javaScript: false, waitUntil: 'load' });
        expect(await page.evaluate(() => matchMedia('(scripting: none)').matches)).toBe(true);
        await control.act(page);
        expect(await control.done(page)).toBe(true);
        await page.close();
      }),
    turnTimeout,
  );

  it.each([
    ['#fintech', 'emi-reporting'],
    ['#sme', 'sme-accounting'],
  ])('a fresh load of /services%s opens and shows the %s card', async (hash, id) => {
    const page = await browser.open(`/services${hash}`, 'phone', { javaScript: false, waitUntil: 'load' });
    expect(await openCards(page)).toEqual([`${id}-summary`]);
    const top = await page.$eval(`#${id}`, (anchor) => anchor.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await page.close();
  });
});
