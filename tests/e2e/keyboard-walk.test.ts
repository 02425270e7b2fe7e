import type { Page } from 'puppeteer';
import { chatUrl } from '../../src/config/site';
import { useBrowser, waitForHydration, type Open } from './helpers';
import { maxStops, pageKinds as kinds, walk } from './walk';

/**
 * A keyboard-only visitor: Tab and Shift+Tab through a whole page, with the app running and with
 * every script held back (the page as painted). At every stop the focused element must be visible,
 * with its focus ring, on screen, not covered at its centre by the bar, a panel or the chat link,
 * and not inside an inert or aria-hidden region; the chat link must be one of the stops.
 *
 * Every kind of page (walk.ts) at both widths, in both directions, before and after the scripts:
 * what the bar, the menus, the chat link and each template do to focus is the same on every page
 * of a kind. Every other route is walked at 390 px forwards with the app running, on the one load
 * every-route.test.ts makes of it (what differs per route is its content's links and controls).
 * The walks print their stop counts for the notes. The walks of different pages run side by side
 * (`inTurn`: a few pages at once, each in its own browser context); nothing in them is timed. The
 * lazily loaded tools' walks are paced as a visitor types, so they run one at a time.
 */
const browser = useBrowser();
const chatHref = chatUrl();
// A case may wait its turn behind the others running side by side before it starts.
const turnTimeout = 180_000;

async function openWith(open: Open, path: string, viewport: 'phone' | 'desktop', app: boolean): Promise<Page> {
  if (!app) return open(path, viewport, { holdScripts: true });
  const page = await open(path, viewport, { waitUntil: 'load' });
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
  it.concurrent.each(
    kinds.flatMap((path) => (['phone', 'desktop'] as const).map((viewport) => [path, viewport] as const)),
  )(
    '%s at %s: Tab and Shift+Tab visit the same stops, each one in plain view',
    (path, viewport) =>
      browser.inTurn(async (open) => {
        const page = await openWith(open, path, viewport, app);
        const forwards = await walk(page, false);
        const backwards = await walk(page, true);
        expect(forwards.problems).toEqual([]);
        expect(backwards.problems).toEqual([]);
        expect(forwards.stops.some((stop) => stop.href === chatHref)).toBe(true);
        expect(backwards.stops.length).toBe(forwards.stops.length);
        counts.push(`${path} ${viewport} ${app ? 'app' : 'held'}: ${forwards.stops.length}`);
        await page.close();
      }),
    turnTimeout,
  );
});

