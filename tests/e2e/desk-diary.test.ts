import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { bookingNow, roomyLimits } from '../../test-kit/booking';
import { deskCopy } from '../../src/features/desk/content/desk';
import { diaryActionsCopy } from '../../src/features/desk/content/diary-actions';
import { useBrowser } from './helpers';
import { actions, pageCheck, signInByEmail } from './desk-walk';
import { useDeskSite } from './desk-site';
import { administrator } from '../../test-kit/desk';

/**
 * The diary's actions in a real browser, JavaScript on and off: an administrator signs in from
 * the email, sees the diary with a held and a confirmed consultation, blocks the director's day
 * (the consultation inside it listed with the way to cancel it, no time offered that day), removes
 * the block, and marks a consultation that has started attended: by pointer with JavaScript, by
 * keyboard alone without. axe on every page, every class in the site's stylesheet. Screenshots at
 * 390 and 1440 px, and the director's invitation as received, go to SHOTS_DIR
 * (reports/screenshots/desk-diary by default).
 */
const browser = useBrowser();
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../reports/screenshots/desk-diary');
const check = pageCheck(shotDir, { scripts: 'none', classes: true });
const eleanor = 'eleanor.hartley@harbourline.example';
const firmInbox = 'enquiries@harbourline.example';

let now = bookingNow;
const site = useDeskSite({ shotDir, clock: () => now, limits: roomyLimits });
/** A consultation of each walk's that has started by the time it runs. */
const started: Record<'on' | 'off', string> = { on: '', off: '' };

beforeAll(async () => {
  // Booked on the Monday, for Wednesday morning; the walks run once both have started.
  started.on = await site.book('2026-11-25T10:00', { name: 'Katherine Johnson', email: 'katherine@example.com' });
  started.off = await site.book('2026-11-25T11:00', { name: 'Dorothy Vaughan', email: 'dorothy@example.com' });
  now = new Date('2026-11-25T11:05:00Z');
}, 30_000);

const heading = (page: Page) => page.$eval('h1', (h) => h.textContent);
const status = (page: Page) => page.$eval('[role="status"]', (p) => p.textContent);
const mainText = (page: Page) => page.$eval('main', (main) => main.textContent ?? '');

describe.each([
  ['on', true],
  ['off', false],
] as const)('JavaScript %s', (label, javaScript) => {
  it('blocks a director’s day and removes it, and marks a started consultation attended', async () => {
    const date = javaScript ? '2026-12-01' : '2026-12-02';
    await site.book(`${date}T10:00`, { name: 'Grace Hopper', email: `grace-${label}@example.com` });
    await site.book(`${date}T11:30`, { name: 'Alan Turing', email: `alan-${label}@example.com` }, true);

    // Signed in from the email's link, as the desk's own walk does (tests/e2e/desk.test.ts).
    const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript });
    const walk = actions(page, !javaScript);
    const { press, replace } = walk;
    await signInByEmail(page, walk, site, administrator);
    expect(new URL(page.url()).pathname).toBe('/desk/diary');
    expect(await mainText(page)).toContain('Held, not yet confirmed');
    expect(await mainText(page)).toContain(deskCopy.diary.confirmed);
    await check(page, 'diary-held-and-confirmed', javaScript);

    // The director's own invitation, the firm's inbox in copy: written out as received.
    const invitation = site.sink.messages.find(
      (mail) =>
        mail.envelope.to.includes(eleanor) &&
        mail.envelope.to.includes(firmInbox) &&
        mail.raw.includes(`grace-${label}@example.com`),
    );
    expect(invitation).toBeDefined();
    if (javaScript) fs.writeFileSync(path.join(shotDir, 'director-invitation.eml'), invitation!.raw);

    await press(diaryActionsCopy.nav.blocks, 'link');
    expect(await heading(page)).toBe(diaryActionsCopy.blocks.title);
    await check(page, 'block-form', javaScript);
    await replace('block-fromDate', date);
    await replace('block-fromTime', '09:00');
    await replace('block-untilDate', date);
    await replace('block-untilTime', '17:30');
    await replace('block-reason', 'Training day');
    await press(diaryActionsCopy.blocks.submit);
    expect(await status(page)).toBe(diaryActionsCopy.blocks.addedInside);
    // The confirmed consultation and the held one.
    expect(await mainText(page)).toContain(diaryActionsCopy.blocks.inside(2));
    expect(await mainText(page)).toContain('Grace Hopper');
    await check(page, 'blocks', javaScript);
    const slots = (await (await fetch(`${site.url}/api/bookings/slots?topic=tax`)).json()) as {
      days: { date: string; slots: { free: boolean }[] }[];
    };
    expect(slots.days.find((day) => day.date === date)?.slots.some((slot) => slot.free)).toBe(false);

    await press(diaryActionsCopy.blocks.remove);
    expect(await status(page)).toBe(diaryActionsCopy.blocks.removed);
    await check(page, null, javaScript);

    await press(diaryActionsCopy.nav.started, 'link');
    expect(await heading(page)).toBe(diaryActionsCopy.started.title);
    const name = javaScript ? 'Katherine Johnson' : 'Dorothy Vaughan';
    const start = javaScript ? '10:00' : '11:00';
    await press(`${diaryActionsCopy.started.markAttended}: ${start}, ${name}`);
    expect(await status(page)).toBe(diaryActionsCopy.started.done.attended);
    expect(await mainText(page)).toContain(`Attended, marked by ${administrator}`);
    await check(page, 'attended-or-missed', javaScript);
    const [marked] = (await site.enquiries.service.features.booking.attendance.recent()).filter(
      (entry) => entry.booking.id === started[label],
    );
    expect(marked?.attendance?.outcome).toBe('attended');

    await press(deskCopy.nav.signOut);
    expect(await status(page)).toBe(deskCopy.signIn.signedOut);
  }, 180_000);
});
