import type { Page } from 'puppeteer';
import { checkFocusedElement, startWalk, type Stop } from '../support/focus-check';

/**
 * A keyboard walk (tests/e2e/keyboard-walk.test.ts, and every route's in
 * tests/e2e/every-route.test.ts): Tab or Shift+Tab once round a page, each stop checked by
 * checkFocusedElement (visible, with its focus ring, on screen, uncovered, outside inert and
 * aria-hidden regions).
 */
export const maxStops = 250;

/**
 * One page of each kind (each template, and the pages whose controls are their own: the contact
 * form, the policy pages' long text): the walks at both widths, both ways, before and after the
 * scripts, run on these.
 */
export const pageKinds = [
  '/',
  '/services',
  '/services/tax',
  '/services/tax/personal-tax',
  '/sectors',
  '/sectors/financial-services/banking',
  '/about',
  '/contact',
  '/privacy-policy',
];

export interface Walk {
  stops: Stop[];
  problems: string[];
}

/** Presses Tab (or Shift+Tab) until focus comes round to a stop it has already visited. */
export async function walk(page: Page, backwards: boolean): Promise<Walk> {
  const stops: Stop[] = [];
  await page.evaluate(startWalk);
  if (backwards) await page.keyboard.down('Shift');
  try {
    for (let i = 0; i < maxStops; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(checkFocusedElement);
      // Focus left the document for the browser's own controls: once round, then done.
      if (stop === null) {
        if (stops.length > 0) break;
        continue;
      }
      if (stop.same) continue;
      if (stop.seen) break;
      stops.push(stop);
    }
  } finally {
    if (backwards) await page.keyboard.up('Shift');
  }
  const problems = stops.flatMap((stop) => stop.problems.map((problem) => `${stop.name}: ${problem}`));
  return { stops, problems };
}
