import type { Page } from 'puppeteer';
import { transitionsEnded } from '../support/axe';
import { scrollSettled } from '../support/settled';
import { pathnameOf, useBrowser } from './helpers';

const browser = useBrowser();

function headerState(page: Page) {
  return page.$eval('header', (header) => ({
    solid: header.dataset.solid,
    background: getComputedStyle(header).backgroundColor,
  }));
}

/**
 * Scrolls to `y` and waits for the bar to take the look `solid` says (the app has seen the scroll)
 * and for its colours' transition to end. Each step of the test changes the look, so each waits
 * for something to happen: 20 px is reached from 21 px, where the bar is solid.
 */
async function scrollTo(page: Page, y: number, solid: boolean): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, {}, y);
  await page.waitForSelector(`header[data-solid="${solid}"]`);
  await transitionsEnded(page);
}

describe('fixed navigation bar', () => {
  it('is transparent at the top, still at 20 px, and solid once scrolled to 21 px', async () => {
    const page = await browser.open('/');
    expect(await headerState(page)).toEqual({ solid: 'false', background: 'rgba(0, 0, 0, 0)' });

    await scrollTo(page, 21, true);
    expect((await headerState(page)).background).not.toBe('rgba(0, 0, 0, 0)');

    await scrollTo(page, 20, false);
    expect(await headerState(page)).toEqual({ solid: 'false', background: 'rgba(0, 0, 0, 0)' });

    await scrollTo(page, 21, true);
    await scrollTo(page, 0, false);
    expect(await headerState(page)).toEqual({ solid: 'false', background: 'rgba(0, 0, 0, 0)' });
  });

  it('opens the Services dropdown by keyboard and follows a link in it', async () => {
    const page = await browser.open('/');
    await page.keyboard.press('Tab'); // the skip link comes first
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');

    await page.focus('nav[aria-label="Main"] button[aria-controls]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#nav-services:popover-open');

    await page.keyboard.press('Escape');
    // The browser closes it; the app's state follows at the popover's toggle event.
    await page.waitForFunction(() => !document.getElementById('nav-services')?.matches(':popover-open'));

    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Accountancy');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Audit and Assurance');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.pathname === '/services/audit');
    // The new page renders just after the URL changes; the dropdown closes with it.
    await page.waitForFunction(() => !document.getElementById('nav-services')?.matches(':popover-open'));
    await page.waitForFunction(() => /audit/i.test(document.querySelector('#page-title')?.textContent ?? ''));
    // Focus moves to the new page's heading.
    await page.waitForFunction(() => document.activeElement?.id === 'page-title');
  });
});

describe('mobile menu at 390 px', () => {
  it('opens from the toggle, follows a link and is closed on the new page', async () => {
    const page = await browser.open('/', 'phone');
    const toggle = 'button[aria-controls="mobile-menu"]';
    expect(await page.$eval(toggle, (b) => b.getAttribute('aria-label'))).toBe('Menu');
    expect(await page.$('#mobile-menu')).not.toBeNull(); // in the page, closed
    expect(await page.$eval('#mobile-menu', (menu) => menu.checkVisibility())).toBe(false);

    await page.click(toggle);
    await page.waitForSelector('#mobile-menu', { visible: true });
    expect(await page.$eval('#mobile-menu', (menu) => menu.matches(':modal'))).toBe(true);
    // The page behind does not scroll while the menu is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    const [contactLink] = await page.$$('xpath/.//*[@id="mobile-menu"]//a[normalize-space()="Contact"]');
    await contactLink!.click();
    await page.waitForFunction(() => window.location.pathname === '/contact');
    expect(await pathnameOf(page)).toBe('/contact');
    await page.waitForFunction(() => !document.getElementById('mobile-menu')?.matches('[open]'));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });
});

describe('floating chat link at 390 px', () => {
  it('never covers a footer link', async () => {
    const page = await browser.open('/', 'phone');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    // The link steps aside once the footer is in its band (chat-link.tsx), and its fade ends.
    await page.waitForSelector('a[href^="https://wa.me/"][data-hidden="true"]');
    await scrollSettled(page);
    const covered = await page.$$eval('footer a', (links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          if (box.bottom <= 0 || box.top >= window.innerHeight) return false;
          return [box.left + 2, box.right - 2].some((x) =>
            document.elementFromPoint(x, box.top + box.height / 2)?.closest('a[href^="https://wa.me/"]'),
          );
        })
        .map((link) => link.textContent),
    );
    expect(covered).toEqual([]);
  });
});

/**
 * Reflow (WCAG 1.4.10) at 320 px where tables are: the page never scrolls sideways. /independence's
 * three columns scroll in their own named, focusable box, with the caption shown whole above it;
 * an article's tables fit the text's width.
 */
describe('tables at 320 px', () => {
  const pageScrollsSideways = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

  it('/independence: the table scrolls in its own box, its caption whole', async () => {
    const page = await browser.open('/independence', 'narrow');
    expect(await pageScrollsSideways(page)).toBe(false);
    const box = await page.$eval('main table', (table) => {
      const region = table.closest('[role="region"]') as HTMLElement;
      const name = document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent;
      const shown = region.previousElementSibling!;
      const { left, right } = shown.getBoundingClientRect();
      return {
        scrolls: region.scrollWidth > region.clientWidth,
        focusable: region.tabIndex === 0,
        named: name === table.caption?.textContent && name === shown.textContent,
        captionWhole: left >= 0 && right <= window.innerWidth && shown.scrollWidth <= shown.clientWidth,
      };
    });
    expect(box).toEqual({ scrolls: true, focusable: true, named: true, captionWhole: true });
    await page.close();
  });

  it.each(['/insights/companies-house-identity-verification', '/insights/first-safeguarding-audits-under-sup-3a'])(
    '%s: each table, with its caption, fits the text’s width',
    async (path) => {
      const page = await browser.open(path, 'narrow');
      expect(await pageScrollsSideways(page)).toBe(false);
      const tables = await page.$$eval('.insight-body table', (all) =>
        all.map((table) => ({
          fits: table.getBoundingClientRect().right <= table.parentElement!.getBoundingClientRect().right + 0.5,
          caption: (table.caption?.textContent ?? '').length > 0,
        })),
      );
      expect(tables.length).toBeGreaterThan(0);
      expect(tables.every((table) => table.fits && table.caption)).toBe(true);
      await page.close();
    },
  );
});

/**
 * The floating chat link at phone widths (issue 34): what has keyboard focus is not hidden under it
 * (WCAG 2.4.11), on the pages with the longest forms: the root's scroll-padding keeps a focused
 * control clear of the link's band, as it keeps it clear of the bar at the top. A control taller
 * than the room left (the message box at 320 px) may pass a corner under it, never more.
 */
describe.each(['narrow', 'phone'] as const)('floating chat link at %s (320 and 390 px)', (viewport) => {
  it.each(['/book', '/contact'])(
    'leaves what has focus in view, never more than a corner under it, on a Tab walk through %s',
    async (route) => {
      const page = await browser.open(route, viewport);
      const covered: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        const under = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const chat = document.querySelector('a[href^="https://wa.me/"]');
          if (!focused || !chat || focused === chat || chat.getAttribute('data-hidden') === 'true') return null;
          const a = focused.getBoundingClientRect();
          const b = chat.getBoundingClientRect();
          const width = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
          const height = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
          const share = (width * height) / (a.width * a.height || 1);
          return share > 0.1 ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40) || focused.id}` : null;
        });
        if (under) covered.push(under);
      }
      expect(covered).toEqual([]);
      await page.close();
    },
  );
});
