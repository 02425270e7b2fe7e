import { bookingServices } from '../../../../test-kit/booking-service';
import { describeEachEngine } from '../../../../test-kit/engines';
import { bookingBody, bookingNow, firmDirectors } from '../../../../test-kit/booking';
import { deskApp as app, deskDriver, administrator, withAdministrator } from '../../../../test-kit/desk';
import type { TestEnquiries } from '../../../../test-kit/enquiry-service';
import { diaryActionsCopy } from '../content/diary-actions';
import { deskCopy } from '../content/desk';

/**
 * The diary's actions beyond cancelling, against the real service and a real SMTP server on both
 * engines: blocking a director's time (the booking's availability then offers none of it, the
 * consultations already inside it listed, removable), marking a started consultation attended or
 * missed; each refused from another site, without the session's token, and to a director acting on
 * another director's diary (an administrator may); each audited.
 */
jest.setTimeout(120_000);

let now = bookingNow;
beforeEach(() => {
  now = bookingNow;
});
const services = bookingServices(() => now);
const eleanor = 'eleanor.hartley@harbourline.example';
const priya = 'priya.raman@harbourline.example';

const { signIn, book } = deskDriver(services);

/** The times free on `date` for a topic only Eleanor Hartley takes. */
async function freeForEleanor(enquiries: TestEnquiries, date: string): Promise<string[]> {
  const { body } = await app(enquiries).get('/api/bookings/slots?topic=corporate-finance').expect(200);
  const day = body.days.find((candidate: { date: string }) => candidate.date === date);
  return day.slots.filter((slot: { free: boolean }) => slot.free).map((slot: { start: string }) => slot.start);
}

const block = {
  diary: 'eleanor-hartley',
  fromDate: '2026-12-01',
  fromTime: '09:00',
  untilDate: '2026-12-01',
  untilTime: '17:30',
  reason: 'Training day',
};

