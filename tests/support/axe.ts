import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer';

/** WCAG 2.2 AA and everything below it. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's violations on the page as it is now, one line each (empty when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxePuppeteer(page).withTags(axeTags).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
