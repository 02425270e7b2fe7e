import path from 'node:path';
import { answerTitle } from '../../server/platform/forms/pages';
import { bookingNow, roomyLimits } from '../../test-kit/booking';
import { sampleEnquiry } from '../../test-kit/enquiry-service';
import { deskCopy } from '../../src/features/desk/content/desk';
import { enquiryStatusCopy, peopleCopy } from '../../src/features/desk/content/desk-data';
import { useBrowser } from './helpers';
import { actions, pageCheck, signInByEmail } from './desk-walk';
import { useDeskSite } from './desk-site';
import { administrator } from '../../test-kit/desk';

/**
 * An enquiry's status and a person's data at the desk in a real browser, JavaScript on and off: an
 * administrator signs in from the email, sets an enquiry's status and who took it, filters by
 * status, finds everything held about one address, and erases it in two steps: by pointer with
 * JavaScript, by keyboard alone without. axe on every new page; every class they use is in the
 * site's stylesheet. Screenshots at 390 and 1440 px go to SHOTS_DIR (reports/screenshots/desk-data
 * by default).
 */
const browser = useBrowser();
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../reports/screenshots/desk-data');
const check = pageCheck(shotDir, { scripts: 'none', classes: true });

const site = useDeskSite({ shotDir, clock: () => bookingNow, limits: roomyLimits });

describe.each([
  ['on', true],
  ['off', false],
] as const)('JavaScript %s', (label, javaScript) => {
  it('sets an enquiry’s status, finds a person’s data and erases it in two steps', async () => {
    const date = javaScript ? '2026-12-01' : '2026-12-02';
    const visitor = `ada-${label}@example.com`;
    const booking = await site.book(`${date}T10:00`, { name: `Ada ${label}`, email: visitor });
    const sent = await fetch(`${site.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ ...sampleEnquiry, name: `Ada ${label}`, email: visitor }),
    });
    expect(sent.status).toBe(201);
    const { id: enquiry } = (await sent.json()) as { id: string };

    const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript });
    const walk = actions(page, !javaScript);
    const { press, type } = walk;
    await signInByEmail(page, walk, site, administrator);
    expect(new URL(page.url()).pathname).toBe('/desk/diary');

    // The enquiry's status and who took it, from its own form.
    await press(deskCopy.nav.enquiries, 'link');
    await page.select(`#enquiry-${enquiry}-status`, 'replied');
    await page.select(`#enquiry-${enquiry}-taken`, administrator);
    const save = `form[action="/desk/enquiries/${enquiry}/status"] button`;
    if (javaScript) await Promise.all([page.waitForNavigation(), page.click(save)]);
    else {
      // The keyboard's way: from the form's last field, Tab reaches its button.
      await page.focus(`#enquiry-${enquiry}-taken`);
      await page.keyboard.press('Tab');
      expect(await page.$eval(':focus', (element) => element.textContent)).toBe(enquiryStatusCopy.save);
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    }
    expect(await page.$eval('[role="status"]', (p) => p.textContent)).toBe(enquiryStatusCopy.saved(enquiry));
    await page.select('#desk-status', 'replied');
    await press(deskCopy.enquiries.filter);
    expect(new URL(page.url()).search).toBe('?subject=&status=replied');
    expect(await page.$eval('main', (main) => main.textContent ?? '')).toContain(`Ada ${label}`);
    await check(page, 'enquiries-status', javaScript);

    // A person's data: found, then erased in two steps.
    await press(peopleCopy.nav, 'link');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(peopleCopy.title);
    await check(page, 'people-search', javaScript);
    await type('desk-person', visitor.toUpperCase());
    await press(peopleCopy.find);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(peopleCopy.foundTitle);
    expect(await page.title()).toBe(answerTitle({ title: `${peopleCopy.foundTitle} · ${deskCopy.name}` }));
    const found = await page.$eval('main', (main) => main.textContent ?? '');
    expect(found).toContain(booking);
    expect(found).toContain(enquiry);
    expect(page.url()).not.toContain('ada');
    await check(page, 'person', javaScript);

    await press(peopleCopy.erase);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(peopleCopy.confirmTitle);
    expect(await page.$eval('main', (main) => main.textContent ?? '')).toContain(peopleCopy.keeps);
    await check(page, 'erase-confirm', javaScript);
    await press(peopleCopy.confirm);
    const heading = await page.$eval('h1', (h) => h.textContent ?? '');
    expect(heading).toMatch(/^Erased: \d+ records deleted$/);
    expect(await page.title()).toBe(answerTitle({ title: `${heading} · ${deskCopy.name}` }));
    await check(page, 'erased', javaScript);
    expect(await site.enquiries.service.features.booking.find(booking)).toBeUndefined();
  }, 180_000);
});
