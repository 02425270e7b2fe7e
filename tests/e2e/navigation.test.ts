import type { Page } from 'puppeteer';
import { transitionsEnded } from '../support/axe';
import { framesRendered } from '../support/settled';
import { pathnameOf, useBrowser, waitForHydration } from './helpers';

/**
 * The top navigation's dropdowns and the mobile menu once the app has started: native popovers and
 * a modal dialog, with the app adding the keyboard model, closing on navigation and tabbing away,
 * and the inert page behind the menu. (Before the app starts: first-paint.test.ts.)
 */
const browser = useBrowser();
const services = 'button[popovertarget="nav-services"]';
const menuToggle = 'button[popovertarget="mobile-menu"]';

const isOpen = (page: Page, id: string) =>
  page.$eval(`#${id}`, (element) => element.matches(':popover-open, dialog[open]'));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('navigation dropdowns', () => {
  it('open with ArrowDown onto the first link; arrows, Home and End move; Escape closes and returns focus', async () => {
    const page = await browser.open('/about');
    await page.focus(services);
    await page.keyboard.press('ArrowDown');
    expect(await isOpen(page, 'nav-services')).toBe(true);
    expect(await focusedText(page)).toBe('Accountancy');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Audit and Assurance');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe('All services');
    await page.keyboard.press('Home');
    expect(await focusedText(page)).toBe('Accountancy');
    await page.keyboard.press('Escape');
    expect(await isOpen(page, 'nav-services')).toBe(false);
    expect(await page.$eval(services, (b) => b === document.activeElement)).toBe(true);
  });

  it('one at a time; a click outside closes it', async () => {
    const page = await browser.open('/about');
    await page.click(services);
    await page.click('button[popovertarget="nav-sectors"]');
    expect([await isOpen(page, 'nav-services'), await isOpen(page, 'nav-sectors')]).toEqual([false, true]);
    // The open one's chevron turns up (waiting for its transition to end), the other's does not.
    const chevron = (id: string) => `button[popovertarget="${id}"] svg`;
    await page.waitForFunction(
      (selector) => getComputedStyle(document.querySelector(selector)!).rotate === '180deg',
      {},
      chevron('nav-sectors'),
    );
    expect(await page.$eval(chevron('nav-services'), (svg) => getComputedStyle(svg).rotate)).not.toBe('180deg');
    await page.mouse.click(700, 600);
    expect(await isOpen(page, 'nav-sectors')).toBe(false);
  });

  it('closes when focus tabs away from it, and when a link in it is followed', async () => {
    const page = await browser.open('/about');
    await page.click(services);
    await page.focus('#nav-services a[href="/services"]'); // its last link
    await page.keyboard.press('Tab');
    expect(await isOpen(page, 'nav-services')).toBe(false);

    await page.click(services);
    await page.click('#nav-services a[href="/services/audit"]');
    await page.waitForFunction(() => window.location.pathname === '/services/audit');
    await page.waitForFunction(() => !document.getElementById('nav-services')?.matches(':popover-open'));
  });
});

describe('mobile menu at 390 px', () => {
  it('opens as a modal (the page behind inert); Escape closes it with focus back on the toggle', async () => {
    const page = await browser.open('/', 'phone');
    await page.tap(menuToggle);
    expect(await page.$eval('#mobile-menu', (menu) => menu.matches(':modal'))).toBe(true);
    await page.waitForFunction(() => document.querySelector('main')?.inert === true);
    await page.focus('#mobile-menu a[href="/about"]');
    await page.keyboard.press('Escape');
    expect(await isOpen(page, 'mobile-menu')).toBe(false);
    expect(await page.$eval(menuToggle, (b) => b === document.activeElement)).toBe(true);
    await page.waitForFunction(() => document.querySelector('main')?.inert === false);
    // One name throughout; the browser exposes whether it is expanded (a11y-tree.test.ts).
    expect(await page.$eval(menuToggle, (b) => b.ariaLabel)).toBe('Menu');
  });

  it('closes from its own close button, focus back on the toggle', async () => {
    const page = await browser.open('/', 'phone');
    await page.tap(menuToggle);
    await page.tap('#mobile-menu button[command="close"]');
    expect(await isOpen(page, 'mobile-menu')).toBe(false);
    expect(await page.$eval(menuToggle, (b) => b === document.activeElement)).toBe(true);
  });

  it('closes on any route change, such as the browser going back', async () => {
    const page = await browser.open('/', 'phone');
    await page.tap(menuToggle);
    await page.tap('#mobile-menu a[href="/services"]');
    await page.waitForFunction(() => window.location.pathname === '/services');
    await page.waitForFunction(() => !document.getElementById('mobile-menu')?.matches('[open]'));
    await page.tap(menuToggle);
    expect(await isOpen(page, 'mobile-menu')).toBe(true);
    await page.goBack();
    await page.waitForFunction(() => !document.getElementById('mobile-menu')?.matches('[open]'));
    expect(await pathnameOf(page)).toBe('/');
  });
});

