import path from 'node:path';
import type { Page } from 'puppeteer';
import { deskCopy } from '../../src/features/desk/content/desk';
import type { SmtpSink } from '../../test-kit/smtp-sink';
import { until } from '../../test-kit/until';
import { axeViolations } from '../support/axe';
import { unstyledClasses } from '../support/stylesheet';
import { viewports, widen } from '../support/browser';

/**
 * The desk's walks in a browser (tests/e2e/desk*.test.ts): by pointer with JavaScript, by keyboard
 * alone without; what each page is checked for; signing in from the emailed link.
 */
export interface Focused {
  text: string;
  id: string;
  href: string;
}

/**
 * The most Tab presses to reach a control: the offer form's, with a checkbox for every free time of
 * a day before its note and buttons, is the longest way.
 */
const mostPresses = 200;

/** Presses Tab until the focused element is the one wanted (the keyboard's way to a control); fails if it never comes. */
export async function tabTo(page: Page, wanted: (focused: Focused) => boolean, what: string): Promise<void> {
  for (let presses = 0; presses < mostPresses; presses += 1) {
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
 * Enter to press it, Space to tick it, typing into the field Tab reached), which is the desk's
 * keyboard walk.
 */
export function actions(page: Page, keyboard: boolean) {
  const go = (act: Promise<unknown>) => Promise.all([page.waitForNavigation(), act]);
  const reach = (id: string) => tabTo(page, (focused) => focused.id === id, `#${id}`);
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
    /** Ticks (or unticks) the checkbox `id`. */
    check: async (id: string) => {
      if (!keyboard) return page.click(`#${id}`);
      await reach(id);
      return page.keyboard.press('Space');
    },
    type: async (id: string, text: string) => {
      if (!keyboard) return page.type(`#${id}`, text);
      await reach(id);
      return page.keyboard.type(text);
    },
    /** Types over what the field `id` holds (a form that comes filled in). */
    replace: async (id: string, text: string) => {
      if (!keyboard) {
        await page.click(`#${id}`, { count: 3 });
        return page.type(`#${id}`, text);
      }
      await reach(id);
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      return page.keyboard.type(text);
    },
  };
}

/** The sign-in link in the desk's email (its path), as the email's text gives it. */
export const signInLink = (text: string | undefined) =>
  /https?:\/\/\S+(\/desk\/sign-in\/[\w-]{43})/.exec(text ?? '')?.[1];

/**
 * Signs in as `email` from the sign-in page the walk is on, the walk's way (pointer or keyboard):
 * the form, the link in the email the SMTP server received, and its page's button.
 */
export async function signInByEmail(
  page: Page,
  walk: ReturnType<typeof actions>,
  site: { url: string; sink: SmtpSink },
  email: string,
): Promise<void> {
  await walk.type('desk-email', email);
  const before = site.sink.messages.length;
  await walk.press(deskCopy.signIn.button);
  const deskEmail = () =>
    site.sink.messages.slice(before).find((mail) => mail.parsed.subject === deskCopy.email.subject);
  await until(() => deskEmail() !== undefined);
  await page.goto(`${site.url}${signInLink(deskEmail()?.parsed.text)}`);
  await walk.press(deskCopy.link.button);
}

/** What a walk checks on its pages, besides axe: which scripts a page may carry, and whether its classes are the site's. */
interface PageChecks {
  /** `none`: no script at all; `desk`: only the desk's own (the passkey pages'); `unchecked`. */
  scripts: 'none' | 'desk' | 'unchecked';
  /** Every class the page uses is in the site's stylesheet (the desk adds none). */
  classes: boolean;
}

/**
 * A walk's check of a page: its scripts; axe and the stylesheet's classes (in the run with
 * JavaScript, which they need: the pages are the same); and, named `shot`, screenshots at 390 and
 * 1440 px in `shotDir`.
 */
export function pageCheck(shotDir: string, { scripts, classes }: PageChecks) {
  return async (page: Page, shot: string | null, javaScript: boolean): Promise<void> => {
    const sources = await page.$$eval('script', (elements) => elements.map((element) => element.getAttribute('src')));
    if (scripts === 'none') expect(sources).toEqual([]);
    if (scripts === 'desk') expect(sources.filter((src) => !src?.startsWith('/desk/scripts/'))).toEqual([]);
    if (!javaScript) return;
    expect(await axeViolations(page)).toEqual([]);
    if (classes) expect(await unstyledClasses(page)).toEqual([]);
    if (!shot) return;
    await page.screenshot({ path: path.join(shotDir, `${shot}-390.png`), fullPage: true });
    // The same page widened where it stands, not its address opened again.
    await widen(page);
    await page.screenshot({ path: path.join(shotDir, `${shot}-1440.png`), fullPage: true });
    await page.setViewport(viewports.phone);
  };
}
