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
      // Focus has moved once the page has taken the key down; the check and the key's release go
      // together (one round trip to the browser less a stop, in walks of thousands of stops).
      await page.keyboard.down('Tab');
      let [stop] = await Promise.all([page.evaluate(checkFocusedElement, false), page.keyboard.up('Tab')]);
      // What the visitor sees is the next painted frame: a problem is looked at once more there.
      if (stop?.problems.length) {
        const again = await page.evaluate(checkFocusedElement, true);
        if (again && again.name === stop.name) stop = { ...stop, problems: again.problems };
      }
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

/**
 * The sections whose tool loads once it comes near the screen or at the visitor's first Tab
 * (useNearScreen): the estimate on /fees, the company-dates tool on the key-dates pages. Each
 * becomes a form when its code has arrived.
 */
export const lazyToolHeadings = ['estimate-heading', 'company-dates-heading'];

/**
 * Brings in the page's lazily loaded tools, if it has any, and waits until each is a form; then
 * back to the top, focus where it was. A walk at full speed, tens of Tabs a second, could
 * otherwise reach the footer before the tool's code arrived, and find it pushed down by the tool.
 */
export async function withToolsLoaded(page: Page): Promise<void> {
  // The bar's data-solid comes with the app's first render after hydration, the one that puts in
  // what needs the app (the estimate's section among them).
  await page.waitForSelector('header[data-solid]');
  const sections = lazyToolHeadings.map((heading) => `section[aria-labelledby="${heading}"]`);
  const present = await page.$$eval(sections.join(', '), (found) =>
    found.map((section) => section.getAttribute('aria-labelledby')!),
  );
  if (present.length === 0) return;
  for (const heading of present) {
    const section = `section[aria-labelledby="${heading}"]`;
    await page.$eval(section, (element) => element.scrollIntoView({ behavior: 'instant', block: 'center' }));
    await page.waitForSelector(`${section} form`);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
