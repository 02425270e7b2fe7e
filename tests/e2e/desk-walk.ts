import type { Page } from 'puppeteer';

/**
 * The desk's walks in a browser (tests/e2e/desk.test.ts, desk-data.test.ts): by pointer with
 * JavaScript, by keyboard alone without.
 */
export interface Focused {
  text: string;
  id: string;
  href: string;
}

/** Presses Tab until the focused element is the one wanted (the keyboard's way to a control); fails if it never comes. */
export async function tabTo(page: Page, wanted: (focused: Focused) => boolean, what: string): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page
      .$eval(':focus', (element) => ({
        text: (element.textContent ?? '').trim(),
        id: element.id,
        href: element.getAttribute('href') ?? '',
      }))
      .catch(() => null);
    if (focused && wanted(focused)) return;
  }
  throw new Error(`Tab never reached ${what}.`);
}

/**
 * How the walk acts: with JavaScript, by pointer; without, by keyboard alone (Tab to each control,
 * Enter to press it, typing into the field Tab reached), which is the desk's keyboard walk.
 */
export function actions(page: Page, keyboard: boolean) {
  const go = (act: Promise<unknown>) => Promise.all([page.waitForNavigation(), act]);
  return {
    /** Presses the button or follows the link named `name`, and waits for the page it brings. */
    press: async (name: string, role: 'button' | 'link' = 'button') => {
      if (!keyboard) return go(page.click(`::-p-aria([name="${name}"][role="${role}"])`));
      await tabTo(page, (focused) => focused.text === name, name);
      return go(page.keyboard.press('Enter'));
    },
    follow: async (href: string) => {
      if (!keyboard) return go(page.click(`a[href="${href}"]`));
      await tabTo(page, (focused) => focused.href === href, href);
      return go(page.keyboard.press('Enter'));
    },
    type: async (id: string, text: string) => {
      if (!keyboard) return page.type(`#${id}`, text);
      await tabTo(page, (focused) => focused.id === id, `#${id}`);
      return page.keyboard.type(text);
    },
  };
}
