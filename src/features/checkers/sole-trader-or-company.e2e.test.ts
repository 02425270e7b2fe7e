import fs from 'node:fs';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer';
import { axeViolations } from '../../../tests/support/axe';
import { viewports, widen } from '../../../tests/support/browser';
import { useBrowser, waitForHydration } from '../../../tests/e2e/helpers';
import { usePreviewSite } from '../../../tests/e2e/preview-site';
import copy from './content/pages/tools/sole-trader-or-limited-company';
import answerCopy from './content/sole-trader-or-limited-company-answer';
import { taxYear2026To27 as year } from '../../content/tax-years/2026-27';
import { penceFromPounds } from './rules/money';
import { compare, type Circumstances } from './rules/sole-trader-or-company/compare';
import { runningCosts } from './rules/sole-trader-or-company/running-costs';
import { postPath } from './sole-trader-or-company/answers';
import { signedPounds } from './sole-trader-or-company/signed-pounds';

/**
 * The sole trader or limited company calculator as a visitor uses it, found by role and label:
 * with JavaScript (answered in the page, its code loaded at the first submit) and without (a plain
 * post the service answers with the page); the figures shown are the engine's, at band edges;
 * axe at 390 and 1440 px with the answer showing; the chart in forced colours. With
 * SAVE_CALCULATOR_SHOTS=DIR it keeps screenshots of what it saw there.
 */
const browser = useBrowser();
const preview = usePreviewSite();
const pathname = copy.path;
const shots = process.env.SAVE_CALCULATOR_SHOTS;
if (shots) fs.mkdirSync(shots, { recursive: true });
/** axe at two widths and several answers a test: more than the 30 s a page load is given on a busy machine. */
const slow = 120_000;

const { form } = copy;
/**
 * A control by its accessible name and role (Puppeteer's ARIA query, answered from the browser's
 * accessibility tree, so it works with scripts off too). The page is loaded: it is there or missing.
 */
async function byRole(page: Page, role: string, name: string): Promise<ElementHandle<Element>> {
  const found = await page.$(`aria/${name}[role="${role}"]`);
  if (!found) throw new Error(`No ${role} named “${name}”`);
  return found;
}
const optional = (label: string) => `${label} (optional)`;

/** Clicks the control found by role and name, as a pointer does, by its id. */
async function click(page: Page, role: string, name: string, count = 1): Promise<void> {
  const id = await (await byRole(page, role, name)).evaluate((control) => control.id);
  await page.click(`#${id}`, { count });
}

async function fillIn(page: Page, profit: string, others: { otherIncome?: string; staff?: boolean } = {}) {
  await click(page, 'textbox', form.profit.label, 3);
  await page.keyboard.type(profit);
  if (others.otherIncome) await click(page, 'textbox', optional(form.otherIncome.label));
  if (others.otherIncome) await page.keyboard.type(others.otherIncome);
  if (others.staff) await click(page, 'radio', form.onlyEmployee.no);
}

/** The engine's comparison for what was typed, with the firm's extra fees. */
const engine = (profit: string, others: { otherIncome?: string; staff?: boolean } = {}) => {
  const circumstances: Circumstances = {
    profit: penceFromPounds(profit)!,
    otherIncome: penceFromPounds(others.otherIncome ?? '0')!,
    pensionContributions: 0,
    onlyEmployee: !others.staff,
  };
  // The form's defaults: the fees estimate's lowest bands, not VAT-registered.
  const fees = { turnoverBand: 'up-to-90k', transactionBand: 'up-to-50', vatRegistered: false };
  return compare(year, circumstances, runningCosts({ ...fees, onlyEmployee: !others.staff }).extra);
};

/** The figures the answer shows: take-home both ways, and each line's two cells. */
const shownFigures = (page: Page) =>
  page.$eval('[data-comparison-result]', (result) => ({
    soleTrader: result.querySelector('[data-take-home="soleTrader"]')?.textContent,
    company: result.querySelector('[data-take-home="company"]')?.textContent,
    lines: Object.fromEntries(
      [...result.querySelectorAll('[data-line]')].map((row) => [
        row.getAttribute('data-line'),
        [...row.querySelectorAll('td')].map((cell) => cell.textContent),
      ]),
    ),
  }));

/** What the answer must show for the engine's comparison. */
function expectFigures(shown: Awaited<ReturnType<typeof shownFigures>>, expected: ReturnType<typeof engine>): void {
  const { soleTrader, company } = expected;
  const none = answerCopy.result.table.none;
  expect([shown.soleTrader, shown.company]).toEqual([
    signedPounds(soleTrader.takeHome),
    signedPounds(company.takeHome),
  ]);
  expect(shown.lines).toMatchObject({
    employerNics: [none, signedPounds(-company.employerClass1)],
    corporationTax: [none, signedPounds(-company.corporationTax)],
    incomeTax: [signedPounds(-soleTrader.incomeTax), signedPounds(-(company.incomeTax - company.dividendTax))],
    class4: [signedPounds(-soleTrader.class4), none],
    employeeNics: [none, signedPounds(-company.employeeClass1)],
    dividendTax: [none, signedPounds(-company.dividendTax)],
    takeHome: [signedPounds(soleTrader.takeHome), signedPounds(company.takeHome)],
  });
}