describe('open menus before the app starts', () => {
  it('the mobile menu keeps focus in itself', async () => {
    const page = await openWith(browser.open, '/services', 'phone', false);
    await page.tap('button[aria-controls="mobile-menu"]');
    const { stops, problems } = await walk(page, false);
    expect(problems).toEqual([]);
    expect(stops.length).toBeGreaterThan(20);
    expect(stops.every((stop) => stop.inMenu)).toBe(true);
    counts.push(`/services phone held, mobile menu open: ${stops.length}`);
    await page.close();
  });

  it('an open dropdown hides no focusable element under it', async () => {
    const page = await openWith(browser.open, '/services/tax', 'desktop', false);
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

/**
 * The tools that load after the page (the estimate, the company-dates tool, the checkers' forms):
 * a visitor who starts pressing Tab as soon as the page shows, at a quick typist's pace, reaches
 * every one of their controls going forwards (once round the page again if the machine was so busy
 * that the tool came in after focus had passed its place), and nothing is ever put in above the
 * focused element (it would push it down, off screen, and leave the new controls behind it).
 */
describe('every lazily loaded tool, forwards at a realistic pace', () => {
  const paceMs = 150;
  const tools = [
    ['/fees', 'estimate-heading'],
    ['/key-dates', 'company-dates-heading'],
    ['/key-dates/limited-companies', 'company-dates-heading'],
    ['/tools/mtd-income-tax', 'checker-form-heading'],
    ['/tools/safeguarding-audit', 'checker-form-heading'],
  ] as const;

  /** Runs in the page after each Tab: the stop, and whether the last stop moved since focus reached it. */
  function step(): { done: boolean; moved: string | null } {
    const state = ((
      window as { __lazyWalk?: { seen: WeakSet<Element>; last?: { element: Element; y: number } } }
    ).__lazyWalk ??= { seen: new WeakSet() });
    // Where an element sits in the document; none for what the screen holds fixed (the bar, the chat link).
    const pageY = (element: Element): number | null => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (getComputedStyle(node).position === 'fixed') return null;
      return element.getBoundingClientRect().top + window.scrollY;
    };
    let moved: string | null = null;
    if (state.last) {
      const now = pageY(state.last.element);
      if (now !== null && Math.abs(now - state.last.y) > 1)
        moved = `"${state.last.element.textContent?.trim().slice(0, 30)}" moved from ${Math.round(state.last.y)} to ${Math.round(now)}`;
    }
    const element = document.activeElement;
    if (!element || element === document.body) return { done: false, moved };
    // A date field is three stops (day, month, year) in one element.
    if (element === state.last?.element) return { done: false, moved };
    if (state.seen.has(element)) return { done: true, moved };
    state.seen.add(element);
    const y = pageY(element);
    state.last = y === null ? undefined : { element, y };
    return { done: false, moved };
  }

  /** The tool's controls no Tab reached (a radio group counts once: Tab enters it at one radio). */
  function missed(headingId: string): { controls: number; missed: string[] } {
    const { seen } = (window as unknown as { __lazyWalk: { seen: WeakSet<Element> } }).__lazyWalk;
    const section = document.querySelector(`section[aria-labelledby="${headingId}"]`);
    const controls = [
      ...(section?.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea') ?? []),
    ].filter((control) => !(control as HTMLInputElement).disabled && control.checkVisibility());
    const reached = (control: HTMLElement) =>
      control instanceof HTMLInputElement && control.type === 'radio'
        ? controls.some((other) => (other as HTMLInputElement).name === control.name && seen.has(other))
        : seen.has(control);
    return {
      controls: controls.length,
      missed: controls
        .filter((control) => !reached(control))
        .map((control) => control.id || control.outerHTML.slice(0, 60)),
    };
  }

  // These walks are timed (the visitor's pace against the tool's arrival), so they run one at a
  // time, after the walks side by side above, never beside another page of this file.
  it.each(
    tools.flatMap(([path, heading]) =>
      (['phone', 'desktop'] as const).map((viewport) => [path, viewport, heading] as const),
    ),
  )(
    '%s at %s: Tab reaches every control of the tool, and nothing appears above the focus',
    async (path, viewport, heading) => {
      // The page as painted: the visitor's first Tab is also what starts the app.
      const page = await browser.open(path, viewport, { waitUntil: 'load' });
      const moves: string[] = [];
      let goneRound = false;
      for (let i = 0; i < maxStops; i += 1) {
        await page.keyboard.press('Tab');
        await new Promise((resolve) => setTimeout(resolve, paceMs));
        const { done, moved } = await page.evaluate(step);
        if (moved) moves.push(moved);
        if (!done) continue;
        // Focus has come round. On a machine so busy that the tool was not there yet when focus
        // passed its place, the visitor goes round once more (forwards still), as one would.
        const { controls, missed: notYet } = await page.evaluate(missed, heading);
        if (goneRound || (controls > 0 && notYet.length === 0)) break;
        goneRound = true;
        await page.evaluate(() => delete (window as { __lazyWalk?: unknown }).__lazyWalk);
      }
      const { controls, missed: notReached } = await page.evaluate(missed, heading);
      expect(moves).toEqual([]);
      expect(controls).toBeGreaterThan(2);
      expect(notReached).toEqual([]);
      await page.close();
    },
    120_000,
  );
});
