import { staticPaths } from '../../src/app/static-paths';
import { axeViolations } from '../support/axe';
import { viewports } from '../support/browser';
import { useBrowser } from './helpers';

/**
 * axe-core on every route in the route table, at phone and desktop widths, and in the states a
 * visitor creates: mobile menu open, a dropdown open, a services card open, the form after a
 * submit. WCAG 2.2 AA and everything below it; zero violations.
 */
const browser = useBrowser();
const routes = [...staticPaths(), '/sectors/unknown-sector', '/no-such-page'];

describe('every route', () => {
  it.each(routes)('%s has no axe violations at 390 px or at 1440 px', async (path) => {
    const page = await browser.open(path, 'phone', { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('main h1') !== null);
    expect(await axeViolations(page)).toEqual([]);
    // From the phone's touch emulation to the desktop's, Puppeteer reloads the page: wait for it
    // again (the app shell renders its heading and title only once the app runs).
    await page.setViewport(viewports.desktop);
    await page.waitForFunction(() => document.querySelector('main h1') !== null && document.title !== '');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('in the states a visitor creates', () => {
  it('the mobile menu, open', async () => {
    const page = await browser.open('/', 'phone');
    await page.click('button[aria-controls="mobile-menu"]');
    await page.waitForSelector('#mobile-menu', { visible: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a dropdown, open', async () => {
    const page = await browser.open('/about', 'desktop');
    await page.click('nav[aria-label="Main"] button[aria-controls]');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the navigation bar, solid after scrolling', async () => {
    const page = await browser.open('/contact', 'desktop');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await page.waitForSelector('header[data-solid="true"]');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each(['phone', 'desktop'] as const)('a services card, open (%s)', async (viewport) => {
    const page = await browser.open('/services', viewport);
    await page.click('#emi-reporting-summary');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the enquiry form after a submit, with its toast', async () => {
    const page = await browser.open('/contact', 'desktop');
    await page.type('#enquiry-name', 'Grace Hopper');
    await page.type('#enquiry-email', 'grace@example.com');
    await page.select('#enquiry-subject', 'general');
    await page.type('#enquiry-message', 'A question about VAT.');
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent?.includes('Thank you'));
    expect(await axeViolations(page)).toEqual([]);
  });
});