describeEachEngine('on %s', (engine) => {
  const start = () => services.start(engine, { directors: firmDirectors }, { desk: withAdministrator });

  it('blocks a director’s time: nothing in it is offered, the consultations inside are listed, and removing it frees it', async () => {
    const enquiries = await start();
    const inside = await book(enquiries, '2026-12-01T10:00', { topic: 'corporate-finance' });
    expect(await freeForEleanor(enquiries, '2026-12-01')).toContain('14:00');
    const director = await signIn(enquiries, eleanor);

    // The form offers a director only their own diary.
    const form = await director.get('/desk/blocks').expect(200);
    expect(form.text).toContain('<option value="eleanor-hartley"');
    expect(form.text).not.toContain('<option value="priya-raman"');
    expect(form.text).toContain(diaryActionsCopy.blocks.none);

    // What is wrong is said, field by field, and nothing is blocked.
    const wrong = await director
      .post('/desk/blocks', { ...block, untilDate: '2026-11-30', fromTime: '25:00', reason: '' })
      .expect(400);
    expect(wrong.text).toContain(diaryActionsCopy.blocks.problems.time);
    expect(wrong.text).toContain(diaryActionsCopy.blocks.problems.reason);
    expect(wrong.text).toContain('aria-invalid="true"');
    const backwards = await director.post('/desk/blocks', { ...block, untilDate: '2026-11-30' }).expect(400);
    expect(backwards.text).toContain(diaryActionsCopy.blocks.problems.order);
    expect(await enquiries.service.features.booking.blocks.upcoming()).toEqual([]);

    const done = await director.post('/desk/blocks', block).expect(303);
    expect(done.headers.location).toBe('/desk/blocks?done=inside');
    // No time that day is offered now; the next day is untouched.
    expect(await freeForEleanor(enquiries, '2026-12-01')).toEqual([]);
    expect(await freeForEleanor(enquiries, '2026-12-02')).toContain('10:00');
    const refused = await app(enquiries)
      .post('/api/bookings')
      .send(bookingBody('2026-12-01T14:00', { topic: 'corporate-finance', email: 'b@example.com' }));
    expect(refused.status).toBe(409);
    // The consultation already inside stays booked, listed with the way to cancel it.
    expect(await enquiries.service.features.booking.find(inside)).toBeDefined();
    const listed = await director.get(done.headers.location as string).expect(200);
    expect(listed.text).toContain(diaryActionsCopy.blocks.addedInside);
    expect(listed.text).toContain(diaryActionsCopy.blocks.inside(1));
    expect(listed.text).toContain(`href="/desk/diary/${inside}/cancel"`);
    expect(listed.text).toContain('Training day');

    // Removed: its time is offered again.
    const [kept] = await enquiries.service.features.booking.blocks.upcoming();
    const removed = await director.post(`/desk/blocks/${kept!.id}/remove`, {}).expect(303);
    expect(removed.headers.location).toBe('/desk/blocks?done=removed');
    expect(await freeForEleanor(enquiries, '2026-12-01')).toContain('14:00');
    await director.post(`/desk/blocks/${kept!.id}/remove`, {}).expect(404);

    const admin = await signIn(enquiries, administrator);
    const audit = await admin.get('/desk/audit').expect(200);
    expect(audit.text).toContain('blocked time');
    expect(audit.text).toContain('removed a block');
  });

  it('refuses a director blocking or unblocking another director’s diary; an administrator may', async () => {
    const enquiries = await start();
    const director = await signIn(enquiries, eleanor);
    const other = { ...block, diary: 'priya-raman' };
    const refused = await director.post('/desk/blocks', other).expect(403);
    expect(refused.text).toContain(diaryActionsCopy.blocks.notYours);
    expect(await enquiries.service.features.booking.blocks.upcoming()).toEqual([]);

    const admin = await signIn(enquiries, administrator);
    const form = await admin.get('/desk/blocks').expect(200);
    expect(form.text).toContain('<option value="priya-raman"');
    await admin.post('/desk/blocks', other).expect(303);
    const [priyas] = await enquiries.service.features.booking.blocks.upcoming();
    expect(priyas).toMatchObject({ diary: 'priya-raman', createdBy: administrator });
    // Eleanor sees it, without the button to remove it, and is refused when she posts anyway.
    const seen = await director.get('/desk/blocks').expect(200);
    expect(seen.text).toContain('Priya Raman');
    expect(seen.text).not.toContain(`/desk/blocks/${priyas!.id}/remove`);
    await director.post(`/desk/blocks/${priyas!.id}/remove`, {}).expect(403);
    expect(await enquiries.service.features.booking.blocks.upcoming()).toHaveLength(1);

    const audit = await admin.get('/desk/audit').expect(200);
    expect(audit.text).toContain('refused: block another director’s diary');
    expect(audit.text).toContain('refused: remove another director’s block');
  });

  it('marks a consultation attended or missed once it has started, by its director or an administrator only', async () => {
    const enquiries = await start();
    const id = await book(enquiries, '2026-11-25T10:00', { topic: 'corporate-finance' });
    const early = await signIn(enquiries, eleanor);
    // Not started: not listed, and cannot be marked.
    expect((await early.get('/desk/diary/started').expect(200)).text).toContain(diaryActionsCopy.started.none(14));
    await early.post(`/desk/diary/${id}/attendance`, { outcome: 'attended' }).expect(404);

    now = new Date('2026-11-25T10:05:00Z');
    const director = await signIn(enquiries, eleanor);
    const page = await director.get('/desk/diary/started').expect(200);
    expect(page.text).toContain('Grace Hopper');
    expect(page.text).toContain(diaryActionsCopy.started.unmarked);
    expect(page.text).toContain(`action="/desk/diary/${id}/attendance"`);

    // Priya may not mark Eleanor's consultation (and is shown no buttons for it).
    const otherDirector = await signIn(enquiries, priya);
    const theirs = await otherDirector.get('/desk/diary/started').expect(200);
    expect(theirs.text).not.toContain(`action="/desk/diary/${id}/attendance"`);
    await otherDirector.post(`/desk/diary/${id}/attendance`, { outcome: 'missed' }).expect(403);

    const marked = await director.post(`/desk/diary/${id}/attendance`, { outcome: 'attended' }).expect(303);
    expect(marked.headers.location).toBe('/desk/diary/started?marked=attended');
    const shown = await director.get(marked.headers.location as string).expect(200);
    expect(shown.text).toContain(diaryActionsCopy.started.done.attended);
    expect(shown.text).toContain(`Attended, marked by ${eleanor}`);
    // A slip is put right by marking again; an administrator may mark any.
    const admin = await signIn(enquiries, administrator);
    await admin.post(`/desk/diary/${id}/attendance`, { outcome: 'missed' }).expect(303);
    expect((await director.get('/desk/diary/started').expect(200)).text).toContain(
      `Missed, marked by ${administrator}`,
    );
    await director.post(`/desk/diary/${id}/attendance`, { outcome: 'maybe' }).expect(404);

    const audit = await admin.get('/desk/audit').expect(200);
    expect(audit.text).toContain('marked attended');
    expect(audit.text).toContain('marked missed');
    expect(audit.text).toContain('refused: mark another director’s consultation');
  });

  it('refuses each action posted from another site, or without the session’s token, and does nothing', async () => {
    const enquiries = await start();
    const id = await book(enquiries, '2026-11-25T10:00', { topic: 'corporate-finance' });
    now = new Date('2026-11-25T10:05:00Z');
    const admin = await signIn(enquiries, administrator);
    await admin.post('/desk/blocks', block).expect(303);
    const [kept] = await enquiries.service.features.booking.blocks.upcoming();
    const actions: [string, Record<string, string>][] = [
      ['/desk/blocks', { ...block, fromDate: '2026-12-02', untilDate: '2026-12-02' }],
      [`/desk/blocks/${kept!.id}/remove`, {}],
      [`/desk/diary/${id}/attendance`, { outcome: 'missed' }],
    ];
    for (const [path, form] of actions) {
      for (const [header, value] of [
        ['origin', 'https://evil.example'],
        ['sec-fetch-site', 'cross-site'],
        ['sec-fetch-site', 'same-site'],
      ] as const) {
        const answer = await admin.post(path, form).set(header, value);
        expect([path, header, answer.status]).toEqual([path, header, 403]);
        expect(answer.text).toContain(deskCopy.refused.crossSite);
      }
      const tokenless = await admin.post(path, { ...form, csrf: '' });
      expect([path, tokenless.status]).toEqual([path, 403]);
    }
    expect(await enquiries.service.features.booking.blocks.upcoming()).toHaveLength(1);
    const [started] = await enquiries.service.features.booking.attendance.recent();
    expect(started?.attendance).toBeNull();
  });
});
