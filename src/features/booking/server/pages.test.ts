import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseHtml } from '../../../../tests/support/html';
import { site } from '../../../config/site';
import type { IsoDate } from '../../../platform/calendar/dates';
import { bookingCopy } from '../fields';
import type { SlotDay } from '../slots';
import { manageCopy } from './manage-copy';
import { renderManage, type ManagePage } from './pages';
import type { VisitorView } from './record';

/**
 * The manage page as the service answers with it, rendered by React into a stand-in for the
 * prerendered page (its head, navigation and footer kept; its <main> replaced): what it says its
 * state is, and how it offers the times to move to (issue 44, M2 and M3).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manage-page-'));
const template = path.join(dir, 'index.html');
fs.writeFileSync(
  template,
  '<!doctype html><html lang="en-GB"><head><title>Your consultation | Harbourline Accountants</title></head>' +
    '<body><nav>Frame</nav><main id="main-content"><h1>Cancel or move your consultation</h1></main><footer>Frame</footer></body></html>',
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const view: VisitorView = {
  id: '6f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  slot: { id: '2026-11-30T10:00', date: '2026-11-30', start: '10:00', end: '10:30' },
  topic: 'audit',
  format: 'phone',
  director: null,
  sequence: 0,
  timeZone: null,
};
const token = 'a'.repeat(43);

const render = (page: ManagePage) => parseHtml(renderManage(template, page));
/** The words right under the page's heading: what a screen reader reads first after it. */
const firstWords = (document: Document) => document.querySelector('h1 + p')?.textContent;

describe('the manage page', () => {
  const states: [ManagePage, string, RegExp][] = [
    [
      { kind: 'held', view, token, holdExpiresAt: '2026-11-23T17:00:00.000Z' },
      manageCopy.heldTitle,
      /^This time is held for you until 17:00/,
    ],
    [{ kind: 'booked', view, token }, manageCopy.bookedTitle, /^It is in our diary/],
    [{ kind: 'reschedule', view, token, days: [] }, manageCopy.rescheduleTitle, /^It stays at its current time/],
    [{ kind: 'cancelled', view }, manageCopy.cancelledTitle, /^This consultation was cancelled/],
    [{ kind: 'lapsed', view }, manageCopy.lapsedTitle, /^This time was held for you, but it was not confirmed/],
    [{ kind: 'ended' }, manageCopy.endedTitle, /^This consultation has passed/],
    // Issue 44, S1 and S2: the question before cancelling, a lapsed hold's offer, each action's result.
    [
      { kind: 'cancelAsk', view, token, held: false },
      'Cancel your consultation on Monday 30 November at 10:00?',
      /^We free the time and tell the firm/,
    ],
    [
      { kind: 'lapsed', view, token, heldUntil: '2026-11-23T17:00:00.000Z', offer: { free: true, nearest: [] } },
      manageCopy.lapsedFreeTitle,
      /^It was held for you until 17:00 \(London time\) on Monday 23 November 2026\. No one has taken it/,
    ],
    [
      { kind: 'held', view, token, holdExpiresAt: '2026-11-23T18:00:00.000Z', result: 'extended' },
      manageCopy.extendedTitle,
      /^This time is now held for you until 18:00/,
    ],
    [
      { kind: 'booked', view, token, result: 'confirmed' },
      manageCopy.confirmedTitle,
      /^We have emailed you the calendar invitation/,
    ],
    [{ kind: 'booked', view, token, result: 'moved' }, manageCopy.movedTitle, /^The new time is below/],
    [
      { kind: 'cancelled', view, result: 'cancelled' },
      manageCopy.cancelledNowTitle,
      /^We have emailed you and the firm/,
    ],
    [{ kind: 'unknown' }, manageCopy.unknownTitle, /^The link may have been copied incompletely/],
  ];

  it.each(states)(
    'says its state ($kind) in its title, its heading and its first words (WCAG 2.4.2, 2.4.6)',
    (page, title, words) => {
      const document = render(page);
      expect(document.title).toBe(`${title} | ${site.name}`);
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(document.querySelector('h1')?.textContent).toBe(title);
      expect(firstWords(document)).toMatch(words);
      // The frame is the build's: only <main> is rendered again.
      expect([document.querySelector('nav')?.textContent, document.querySelector('footer')?.textContent]).toEqual([
        'Frame',
        'Frame',
      ]);
      expect(document.querySelector('[data-booking-manage]')?.getAttribute('data-manage-state')).toBe(page.kind);
    },
  );

  it('offers its own actions before any other: "Book a consultation" only where the booking ended or was not found', () => {
    const held = render({ kind: 'held', view, token, holdExpiresAt: '2026-11-23T17:00:00.000Z' });
    const controls = [...held.querySelectorAll('main a, main button')].map((control) => control.textContent);
    expect(controls.indexOf(manageCopy.confirm)).toBeGreaterThanOrEqual(0);
    expect(controls.slice(0, controls.indexOf(manageCopy.confirm))).toEqual([]);
    expect(render({ kind: 'cancelled', view }).querySelector(`main a[href="/book"]`)?.textContent).toBe(
      manageCopy.bookAgain,
    );
  });
});

