import type { Page } from 'puppeteer';
import { enquiryFields, type EnquiryField } from '../../src/content/enquiry';
import { fieldNames } from '../../src/platform/forms/form-fields';
import { useBrowser } from './helpers';

/** A visitor with only a keyboard: everything reachable, operable, and focus always visible. */
const browser = useBrowser();

/** The focused element, and whether its focus ring can be seen. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return {
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
      tag: element.tagName,
      id: element.id,
      visible: ring,
    };
  });
}

async function tabUntil(page: Page, predicate: (f: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean) {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now && predicate(now)) return now;
  }
  throw new Error('Tab never reached the element');
}

describe('keyboard journey', () => {
  it('starts at the skip link, which jumps to the main content', async () => {
    const page = await browser.open('/about');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: 'Skip to main content', visible: true });
    await page.keyboard.press('Enter');
    expect((await focused(page))?.id).toBe('main-content');
  });

  it('shows a visible focus ring on every stop through the home page', async () => {
    const page = await browser.open('/');
    const stops: NonNullable<Awaited<ReturnType<typeof focused>>>[] = [];
    for (let i = 0; i < 45; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now) stops.push(now);
    }
    expect(stops.length).toBeGreaterThan(30);
    expect(stops.filter((stop) => !stop.visible)).toEqual([]);
  });

  it('opens and closes the Services dropdown and follows a link in it', async () => {
    const page = await browser.open('/');
    await tabUntil(page, (f) => f.tag === 'BUTTON' && f.text === 'Services');
    await page.keyboard.press('Space');
    expect(await page.$eval('#nav-services', (panel) => panel.matches(':popover-open'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.getElementById('nav-services')?.matches(':popover-open'));
    expect((await focused(page))?.text).toBe('Services');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Accountancy');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.pathname === '/services/accountancy');
  });

  it('opens a services card', async () => {
    const page = await browser.open('/services');
    await tabUntil(page, (f) => f.id === 'tax-summary');
    await page.keyboard.press('Enter');
    expect(await page.$eval('#tax-summary', (summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(
      true,
    );
    await page.keyboard.press('Tab');
    expect((await focused(page))?.tag).toBe('A'); // into the open card's links
  });

  it('fills in and sends the enquiry form', async () => {
    const page = await browser.open('/contact');
    await tabUntil(page, (f) => f.id === 'enquiry-name');
    // Every field in the form's order, one Tab apart; optional fields not listed here stay empty.
    const typed: Partial<Record<EnquiryField, string>> = {
      name: 'Katherine Johnson',
      email: 'katherine@example.com',
      phone: '020 7946 0000',
      company: 'Orbital Payments Ltd',
      message: 'We need FIN060 support.',
    };
    for (const name of fieldNames(enquiryFields)) {
      expect((await focused(page))?.id).toBe(`enquiry-${name}`);
      if (enquiryFields[name].input === 'select')
        await page.keyboard.press('ArrowDown'); // the first option
      else if (typed[name]) await page.keyboard.type(typed[name]);
      await page.keyboard.press('Tab');
    }
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', text: 'Send Message', visible: true });
    await page.keyboard.press('Enter');
    // The toast (outside the form), and the same words in the form, which has focus.
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[role="status"]')).some(
          (status) =>
            !status.closest('form') &&
            status.textContent === 'Thank you for your message! We will be in touch shortly.',
        ),
      {},
    );
    expect(await page.evaluate(() => document.activeElement?.closest('form [role="status"]')?.textContent)).toContain(
      'Thank you for your message!',
    );
    expect(await page.$eval('#enquiry-subject', (s) => (s as HTMLSelectElement).value)).toBe('');
  });
});
