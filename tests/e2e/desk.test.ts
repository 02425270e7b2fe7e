import path from 'node:path';
import { bookingNow, roomyLimits } from '../../test-kit/booking';
import { sampleEnquiry } from '../../test-kit/enquiry-service';
import { until } from '../../test-kit/until';
import { deskCopy } from '../../src/features/desk/content/desk';
import { useBrowser } from './helpers';
import { actions, pageCheck, signInLink } from './desk-walk';
import { useDeskSite } from './desk-site';
import { administrator } from '../../test-kit/desk';

/**
 * The staff desk in a real browser, JavaScript on and off: an administrator asks for a link,
 * reads it from the email the SMTP server received, presses the link page's button, sees the
 * diary with a held and a confirmed consultation, cancels one in two steps, lists and filters the
 * enquiries, reads the audit log and signs out: by pointer with JavaScript, by keyboard alone
 * without. axe on every page; every class a desk page uses is in the site's stylesheet (the desk
 * adds none); no script but the passkey pages' own (tests/e2e/desk-passkeys.test.ts). Screenshots at 390 and 1440 px go to SHOTS_DIR (reports/screenshots/desk by default).
 */
const browser = useBrowser();
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../reports/screenshots/desk');
// No script but the passkey pages' own, from the desk (the sign-in page offers a passkey).
const check = pageCheck(shotDir, { scripts: 'desk', classes: true });

const site = useDeskSite({ shotDir, clock: () => bookingNow, limits: roomyLimits });

describe.each([
  ['on', true],
  ['off', false],
] as const)('JavaScript %s', (label, javaScript) => {
  it('signs in from the email, shows the diary, cancels in two steps, audits, signs out', async () => {
    const date = javaScript ? '2026-12-01' : '2026-12-02';
    const confirmed = await site.book(`${date}T10:00`, { name: 'Grace Hopper', email: `grace-${label}@example.com` });
    await site.book(`${date}T11:30`, { name: 'Alan Turing', email: `alan-${label}@example.com` }, true);

    const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript });
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(deskCopy.signIn.title);
    await check(page, 'sign-in', javaScript);
    const { press, follow, type } = actions(page, !javaScript);
    await type('desk-email', administrator);
    const before = site.sink.messages.length;
    await press(deskCopy.signIn.button);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(deskCopy.checkInbox.title);
    await check(page, null, javaScript);

    await until(() => site.sink.messages.length > before);
    const link = signInLink(site.sink.messages.at(-1)?.parsed.text);
    expect(link).toBeDefined();
    await page.goto(`${site.url}${link}`);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(deskCopy.link.title);
    await check(page, null, javaScript);
    await press(deskCopy.link.button);

    expect(new URL(page.url()).pathname).toBe('/desk/diary');
    const text = await page.$eval('main', (main) => main.textContent ?? '');
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Alan Turing');
    expect(text).toContain(deskCopy.diary.confirmed);
    expect(text).toContain('Held, not yet confirmed');
    await check(page, 'diary', javaScript);

    await follow(`/desk/diary/${confirmed}/cancel`);
    await check(page, null, javaScript);
    await type('desk-reason', 'The director is unwell');
    await press(deskCopy.cancel.next);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(deskCopy.cancel.confirmTitle);
    await check(page, 'cancel-confirm', javaScript);
    await press(deskCopy.cancel.confirm);
    expect(await page.$eval('[role="status"]', (p) => p.textContent)).toBe(deskCopy.diary.cancelled);
    expect(await page.$eval('main', (main) => main.textContent ?? '')).not.toContain(`grace-${label}@example.com`);
    await until(() =>
      site.sink.messages.some(
        (mail) => mail.envelope.to.includes(`grace-${label}@example.com`) && /cancel/i.test(mail.parsed.subject ?? ''),
      ),
    );

    const sent = await fetch(`${site.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ ...sampleEnquiry, name: `Ada ${label}` }),
    });
    expect(sent.status).toBe(201);
    await press(deskCopy.nav.enquiries, 'link');
    expect(await page.$eval('main', (main) => main.textContent ?? '')).toContain(`Ada ${label}`);
    await page.select('#desk-subject', 'crypto');
    await press(deskCopy.enquiries.filter);
    expect(new URL(page.url()).search).toBe('?subject=crypto&status=');
    expect(await page.$eval('main', (main) => main.textContent ?? '')).not.toContain(`Ada ${label}`);
    await page.select('#desk-subject', '');
    await press(deskCopy.enquiries.filter);
    await check(page, 'enquiries', javaScript);

    await press(deskCopy.nav.audit, 'link');
    expect(await page.$eval('main', (main) => main.textContent ?? '')).toContain('The director is unwell');
    await check(page, 'audit', javaScript);

    await press(deskCopy.nav.signOut);
    expect(await page.$eval('[role="status"]', (p) => p.textContent)).toBe(deskCopy.signIn.signedOut);
    await page.goto(`${site.url}/desk/diary`);
    expect(new URL(page.url()).pathname).toBe('/desk/sign-in');
    // A dozen page loads, axe on each and screenshots: longer than the browser helper's 30 s.
  }, 180_000);
});
