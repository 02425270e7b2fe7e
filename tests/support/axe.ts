import fs from 'node:fs';
import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'puppeteer';

/** WCAG 2.2 AA and everything below it. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe-core that @axe-core/puppeteer depends on (its own copy, not lighthouse's), read once.
 * @axe-core/puppeteer's `analyze()` is not used: before it runs, it asks the page whether it has
 * loaded and gives that question one second (`assertFrameReady`, a `setTimeout` raced against the
 * answer), so on a busy machine, where the answer takes longer to come back, it threw "Page/Frame
 * is not ready" for a page that was ready (5 of 2,174 tests on a fresh machine). Here the page is
 * waited for, as long as it takes, and axe then runs in it as the package's legacy mode runs it.
 */
const axeSource = fs.readFileSync(
  require.resolve('axe-core', { paths: [path.dirname(require.resolve('@axe-core/puppeteer'))] }),
  'utf8',
);

/**
 * Waits for the page's transitions and time-based animations to end (the bar's colours, a
 * card's shadow): axe reads each element's colours as they are at that moment, so a reading
 * mid-transition (the bar's call to action between its two looks) is neither look's contrast.
 * Scroll-driven animations (the bar's, on the scroll timeline) and endless ones are left out:
 * they are at rest whenever the page is not scrolled. Asking for the animations brings the
 * page's styles up to date first, so a transition that a change has just started is among them.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (;;) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      // One that ends may start another (a transition on the next property): look again.
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

/** axe-core's violations on the page as it is now, one line each (empty when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  // The page's load event, as @axe-core/puppeteer asks for, but waited for rather than timed.
  await page.evaluate(
    () =>
      document.readyState === 'complete' ||
      new Promise((loaded) => window.addEventListener('load', loaded, { once: true })),
  );
  await transitionsEnded(page);
  // Only the violations are read: axe then gathers one element, not every one, for the rules that
  // pass or do not apply (its own option for large pages). axe runs in the page itself, as
  // @axe-core/puppeteer's legacy mode (before axe 4.3) does, rather than opening a blank page to
  // put each frame's results together: the site has no frames (nothing from another origin,
  // nothing embedded), and the blank page with its second copy of axe was half of every run's
  // time (506 ms against 274 ms a run on a service page).
  const options: RunOptions = { runOnly: { type: 'tag', values: axeTags }, resultTypes: ['violations'] };
  // Put in with DevTools' own evaluation, as @axe-core/puppeteer does: the site's CSP allows no eval.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe.run(document, runOptions),
    options,
  );
  return (results as AxeResults).violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
