import { axeViolations } from '../support/axe';
import { useBrowser } from './helpers';

/**
 * axe-core in the states a visitor creates: mobile menu open, a dropdown open, a services card
 * open, the form after a submit. WCAG 2.2 AA and everything below it; zero violations. Every route
 * as it loads, at 390 px and at 1440 px, is checked on the one load every-route.test.ts makes of it.
 */
const browser = useBrowser();

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
    // axe waits for the bar's colours to end their transition.
    await page.waitForSelector('header[data-solid="true"]');
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
