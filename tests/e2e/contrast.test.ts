import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { boundaryContrast, type Boundary } from '../support/contrast';
import { checkFocusedElement, startWalk } from '../support/focus-check';
import { useBrowser, waitForHydration } from './helpers';

/**
 * WCAG 1.4.11 (non-text contrast, 3:1) for what shows where a control is: every focus ring met on a
 * keyboard walk, the enquiry form's field borders, and the pill buttons' shape; in the normal
 * colours and with forced colours emulated (Windows' high-contrast themes).
 */
const browser = useBrowser();
const enough = 3;
const fields = 'form[action="/api/enquiries"] :is(input, select, textarea):not([tabindex="-1"])';
const pills = ':is(a, button).rounded-full';

async function open(route: string, viewport: 'narrow' | 'phone' | 'desktop', forced: boolean): Promise<Page> {
  const page = await browser.open(route, viewport, { waitUntil: 'load' });
  // Puppeteer's emulateMediaFeatures refuses forced-colors; the DevTools protocol emulates it.
  if (forced) {
    const session = await page.createCDPSession();
    await session.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
  }
  await waitForHydration(page);
  return page;
}

/** The focus ring at every Tab stop, once round the page. */
async function ringsOnAWalk(page: Page): Promise<Boundary[]> {
  const rings: Boundary[] = [];
  await page.evaluate(startWalk);
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(checkFocusedElement);
    if (stop?.same) continue;
    if (stop?.seen) break;
    const [ring] = await page.evaluate(boundaryContrast, ':focus-visible', true);
    if (ring) rings.push(ring);
  }
  return rings;
}

const weak = (boundaries: Boundary[]) => boundaries.filter((boundary) => boundary.ratio < enough);

describe.each([
  ['normal colours', false],
  ['forced colours', true],
] as const)('in %s', (_, forced) => {
  it.each([
    ['/', 'desktop'],
    ['/contact', 'phone'],
  ] as const)('every focus ring on %s at %s is at least 3:1 against what is behind it', async (path, viewport) => {
    const page = await open(path, viewport, forced);
    const rings = await ringsOnAWalk(page);
    expect(rings.length).toBeGreaterThan(20);
    expect(weak(rings)).toEqual([]);
    await page.close();
  });

  it('the company-dates tool’s field borders are at least 3:1 against the section and the field', async () => {
    const page = await open('/key-dates', 'desktop', forced);
    await page.keyboard.press('Tab'); // a keyboard visitor: the tool loads
    await page.waitForSelector('input[name="yearEnd"]');
    const borders = await page.evaluate(
      boundaryContrast,
      'section[aria-labelledby="company-dates-heading"] :is(input, select)',
      false,
    );
    expect(borders).toHaveLength(2);
    expect(weak(borders)).toEqual([]);
    await page.close();
  });

  it('the enquiry form’s field borders are at least 3:1 against the card and the field', async () => {
    const page = await open('/contact', 'desktop', forced);
    const borders = await page.evaluate(boundaryContrast, fields, false);
    expect(borders).toHaveLength(6);
    expect(weak(borders)).toEqual([]);
    await page.close();
  });
});

it('the pill buttons keep their outline in forced colours', async () => {
  const page = await open('/', 'desktop', true);
  const outlines = await page.evaluate(boundaryContrast, pills, false);
  expect(outlines.length).toBeGreaterThan(3);
  expect(weak(outlines)).toEqual([]);
  await page.close();
});

it('the key-dates filter in forced colours: every pill keeps its outline, and the current one looks unlike the rest', async () => {
  const filter = 'nav[aria-label="Show the dates for"] a';
  const page = await open('/key-dates/vat', 'desktop', true);
  // The current pill is filled with the system's selected colour instead (below).
  const outlines = await page.evaluate(boundaryContrast, `${filter}:not([aria-current])`, false);
  expect(outlines.length).toBeGreaterThan(3);
  expect(weak(outlines)).toEqual([]);
  const looks = await page.$$eval(filter, (links) =>
    links.map((link) => {
      const style = getComputedStyle(link);
      const look = [style.backgroundColor, style.color, style.borderTopColor, style.outlineStyle, style.outlineColor];
      return { current: link.getAttribute('aria-current') === 'page', look: look.join(' ') };
    }),
  );
  const [current, ...more] = looks.filter((pill) => pill.current);
  expect(more).toEqual([]);
  const others = new Set(looks.filter((pill) => !pill.current).map((pill) => pill.look));
  expect(others.size).toBe(1);
  expect(others.has(current!.look)).toBe(false);
  await page.close();
});

it('the slot grid in forced colours: the chosen day and time look unlike the rest, and keep their outline', async () => {
  const page = await open('/book', 'desktop', true);
  await page.waitForSelector('input[name="slot"]');
  const day = await page.$eval(
    'input[name="day"]:not(:disabled):not(:checked)',
    (radio) => (radio as HTMLInputElement).value,
  );
  await page.click(`label:has(> input[name="day"][value="${day}"])`);
  const time = await page.$eval('input[name="slot"]:not(:disabled)', (radio) => (radio as HTMLInputElement).value);
  await page.click(`label:has(> input[name="slot"][value="${time}"])`);
  for (const name of ['day', 'slot']) {
    const looks = await page.$$eval(`label:has(> input[name="${name}"]:not(:disabled))`, (labels) =>
      labels.map((label) => {
        const style = getComputedStyle(label);
        const look = [
          style.backgroundColor,
          style.color,
          style.borderTopColor,
          style.outlineStyle,
          style.outlineWidth,
          style.outlineColor,
        ];
        return { checked: label.querySelector('input')!.checked, look: look.join(' ') };
      }),
    );
    const [checked, ...more] = looks.filter((choice) => choice.checked);
    expect([name, more]).toEqual([name, []]);
    const others = new Set(looks.filter((choice) => !choice.checked).map((choice) => choice.look));
    expect([name, others.size]).toEqual([name, 1]);
    expect([name, others.has(checked!.look)]).toEqual([name, false]);
    // The chosen one's outline is there whatever the theme's colours: it is drawn, and thick.
    expect(checked!.look).toMatch(/solid 3px/);
  }
  // Every other choice keeps its border at 3:1 (1.4.11); the chosen one is filled with the system's selected colour.
  const borders = await page.evaluate(
    boundaryContrast,
    'label:has(> input[name="slot"]:not(:disabled):not(:checked))',
    false,
  );
  expect(borders.length).toBeGreaterThan(3);
  expect(weak(borders)).toEqual([]);
  const shots = path.resolve(__dirname, '../../reports/a11y');
  fs.mkdirSync(shots, { recursive: true });
  const section = await page.$('section[aria-labelledby="booking-heading"]');
  await section!.screenshot({ path: path.join(shots, 'book-grid-forced-colours-1440.png') });
  await page.close();
  for (const [viewport, width] of [
    ['phone', 390],
    ['narrow', 320],
  ] as const) {
    const small = await open('/book', viewport, true);
    await small.waitForSelector('input[name="slot"]');
    await small.click(`label:has(> input[name="day"][value="${day}"])`);
    await small.click(`label:has(> input[name="slot"][value="${time}"])`);
    const grid = await small.$('fieldset:has(input[name="day"])');
    await grid!.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await small.screenshot({ path: path.join(shots, `book-grid-forced-colours-${width}.png`) });
    await small.close();
  }
});
