import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { bookingNow } from '../../test-kit/booking';
import { bookingLimits } from '../../src/features/booking/rules';
import { until } from '../../test-kit/until';
import { offerCopy } from '../../src/features/booking/server/offer-view';
import { offersCopy } from '../../src/features/desk/content/offers';
import { offerTimeId } from '../../src/features/desk/server/views/offer-views';
import { useBrowser } from './helpers';
import { actions, pageCheck, signInByEmail } from './desk-walk';
import { useDeskSite } from './desk-site';
import { administrator } from '../../test-kit/desk';

/**
 * "Offer other times" in a real browser, JavaScript on (by pointer) and off (by keyboard alone):
 * an administrator signs in from the email, opens the offer on a confirmed consultation, chooses
 * two times and a note, checks the second step and sends it; the visitor opens a time's link from
 * the email as received and moves their consultation there. axe on every page. Screenshots at 390
 * and 1440 px, and the offer email as received (.eml), go to SHOTS_DIR
 * (reports/screenshots/desk-offers by default).
 */
const browser = useBrowser();
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../reports/screenshots/desk-offers');
const check = pageCheck(shotDir, { scripts: 'unchecked', classes: true });

// Three consultations booked from one address (the two walks and the nine times): more than a visitor may hold.
const site = useDeskSite(
  { shotDir, clock: () => bookingNow, limits: { ...bookingLimits, perAddress: 10, perNetwork: 10 } },
  60_000,
);

const heading = (page: Page) => page.$eval('h1', (h) => h.textContent);
const mainText = (page: Page) => page.$eval('main', (main) => main.textContent ?? '');

describe.each([
  ['on', true],
  ['off', false],
] as const)('JavaScript %s', (label, javaScript) => {
  it('offers two times from the desk, and the visitor moves to one from the email', async () => {
    const date = javaScript ? '2026-12-01' : '2026-12-03';
    const visitor = `grace-${label}@example.com`;
    const id = await site.book(`${date}T10:00`, { email: visitor });
    const times = [`${date}T14:00`, `${date}T15:00`];

    const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript });
    const walk = actions(page, !javaScript);
    const { press, check: tick, type } = walk;
    await signInByEmail(page, walk, site, administrator);

    await page.goto(`${site.url}/desk/diary/${id}/offer`);
    expect(await heading(page)).toBe(offersCopy.title);
    // The desk's pages carry no script.
    expect(await page.$$('script')).toEqual([]);
    await check(page, 'offer-form', javaScript);
    for (const time of times) await tick(offerTimeId(time));
    await type('offer-note', 'I am with a client that morning: would one of these suit?');
    await press(offersCopy.next);
    expect(await heading(page)).toBe(offersCopy.confirmTitle);
    expect(await mainText(page)).toContain('14:00 to 14:30');
    await check(page, 'offer-second-step', javaScript);
    await press(offersCopy.send);
    expect(await mainText(page)).toContain('Offer sent');
    await check(page, 'offer-sent', javaScript);

    // The visitor's email, as received, and a time's link from it.
    await until(() =>
      site.sink.messages.some(
        (mail) => mail.envelope.to.includes(visitor) && /Other times/.test(mail.parsed.subject ?? ''),
      ),
    );
    const offer = site.sink.messages.find(
      (mail) => mail.envelope.to.includes(visitor) && /Other times/.test(mail.parsed.subject ?? ''),
    )!;
    if (javaScript) fs.writeFileSync(path.join(shotDir, 'offer-email.eml'), offer.raw);
    const path14 = /\/api\/bookings\/offer\/[\w-]{43}\/\S+T14:00/.exec(offer.parsed.text ?? '')?.[0];
    await page.goto(`${site.url}${path14}`);
    expect(await page.title()).toContain('Move your consultation to');
    await check(page, 'visitor-offered-time', javaScript);
    await press(offerCopy.take);
    expect(await heading(page)).toBe(offerCopy.moved.title);
    await check(page, 'visitor-moved', javaScript);
    expect((await site.enquiries.service.features.booking.find(id))?.slot.id).toBe(times[0]);
  }, 180_000);
});

it('answers nine times ticked with the form again, every box still ticked, by role and label', async () => {
  const id = await site.book('2026-12-04T10:00', { email: 'grace-nine@example.com' });
  const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript: true });
  // Signed in afresh: the walk above left its session in this browser.
  await (await page.createCDPSession()).send('Network.clearBrowserCookies');
  await page.reload();
  const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;
  const press = (name: string) => Promise.all([page.waitForNavigation(), page.click(byRole('button', name))]);
  await signInByEmail(page, actions(page, false), site, administrator);

  await page.goto(`${site.url}/desk/diary/${id}/offer`);
  // Each box's name as a screen reader hears it: the time, then its day.
  const names = await page.$$eval('[data-offer-day="2026-12-04"] label', (labels) =>
    labels.slice(0, 9).map((label) => (label.textContent ?? '').trim()),
  );
  expect(names).toHaveLength(9);
  for (const name of names) await page.click(byRole('checkbox', name));
  await page.type(byRole('textbox', offersCopy.note), 'Nine to choose from.');
  await press(offersCopy.next);

  expect(await heading(page)).toBe(offersCopy.title);
  expect(await page.$eval('[role="alert"]', (alert) => alert.textContent)).toBe(offersCopy.problems.times(3, 9));
  const ticked = async () => {
    const boxes = await Promise.all(names.map((name) => page.$(byRole('checkbox', name))));
    return Promise.all(boxes.map((box) => box!.evaluate((input) => (input as HTMLInputElement).checked)));
  };
  expect(await ticked()).toEqual(names.map(() => true));
  expect(await page.$eval('#offer-note', (note) => (note as HTMLTextAreaElement).value)).toBe('Nine to choose from.');
  await check(page, 'offer-too-many', true);

  // Untick six, as the message says: the second step, with the three left.
  for (const name of names.slice(3)) await page.click(byRole('checkbox', name));
  await press(offersCopy.next);
  expect(await heading(page)).toBe(offersCopy.confirmTitle);
  expect(await page.$$eval('[data-offered-times] li', (items) => items.length)).toBe(3);
}, 180_000);