async function open(viewport: 'phone' | 'desktop'): Promise<Page> {
  const page = await browser.open(`${preview.url}${pathname}`, viewport);
  await waitForHydration(page);
  return page;
}

describe('with JavaScript', () => {
  it(
    'answers in the page at each band edge with the engine’s figures; the answer takes focus',
    async () => {
      const page = await open('desktop');
      // The answer's code is not part of the page's first load: it comes with the first submit.
      expect(await page.$('[data-comparison-result]')).toBeNull();
      const edges: [string, { otherIncome?: string; staff?: boolean }][] = [
        ['12,570', {}], // the personal allowance and both National Insurance lower limits
        ['50,270', { staff: true }], // the higher rate threshold and both upper limits
        ['50,270.01', { staff: true }],
        ['100,000', {}], // where the allowance starts to taper
        ['125,140', {}], // where it is gone and the additional rate starts
        ['250,000.01', { otherIncome: '10,000' }], // past the Corporation Tax upper limit
      ];
      for (const [profit, others] of edges) {
        await fillIn(page, profit, others);
        await click(page, 'button', form.submit);
        await page.waitForSelector('[data-comparison-result]');
        expectFigures(await shownFigures(page), engine(profit, others));
        const expected = engine(profit, others);
        await page.waitForFunction(() => document.activeElement?.matches('[data-comparison-result]'));
        expect(await page.$eval('#comparison-answer', (answer) => answer.textContent)).toBe(
          answerCopy.result.summary(expected.difference),
        );
        // Back to the defaults for the next edge.
        if (others.staff) await click(page, 'radio', form.onlyEmployee.yes);
        if (others.otherIncome) {
          const field = await byRole(page, 'textbox', optional(form.otherIncome.label));
          await field.click({ count: 3 });
          await page.keyboard.press('Backspace');
        }
      }
      await page.close();
    },
    slow,
  );

  it(
    'refuses an empty profit with the browser’s own check, by the field and in a summary',
    async () => {
      const page = await open('phone');
      await click(page, 'button', form.submit);
      await page.waitForSelector('[id$="-error-summary-heading"]');
      expect(
        await page.$$eval('[id$="-error-summary-heading"] + ul a', (links) =>
          links.map((link) => [link.textContent, link.getAttribute('href')]),
        ),
      ).toEqual([[form.missingProfit, '#stc-profit']]);
      expect(await page.$('[data-comparison-result]')).toBeNull();
      await page.close();
    },
    slow,
  );

  it(
    'axe finds nothing with the answer showing, at 390 and 1440 px; the booking carries the figures',
    async () => {
      const page = await open('phone');
      await fillIn(page, '60000');
      await click(page, 'button', form.submit);
      await page.waitForSelector('[data-comparison-result]');
      expect(await axeViolations(page)).toEqual([]);
      // Nothing wider than the phone: the answer's table, the chart and its hidden table fit.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewports.phone.width);
      if (shots) await page.screenshot({ path: path.join(shots, 'js-on-390.png'), fullPage: true });
      await widen(page);
      expect(await page.$('[data-comparison-result]')).not.toBeNull();
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: path.join(shots, 'js-on-1440.png'), fullPage: true });

      const link = await byRole(page, 'link', answerCopy.booking.link);
      const to = new URL((await link.evaluate((anchor) => anchor.getAttribute('href')))!, preview.url);
      expect(to.pathname).toBe('/book');
      // The figures go in the fragment: no request, and no Referer, carries them to a server.
      expect(to.search).toBe('');
      const carried = new URLSearchParams(to.hash.slice(1));
      expect(carried.get('topic')).toBe(answerCopy.booking.topic);
      const note = carried.get('note')!;
      const { soleTrader, company } = engine('60000');
      expect(note.split('\n')[0]).toBe(answerCopy.booking.intro);
      expect(note).toContain(`${answerCopy.result.takeHome.soleTrader}: ${signedPounds(soleTrader.takeHome)}`);
      expect(note).toContain(`${answerCopy.result.takeHome.company}: ${signedPounds(company.takeHome)}`);
      await page.close();
    },
    slow,
  );

  it(
    'draws the chart in the forced colours’ text colour, its marks told apart by dashes and words',
    async () => {
      const page = await open('desktop');
      await fillIn(page, '60000');
      await click(page, 'button', form.submit);
      const chart = (await page.waitForSelector('[data-comparison-chart]'))!;
      const session = await page.createCDPSession();
      await session.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
      await page.waitForFunction(() => matchMedia('(forced-colors: active)').matches);
      const painted = await chart.evaluate((svg) => {
        const probe = document.createElement('span');
        probe.style.color = 'CanvasText';
        document.body.append(probe);
        const canvasText = getComputedStyle(probe).color;
        probe.remove();
        return {
          canvasText,
          strokes: [...svg.querySelectorAll('path, line')].map((mark) => getComputedStyle(mark).stroke),
          fills: [...svg.querySelectorAll('text, circle')].map((mark) => getComputedStyle(mark).fill),
          dashes: [...svg.querySelectorAll('line')].map((line) => line.getAttribute('stroke-dasharray')),
          words: svg.textContent,
        };
      });
      expect(new Set([...painted.strokes, ...painted.fills])).toEqual(new Set([painted.canvasText]));
      expect(painted.dashes).toEqual(expect.arrayContaining(['6 5', '2 4']));
      expect(painted.words).toContain(answerCopy.result.chart.zero);
      expect(painted.words).toContain(answerCopy.result.chart.yours);
      // The same figures as a table in a disclosure anyone can open (issue 54, 05); the drawing is hidden from screen readers.
      expect(await chart.evaluate((svg) => svg.getAttribute('aria-hidden'))).toBe('true');
      expect(
        await page.$eval('[data-comparison-result] details table > caption', (caption) => caption.textContent),
      ).toBe(answerCopy.result.chart.tableCaption);
      await page.click('[data-comparison-result] details > summary');
      const table = await page.$eval('[data-comparison-result] details table', (element) => ({
        shown: element.checkVisibility(),
        width: element.getBoundingClientRect().width,
        rows: element.querySelectorAll('tbody tr').length,
      }));
      expect(table.shown).toBe(true);
      expect(table.width).toBeGreaterThan(300);
      expect(table.rows).toBeGreaterThan(3);
      if (shots) await chart.screenshot({ path: path.join(shots, 'chart-forced-colors-1440.png') });
      // Out of forced colours (where axe cannot judge contrast): the open table passes axe.
      await session.send('Emulation.setEmulatedMedia', { features: [] });
      expect(await axeViolations(page)).toEqual([]);
      if (shots) {
        await chart.screenshot({ path: path.join(shots, 'chart-1440.png') });
        const figures = (await page.$('[data-comparison-result] details'))!;
        await figures.screenshot({ path: path.join(shots, 'chart-figures-details-1440.png') });
      }
      await page.close();
    },
    slow,
  );
});