describe('after an action', () => {
  it('focuses the heading that says the result, and only then (it autofocuses, JavaScript or none)', () => {
    const held = { kind: 'held', view, token, holdExpiresAt: '2026-11-23T17:00:00.000Z' } as const;
    expect(render(held).querySelector('h1')?.hasAttribute('autofocus')).toBe(false);
    const extended = render({ ...held, result: 'extended', focus: true }).querySelector('h1');
    expect([extended?.getAttribute('autofocus'), extended?.getAttribute('tabindex')]).toEqual(['', '-1']);
  });

  it('keeps Cancel apart from Confirm and Extend, as a question it opens', () => {
    const document = render({
      kind: 'held',
      view,
      token,
      holdExpiresAt: '2026-11-23T17:00:00.000Z',
      extendMinutes: 60,
    });
    const names = (selector: string) => [...document.querySelectorAll(selector)].map((button) => button.textContent);
    expect(names('[data-manage-actions] button')).toEqual([manageCopy.confirm, manageCopy.extend(60)]);
    expect(names('[data-manage-cancel] button')).toEqual([manageCopy.cancel]);
    expect(document.querySelector('[data-manage-cancel] form')?.getAttribute('method')).toBe('get');
  });
});

describe('moving a booking', () => {
  /** Three weeks of free times, every half hour from 09:00 to 17:00 (one of them the booking's own). */
  const dates = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'] as IsoDate[];
  const starts = Array.from(
    { length: 17 },
    (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  );
  const days: SlotDay[] = dates.map((date) => ({
    date,
    slots: starts.map(
      (start) =>
        ({ id: `${date}T${start}`, date, start, end: start, free: start !== '12:00' }) as SlotDay['slots'][number],
    ),
  }));
  const page = () => render({ kind: 'reschedule', view, token, days, message: bookingCopy.taken });

  it('groups the times by day, the first day open, each time named in full', () => {
    const document = page();
    const groups = [...document.querySelectorAll('[data-reschedule] details')];
    expect(groups.map((day) => day.querySelector('summary')?.textContent)).toEqual([
      'Monday 30 November: 15 times free', // less its own time and the one taken
      'Tuesday 1 December: 16 times free',
      'Wednesday 2 December: 16 times free',
      'Thursday 3 December: 16 times free',
      'Friday 4 December: 16 times free',
      'Monday 7 December: 16 times free',
    ]);
    expect(groups.map((day) => day.hasAttribute('open'))).toEqual([true, false, false, false, false, false]);
    const first = document.querySelector<HTMLInputElement>('input[name="slot"]')!;
    // Its label is its name: the day (for the ear) and then the time that is seen.
    expect(first.closest('label')?.textContent).toBe('Monday 30 November, 09:00');
    expect(first.value).toBe('2026-11-30T09:00');
    expect(document.querySelector('input[value="2026-11-30T10:00"]')).toBeNull();
    expect(document.querySelector('[data-manage-notice]')?.textContent).toBe(bookingCopy.taken);
  });

  it('offers a lapsed hold whose time was taken every free time, each booking it again with its details (issue 54, 03)', () => {
    const lapsed = render({
      kind: 'lapsed',
      view,
      token,
      heldUntil: '2026-11-23T17:00:00.000Z',
      offer: { free: false, nearest: [] },
    });
    // "Or choose another time" opens the link's own page of times: nothing personal in a URL, no blank form.
    const other = [...lapsed.querySelectorAll('a')].find((link) => link.textContent === manageCopy.otherTime);
    expect(other?.getAttribute('href')).toBe(`/api/bookings/manage/${token}/reschedule`);
    const document = render({ kind: 'reschedule', view, token, days, lapsed: true });
    expect(document.querySelector('h1')?.textContent).toBe(manageCopy.otherTimeTitle);
    const forms = [...document.querySelectorAll('[data-reschedule] form')];
    expect(forms.length).toBe(dates.length);
    for (const form of forms) {
      expect(form.getAttribute('action')).toBe(`/api/bookings/manage/${token}/confirm`);
      expect(form.querySelector('button')?.textContent).toBe(manageCopy.bookThis);
    }
  });

  it('puts the button after each day’s times, never past every time', () => {
    const document = page();
    const form = document.querySelector('[data-reschedule]')!;
    // Each day its own form (its own radio group, reached by Tab), each posting `slot` to one place.
    const forms = [...form.querySelectorAll('details > form')];
    expect(forms).toHaveLength(dates.length);
    for (const day of forms) {
      expect([day.getAttribute('method'), day.getAttribute('action')]).toEqual([
        'post',
        `/api/bookings/manage/${token}/reschedule`,
      ]);
      expect(
        new Set([...day.querySelectorAll('input[type="radio"]')].map((radio) => radio.getAttribute('name'))),
      ).toEqual(new Set(['slot']));
    }
    const order = [...form.querySelectorAll('input[name="slot"], button[type="submit"]')].map(
      (control) => control.tagName,
    );
    const before = order.indexOf('BUTTON');
    expect(before).toBe(15);
    expect(order.filter((tag) => tag === 'BUTTON')).toHaveLength(dates.length);
    for (const day of form.querySelectorAll('details'))
      expect(day.querySelector('form > fieldset > button[type="submit"]')?.textContent).toBe(manageCopy.move);
  });
});