describe('services cards and their anchors', () => {
  // Opening a card closes the open one above it; the summary just used must not jump away.
  it.each([
    ['with the app running', false],
    ['before the app starts', true],
  ])('opening a card below an open one keeps its summary where it was, %s (1440 px)', async (_, held) => {
    const page = held
      ? await browser.open('/services', 'desktop', { holdScripts: true })
      : await browser.open('/services', 'desktop');
    await page.click('#tax-summary');
    await page.focus('#corporate-finance-summary');
    const before = await page.$eval('#corporate-finance-summary', (summary) => summary.getBoundingClientRect().top);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => !(document.getElementById('tax-summary')?.parentElement as HTMLDetailsElement).open,
    );
    const after = await page.$eval('#corporate-finance-summary', (summary) => summary.getBoundingClientRect().top);
    expect(Math.abs(after - before)).toBeLessThan(2);
    await page.close();
  });

  it("a footer anchor followed in the app focuses its card's summary, not the page heading", async () => {
    const page = await browser.open('/about');
    // In the app: a click before it has hydrated the page is the browser's own navigation.
    await waitForHydration(page);
    await page.click('footer a[href="/services#crypto"]');
    await page.waitForFunction(() => document.activeElement?.id === 'crypto-accounting-summary');
    const top = await page.$eval('#crypto-accounting-summary', (summary) => summary.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(72); // clear of the bar
    expect(top).toBeLessThan(200);
    await page.close();
  });
});

/**
 * Focus after a client-side navigation, whichever way the visitor went: on the new page's heading,
 * so a screen reader announces the page (a URL with a place on the page focuses that place: the
 * services cards above). After the mobile menu, once it has closed, not back on its toggle.
 */
describe('focus after navigating', () => {
  /** Waits until the new page (not the old one) has arrived and its heading has focus. */
  async function headingFocusedAt(page: Page, pathname: string, before: string): Promise<void> {
    await page.waitForFunction(
      (path, old) => {
        const focused = document.activeElement;
        return (
          location.pathname === path &&
          focused?.matches('main h1') === true &&
          focused.textContent !== old &&
          !document.querySelector('#mobile-menu[open], #mobile-menu:popover-open')
        );
      },
      {},
      pathname,
      before,
    );
    // And it stays there (the menu's closing does not take it back to the toggle): once the closing
    // has ended and the frames after it have run what it scheduled.
    await transitionsEnded(page);
    await framesRendered(page);
    expect(await page.evaluate(() => document.activeElement?.matches('main h1'))).toBe(true);
  }
  const heading = (page: Page) => page.$eval('main h1', (h1) => h1.textContent ?? '');

  it('from a link in the page', async () => {
    const page = await browser.open('/fees');
    const before = await heading(page);
    await page.click('main a[href="/independence"]');
    await headingFocusedAt(page, '/independence', before);
    await page.close();
  });

  it('from a dropdown', async () => {
    const page = await browser.open('/about');
    const before = await heading(page);
    await page.click(services);
    await page.click('#nav-services a[href="/services/tax"]');
    await headingFocusedAt(page, '/services/tax', before);
    await page.close();
  });

  it('from the mobile menu, once it has closed', async () => {
    const page = await browser.open('/', 'phone');
    const before = await heading(page);
    await page.tap(menuToggle);
    await page.tap('#mobile-menu a[href="/about"]');
    await headingFocusedAt(page, '/about', before);
    expect(await page.$eval(menuToggle, (toggle) => toggle === document.activeElement)).toBe(false);
    await page.close();
  });

  it('from the footer', async () => {
    const page = await browser.open('/about');
    const before = await heading(page);
    await page.click('footer a[href="/privacy-policy"]');
    await headingFocusedAt(page, '/privacy-policy', before);
    await page.close();
  });
});