describe('without JavaScript', () => {
  it(
    'a plain post is answered with the page: the engine’s figures, the form refilled; asked again from there',
    async () => {
      const page = await browser.open(`${preview.url}${pathname}`, 'phone', { javaScript: false });
      expect(
        await page.$eval('main form', (element) => [element.getAttribute('method'), element.getAttribute('action')]),
      ).toEqual(['post', postPath]);
      await fillIn(page, '100,000', { staff: true });
      const [response] = await Promise.all([page.waitForNavigation(), click(page, 'button', form.submit)]);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(postPath);
      expectFigures(await shownFigures(page), engine('100,000', { staff: true }));
      expect(await page.$eval('#stc-profit', (input) => (input as HTMLInputElement).value)).toBe('100,000');
      expect(await page.$eval('#onlyEmployee-no', (input) => (input as HTMLInputElement).checked)).toBe(true);

      // Asked again from the answer page, by keyboard this time.
      await (await byRole(page, 'textbox', form.profit.label)).focus();
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.type('30000');
      await (await byRole(page, 'radio', form.onlyEmployee.no)).focus();
      await page.keyboard.press('ArrowUp'); // to "Yes, only me"
      await (await byRole(page, 'button', form.submit)).focus();
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expectFigures(await shownFigures(page), engine('30000'));
      // Last: a full-page screenshot leaves the page's layout to settle again before the next click.
      if (shots) await page.screenshot({ path: path.join(shots, 'js-off-answer-390.png'), fullPage: true });
      await page.close();
    },
    slow,
  );

  /*
   * axe runs in the page's own scripting, which this browser has off: the service's answer page is
   * read in the browser with JavaScript on, posted as the form posts it. Under /api/ the app does
   * not start (src/main.tsx), so it is the page exactly as served.
   */
  it(
    'axe finds nothing on the service’s answer page, at 390 and 1440 px',
    async () => {
      const page = await browser.open(`${preview.url}/tools`, 'phone');
      await page.setRequestInterception(true);
      // The page's own request is posted as the form posts it; what it then loads goes as it is.
      let posted = false;
      page.on('request', (request) => {
        if (posted || !request.isNavigationRequest()) return void request.continue();
        posted = true;
        void request.continue({
          method: 'POST',
          postData: new URLSearchParams({ profit: '45000', otherIncome: '12000', year: year.id }).toString(),
          headers: { ...request.headers(), 'content-type': 'application/x-www-form-urlencoded' },
        });
      });
      const response = await page.goto(`${preview.url}${postPath}`, { waitUntil: 'networkidle0' });
      expect(response?.status()).toBe(200);
      expectFigures(await shownFigures(page), engine('45000', { otherIncome: '12000' }));
      expect(await axeViolations(page)).toEqual([]);
      await widen(page);
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: path.join(shots, 'js-off-answer-1440.png'), fullPage: true });
      await page.close();
    },
    slow,
  );
});
