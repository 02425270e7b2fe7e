import { tracedPages } from '../../scripts/bench-trace';
import { useBrowser, waitForHydration } from './helpers';

/**
 * Nothing the traced pages run as they start uses `Intl`: its first use on a page makes the browser
 * load its locale data, 10–50 ms of one task here and many times that on a slow phone
 * (docs/performance.md). London time, dates and numbers are worked out by hand instead. Every
 * `Intl` constructor and every locale method is wrapped before the page's scripts run, and each
 * call noted with where it came from, until the app has hydrated the page and its first renders
 * after hydration (the opening line's clock) have run.
 */
const browser = useBrowser();

// A string, not a function: the page runs it as written, with nothing the test's compiler adds.
const noteIntlUses = `(() => {
  const uses = (window.__intlUses = []);
  const note = (what) => uses.push(what + ' ' + (new Error().stack || '').split('\\n')[3]);
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const Original = Intl[name];
    if (typeof Original !== 'function') continue;
    const Wrapped = function (...args) { note('Intl.' + name); return new Original(...args); };
    Object.assign(Wrapped, Original);
    Wrapped.prototype = Original.prototype;
    Intl[name] = Wrapped;
  }
  for (const [proto, method] of [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
    [Array.prototype, 'toLocaleString'],
  ]) {
    const original = proto[method];
    proto[method] = function (...args) { note(method); return original.apply(this, args); };
  }
})();`;

/** The traced pages, and the two checkers whose content writes a sum as the page starts (their thresholds). */
const pages = [...tracedPages, '/tools/mtd-income-tax', '/tools/safeguarding-audit'];

it.each(pages)('%s starts and hydrates without using Intl', async (route) => {
  const page = await browser.open(route, 'phone', {
    waitUntil: 'load',
    before: (opening) => void opening.evaluateOnNewDocument(noteIntlUses),
  });
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses)).toEqual([]);
  await page.close();
});
