import type { Page } from 'puppeteer';
import { pathnameOf, useBrowser } from './helpers';

/**
 * The top navigation's dropdowns and the mobile menu once the app has started: native popovers,
 * with the app adding the keyboard model, closing on navigation and tabbing away, the inert page
 * behind the menu and the toggle's state. (Before the app starts: first-paint.test.ts.)
 */
const browser = useBrowser();
const services = 'button[popovertarget="nav-services"]';
const menuToggle = 'button[popovertarget="mobile-menu"]';

const isOpen = (page: Page, id: string) => page.$eval(`#${id}`, (element) => element.matches(':popover-open'));
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
    await page.waitForSelector(`${services}[aria-expanded="false"]`);
  });

  it('one at a time; a click outside closes it', async () => {
    const page = await browser.open('/about');
    await page.click(services);
    await page.click('button[popovertarget="nav-sectors"]');
    expect([await isOpen(page, 'nav-services'), await isOpen(page, 'nav-sectors')]).toEqual([false, true]);
    await page.mouse.click(700, 600);
    expect(await isOpen(page, 'nav-sectors')).toBe(false);
    await page.waitForSelector('button[popovertarget="nav-sectors"][aria-expanded="false"]');
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
    await page.waitForSelector(`${services}[aria-expanded="false"]`);
  });
});

describe('mobile menu at 390 px', () => {
  it('makes the page behind inert, and Escape closes it with focus back on the toggle', async () => {
    const page = await browser.open('/', 'phone');
    await page.tap(menuToggle);
    await page.waitForFunction(() => document.querySelector('main')?.inert === true);
    expect(await page.$eval(menuToggle, (b) => [b.ariaExpanded, b.ariaLabel])).toEqual(['true', 'Close menu']);
    await page.focus('#mobile-menu a[href="/about"]');
    await page.keyboard.press('Escape');
    expect(await isOpen(page, 'mobile-menu')).toBe(false);
    expect(await page.$eval(menuToggle, (b) => b === document.activeElement)).toBe(true);
    await page.waitForFunction(() => document.querySelector('main')?.inert === false);
    expect(await page.$eval(menuToggle, (b) => [b.ariaExpanded, b.ariaLabel])).toEqual(['false', 'Open menu']);
  });

  it('closes on any route change, such as the browser going back', async () => {
    const page = await browser.open('/', 'phone');
    await page.tap(menuToggle);
    await page.tap('#mobile-menu a[href="/services"]');
    await page.waitForFunction(() => window.location.pathname === '/services');
    await page.waitForFunction(() => !document.getElementById('mobile-menu')?.matches(':popover-open'));
    await page.tap(menuToggle);
    expect(await isOpen(page, 'mobile-menu')).toBe(true);
    await page.goBack();
    await page.waitForFunction(() => !document.getElementById('mobile-menu')?.matches(':popover-open'));
    expect(await pathnameOf(page)).toBe('/');
  });
});
