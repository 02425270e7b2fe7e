import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer';

/** WCAG 2.2 AA and everything below it. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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
  await transitionsEnded(page);
  // Only the violations are read: axe then gathers one element, not every one, for the rules that
  // pass or do not apply (its own option for large pages). Legacy mode runs axe in the page itself,
  // as before axe 4.3, rather than opening a blank page to put each frame's results together: the
  // site has no frames (nothing from another origin, nothing embedded), and the blank page with its
  // second copy of axe was half of every run's time (506 ms against 274 ms a run on a service page).
  const results = await new AxePuppeteer(page)
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
