import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { alertsCopy } from '../../src/features/key-dates/content/alerts';
import { postPath } from '../../src/features/checkers/sole-trader-or-company/answers';
import { axeViolations } from '../support/axe';
import { errorPatternGaps, type Sent } from '../support/error-pattern';
import { useBrowser, waitForHydration } from './helpers';

/**
 * Issue 54's one error pattern, as a visitor meets it: each form sent empty and wrong, with
 * JavaScript off (the service's answer page) and on (the form's own messages, or the service's page
 * for the alerts sign-up, a plain form either way), and all five parts checked in the browser: the
 * form with what was sent, a summary linking to each refused field, inline errors, "Error:" in the
 * title with the site's name, and focus on the summary. Axe on each. SAVE_A11Y_SHOTS=dir keeps
 * screenshots (the alerts' refusal at 390 px with JavaScript off among them).
 */
const browser = useBrowser();
const shots = process.env.SAVE_A11Y_SHOTS;
if (shots) fs.mkdirSync(shots, { recursive: true });

interface Case {
  name: string;
  path: string;
  /** The form's action, which finds it in the page and in the answer. */
  action: string;
  /** What the visitor fills in before sending (ids: values); none sends it empty. */
  fill?: Record<string, string>;
  /** What the answer's form must hold again. */
  sent: Sent;
  /** The fields the summary must name. */
  refused: string[];
  /** Whether, with JavaScript on, the page answers in place (its own check) rather than with the service's page. */
  inPlace: boolean;
}

const cases: Case[] = [
  {
    name: 'the enquiry, empty',
    path: '/contact',
    action: '/api/enquiries',
    sent: {},
    refused: ['name', 'email', 'subject', 'message'],
    inPlace: true,
  },
  {
    name: 'the enquiry, a wrong address',
    path: '/contact',
    action: '/api/enquiries',
    fill: { '#enquiry-name': 'Ada Lovelace', '#enquiry-email': 'ada@', '#enquiry-message': 'Hello' },
    sent: { name: 'Ada Lovelace', email: 'ada@' },
    refused: ['email', 'subject'],
    inPlace: true,
  },
  {
    name: 'the booking, empty',
    path: '/book',
    action: '/api/bookings',
    sent: {},
    refused: ['topic', 'format', 'name', 'email'],
    inPlace: true,
  },
  {
    name: 'the alerts sign-up, empty',
    path: '/key-dates/employers',
    action: '/api/alerts',
    sent: { audiences: ['employers'], leads: ['14'] },
    refused: ['email'],
    inPlace: false,
  },
  {
    name: 'the alerts sign-up, a wrong address',
    path: '/key-dates/vat',
    action: '/api/alerts',
    fill: { '#alerts-email': 'not-an-address' },
    sent: { email: 'not-an-address', audiences: ['vat'], leads: ['14'] },
    refused: ['email'],
    inPlace: false,
  },
  {
    name: 'the calculator, a profit that is not a sum',
    path: '/tools/sole-trader-or-limited-company',
    action: postPath,
    fill: { '#stc-profit': 'lots' },
    sent: { profit: 'lots' },
    refused: ['profit'],
    inPlace: true,
  },
];

/** Fills in the case's fields and presses its form's button; waits for the page that answers, where one does. */
async function send(page: Page, { action, fill = {} }: Case, navigates: boolean): Promise<void> {
  for (const [selector, value] of Object.entries(fill)) await page.type(selector, value);
  const button = `main form[action="${action}"] button[type="submit"]`;
  await page.$eval(button, (element) => element.scrollIntoView({ block: 'center' }));
  if (navigates) await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(button)]);
  else await page.click(button);
}

/**
 * Where focus is once the refusal is shown: on the service's page, the summary (autofocus); in
 * place, as the browser's own refusal puts it (which issue 54's audit confirmed), the first field
 * refused, the summary in view above it, or the summary where the service refused.
 */
const focusedRight = (page: Page, inPlace: boolean) =>
  page.evaluate((place) => {
    const active = document.activeElement;
    if (active?.closest('[data-error-summary]')) return true;
    return place && active?.getAttribute('aria-invalid') === 'true';
  }, inPlace);

/**
 * Waits (a few seconds at most) until focus is where `focusedRight` looks for it, asking from the
 * test rather than the page, whose scripts may be off; the check then says what it found.
 */
async function settledFocus(page: Page, inPlace: boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await focusedRight(page, inPlace)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

/** What the page lacks of the pattern, read as it stands (its DOM, and what has focus). */
async function gaps(page: Page, { action, sent, refused }: Case, inPlace: boolean): Promise<string[]> {
  const focused = await focusedRight(page, inPlace);
  // What the fields hold now (typed, or ticked), written into the HTML the check reads.
  await page.evaluate(() => {
    for (const control of document.querySelectorAll<HTMLInputElement>('main input, main textarea')) {
      if (control.type === 'checkbox' || control.type === 'radio') control.toggleAttribute('checked', control.checked);
      else control.setAttribute('value', control.value);
    }
  });
  return errorPatternGaps(await page.content(), { action, sent, refused, focused });
}

describe.each([
  ['off', false],
  ['on', true],
] as const)('with JavaScript %s', (_, javaScript) => {
  it.each(cases)(
    '$name',
    (form) =>
      browser.inTurn(async (open) => {
        const page = await open(form.path, 'phone', { javaScript, waitUntil: 'load' });
        if (javaScript) await waitForHydration(page);
        const inPlace = javaScript && form.inPlace;
        await send(page, form, !inPlace);
        if (inPlace) await page.waitForSelector('main [data-error-summary]');
        else expect(new URL(page.url()).pathname).toBe(form.action);
        // Focus follows a render: in place, and on the service's page too, whose autofocus the browser
        // applies at a rendering after load. Asked from here, so that it holds with scripts off too.
        await settledFocus(page, inPlace);
        expect(await gaps(page, form, inPlace)).toEqual([]);
        // Axe runs in the page, so where scripts run (the alerts' cases there are the same service page).
        if (javaScript) expect(await axeViolations(page)).toEqual([]);
        if (shots && !javaScript && form.action === '/api/alerts' && form.fill) {
          expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(alertsCopy.refused.title);
          await page.screenshot({ path: path.join(shots, 'alerts-error-no-js-390.png'), fullPage: true });
          await page.screenshot({ path: path.join(shots, 'alerts-error-no-js-390-view.png') });
        }
        await page.close();
      }),
    // Each waits on a page load and a post, on a machine other work may share.
    120_000,
  );
});
