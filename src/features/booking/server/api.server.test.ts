import fs from 'node:fs';
import ICAL from 'ical.js';
import type { BookingTables } from './tables';
import request from 'supertest';
import { bookingCopy } from '../fields';
import { slotNotOffered } from './slot-refusal';
import { bookingLimits, bookingRules } from '../rules';
import { slotAt } from '../slots';
import { addDays, type IsoDate } from '../../../platform/calendar/dates';
import { bankHolidayCoverage } from '../../../platform/calendar/working-days';
import { formBody, loseDatabase, startEnquiryHttp, startTestEnquiries } from '../../../../test-kit/enquiry-service';
import { SmtpSink } from '../../../../test-kit/smtp-sink';
import {
  attachmentText,
  bookingBody,
  bookingNow,
  holdLink,
  isHoldEmail,
  sampleBooking,
  testBookingConfig,
  toFirm,
} from '../../../../test-kit/booking';
import { createEnquiryApp } from '../../../../server/app/enquiry-server';
import { parseHtml } from '../../../../tests/support/html';
import { errorPatternGaps } from '../../../../tests/support/error-pattern';
import type { TestEnquiries } from '../../../../test-kit/enquiry-service';
import { until } from '../../../../test-kit/until';
import { serviceMailSettled } from '../../../../test-kit/mail-queue';

/**
 * The booking API against the real enquiry service and a real SMTP server: the firm's email and
 * its .ics read back with a real iCalendar parser, the race for one slot, the limits, a restart
 * a lost answer's retry, a restart before delivery, retention, and every refusal.
 */
jest.setTimeout(30_000);

const firm = 'enquiries@harbourline.example';
let sink: SmtpSink;
const running: TestEnquiries[] = [];

async function start(overrides: Parameters<typeof startTestEnquiries>[0] = {}): Promise<TestEnquiries> {
  const enquiries = await startTestEnquiries({ smtpUrl: sink.url, booking: testBookingConfig(), ...overrides });
  running.push(enquiries);
  return enquiries;
}

const api = (enquiries: TestEnquiries) => request(createEnquiryApp(enquiries.service));

/** Confirms booking `id` as its visitor would: the link in the "confirm it" email, then Confirm. */
async function confirm(enquiries: TestEnquiries, id: string): Promise<string> {
  const path = await holdLink(enquiries.service, id, sink);
  await api(enquiries).post(`${path}/confirm`).type('form').send('').expect(303);
  return path;
}

beforeEach(async () => {
  sink = await new SmtpSink().start();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((enquiries) => enquiries.stop()));
  await sink.stop();
});

describe('the slot grid', () => {
  it('offers 15 working days of 17 London slots, with the lead time and taken slots not free', async () => {
    const enquiries = await start();
    const { body } = await api(enquiries).get('/api/bookings/slots').expect(200);
    expect(body.timeZone).toBe('Europe/London');
    expect(body.days).toHaveLength(15);
    expect(body.days[0].date).toBe('2026-11-24');
    expect(body.days[0].slots).toHaveLength(17);
    // Booked Monday at 16:00 London with four working hours' notice: Tuesday from 11:30.
    expect(
      body.days[0].slots.filter((slot: { free: boolean }) => !slot.free).map((s: { start: string }) => s.start),
    ).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    await api(enquiries).post('/api/bookings').send(bookingBody('2026-11-25T10:00')).expect(201);
    const after = await api(enquiries).get('/api/bookings/slots').expect(200);
    const wednesday = after.body.days.find((day: { date: string }) => day.date === '2026-11-25');
    expect(wednesday.slots.find((slot: { start: string }) => slot.start === '10:00').free).toBe(false);
    await api(enquiries).post('/api/bookings/slots').expect(405);
  });
});

describe('a booking', () => {
  it('is answered 201 and emailed to the firm once, with every field, Reply-To the visitor and an invitation', async () => {
    const enquiries = await start();
    const { body } = await api(enquiries).post('/api/bookings').send(bookingBody('2026-12-01T10:00')).expect(201);
    expect(body.inWords).toBe('Tuesday 1 December 2026, 10:00 to 10:30 (London time), video call');
    // Held, not yet booked: only the visitor hears of it, until they confirm.
    expect(body).toMatchObject({ manageUrl: null, heldUntil: '2026-11-23T17:00:00.000Z', holdMinutes: 60 });
    await until(() => sink.messages.length === 1);
    await serviceMailSettled(enquiries.service);
    expect(sink.messages.filter(toFirm)).toEqual([]);
    await confirm(enquiries, body.id);
    await until(() => sink.messages.length === 3);
    await serviceMailSettled(enquiries.service);
    expect(sink.messages.filter(toFirm)).toHaveLength(1);
    const mail = sink.messages.find(toFirm);
    // The director's own address, the firm's inbox in copy (the test's one director: Eleanor Hartley).
    expect(mail!.envelope.to.sort()).toEqual(['eleanor.hartley@harbourline.example', firm]);
    expect(mail!.parsed.subject).toBe(
      'Consultation booked: Tuesday 1 December 2026 10:00 (London time) with Eleanor Hartley — Grace Hopper',
    );
    expect(mail!.parsed.replyTo).toEqual([{ name: 'Grace Hopper', address: 'grace@example.com' }]);
    const text = mail!.parsed.text ?? '';
    for (const line of [
      'When: Tuesday 1 December 2026, 10:00 to 10:30 (London time)',
      'Topic: Tax',
      'Format: Video call',
      'Full Name: Grace Hopper',
      'Email Address: grace@example.com',
      'Phone Number: 020 7946 0123',
      'Company Name: Compiler Works Ltd',
      'Our first corporation tax return is due.\nCould we go through the timetable?',
      `Reference: ${body.id}`,
    ])
      expect(text).toContain(line);
    const attachment = mail!.parsed.attachments.find((file) => file.filename === 'invitation.ics');
    expect(attachment?.mimeType).toBe('text/calendar');
    const ics = attachmentText(attachment!.content);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`consultation-${body.id}@harbourline.example`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T10:30:00.000Z');
    expect(event.summary).toBe('Consultation: Grace Hopper with Eleanor Hartley (Video call)');
    expect(event.description).toContain('Email Address: grace@example.com');
    expect(event.location).toMatch(/^Video call/);
    // RFC 5545's CRLF line endings travel as written, in base64 (the parser above normalises them).
    expect(mail!.raw).toContain(Buffer.from('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n').toString('base64'));
  });

  it('in summer time puts a 10:00 London slot at 09:00 UTC in the .ics', async () => {
    const enquiries = await start({ booking: testBookingConfig({ clock: () => new Date('2027-06-01T12:00:00Z') }) });
    const { body } = await api(enquiries)
      .post('/api/bookings')
      .send(bookingBody('2027-06-03T10:00', { format: 'office' }))
      .expect(201);
    await confirm(enquiries, body.id);
    await until(() => sink.messages.some(toFirm));
    const ics = attachmentText(sink.messages.find(toFirm)!.parsed.attachments[0]!.content);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-06-03T09:00:00.000Z');
    expect(event.location).toContain('Harbourline');
  });

  it('from a plain form is a 303 to a page that says the time is held until confirmed from the email', async () => {
    const enquiries = await start();
    const response = await api(enquiries)
      .post('/api/bookings')
      .type('form')
      .send(formBody(bookingBody('2026-12-02T15:30', { format: 'phone' })))
      .expect(303);
    const location = response.headers.location as string;
    // No manage link: only the email carries it, so only the email's reader can confirm.
    // Its page opens with the receipt the 303 carries, and by id alone for no one.
    expect(location).toMatch(/^\/api\/bookings\/[0-9a-f-]{36}\?receipt=[\w-]{43}$/);
    const base = location.split('?')[0]!;
    expect((await api(enquiries).get(base).expect(404)).body).toEqual({ error: bookingCopy.notShown });
    await api(enquiries)
      .get(`${base}?receipt=${'A'.repeat(43)}`)
      .expect(404);
    const page = await api(enquiries).get(location).expect(200);
    for (const words of [
      'This time is held for you for 60 minutes: it is booked only once you confirm it from the email we have just sent you.',
      '(until 17:00 (London time) on Monday 23 November 2026)',
      'With: Eleanor Hartley (Managing Director)',
      'Format: Phone call',
    ])
      expect(page.text).toContain(words);
    expect(parseHtml(page.text).querySelector('[data-booked-slot]')?.textContent).toBe(
      'Wednesday 2 December 2026, 15:30 to 16:00 (London time)',
    );
    expect(page.text).not.toContain('data-manage-link');
    expect(page.text).not.toContain('Add to calendar');
    // Confirmed, the same page offers the calendar file, and its link's holder the link.
    const id = base.split('/').at(-1)!;
    const managePath = await confirm(enquiries, id);
    const token = managePath.split('/').at(-1)!;
    const confirmed = await api(enquiries).get(`${base}?manage=${token}`).expect(200);
    expect(confirmed.text).not.toContain('data-hold');
    expect(confirmed.text).toContain('Add to calendar');
    expect(confirmed.text).toContain('Cancel or move this consultation');
    expect((await api(enquiries).get(location).expect(200)).text).not.toContain('data-manage-link');
    // The calendar file only for the manage link's holder: the id alone opens neither it nor the room.
    await api(enquiries).get(`${base}.ics`).expect(404);
    await api(enquiries)
      .get(`${base}.ics?manage=${'x'.repeat(43)}`)
      .expect(404);
    expect((await api(enquiries).get(location).expect(200)).text).not.toContain('Add to calendar');
    const ics = await api(enquiries).get(`${base}.ics?manage=${token}`).expect(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.text)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-02T15:30:00.000Z');
    expect(event.summary).toContain('Harbourline');
    // The visitor's own file names the firm, not the visitor's details.
    expect(event.description).not.toContain('grace@example.com');
    await api(enquiries).get('/api/bookings/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('with the honeypot filled in is answered as booked and books and sends nothing', async () => {
    const enquiries = await start();
    await api(enquiries)
      .post('/api/bookings')
      .send({ ...bookingBody('2026-12-01T11:00'), website: 'spam' })
      .expect(201);
    await serviceMailSettled(enquiries.service);
    expect(await enquiries.service.features.booking.list({ all: true })).toEqual([]);
    expect(sink.messages).toEqual([]);
  });
});

describe('when the bank holidays on file run out', () => {
  it('offers only the days they cover, answers 200, and health warns months before', async () => {
    const { to } = bankHolidayCoverage;
    const enquiries = await start({
      booking: testBookingConfig({ clock: () => new Date(`${addDays(to, -9)}T12:00:00Z`) }),
    });
    const { body } = await api(enquiries).get('/api/bookings/slots').expect(200);
    expect(body.days.length).toBeGreaterThan(0);
    expect(body.days.every((day: { date: string }) => day.date <= to)).toBe(true);
    const health = await api(enquiries).get('/api/health').expect(200);
    expect(health.body.calendar.warning).toContain('bank-holidays.json');
    const after = await start({ booking: testBookingConfig({ clock: () => new Date(`${addDays(to, 2)}T12:00:00Z`) }) });
    expect((await api(after).get('/api/bookings/slots').expect(200)).body.days).toEqual([]);
    const refused = await api(after)
      .post('/api/bookings')
      .send(bookingBody(`${addDays(to, 5)}T10:00`))
      .expect(400);
    expect(refused.body.fields).toEqual({ slot: slotNotOffered.none });
    expect(refused.body.nearest).toEqual([]);
  });
});

describe('the race for one slot', () => {
  it('gives exactly one 201 of 50 concurrent posts, the rest 409 with the nearest free slots, and one email', async () => {
    const served = await startEnquiryHttp({ smtpUrl: sink.url, booking: testBookingConfig() });
    running.push(served);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        fetch(`${served.url}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${index + 1}` },
          body: JSON.stringify(bookingBody('2026-12-03T14:00', { email: `racer${index}@example.com` })),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { nearest?: { id: string }[] },
        })),
      ),
    );
    expect(statuses.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = statuses.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(49);
    expect(refused[0]!.body.nearest!.map((slot) => slot.id).slice(0, 2)).toEqual([
      '2026-12-03T13:30',
      '2026-12-03T14:30',
    ]);
    expect(await served.service.features.booking.list({ all: true })).toHaveLength(1);
    await until(() => sink.messages.length === 1);
    await serviceMailSettled(served.service);
    // The one "confirm it" email; the firm hears of nothing until it is confirmed.
    expect(sink.messages.filter(toFirm)).toEqual([]);
    expect(sink.messages).toHaveLength(1);
  });

  it('offers a form post that lost the race the nearest free slots as buttons that book them', async () => {
    const enquiries = await start();
    await api(enquiries).post('/api/bookings').send(bookingBody('2026-12-03T14:00')).expect(201);
    const page = await api(enquiries)
      .post('/api/bookings')
      .type('form')
      .send(formBody(bookingBody('2026-12-03T14:00', { email: 'second@example.com' })))
      .expect(409);
    expect(page.text).toContain(bookingCopy.taken);
    // The first of the nearest times: a form of its own that posts to the booking API.
    const [nearest] = parseHtml(page.text).querySelectorAll<HTMLFormElement>('[data-nearest-slots] form');
    expect([nearest?.getAttribute('method'), nearest?.getAttribute('action')]).toEqual(['post', '/api/bookings']);
    const { FormData: PageFormData } = nearest!.ownerDocument.defaultView!;
    const fields = Object.fromEntries(new PageFormData(nearest!).entries()) as Record<string, string>;
    expect(fields).toMatchObject({ email: 'second@example.com', slot: '2026-12-03T13:30' });
    const again = await api(enquiries)
      .post('/api/bookings')
      .type('form')
      .send(formBody(fields as Record<string, string>))
      .expect(303);
    expect(again.headers.location).toMatch(/^\/api\/bookings\//);
  });
});

describe('the limits', () => {
  it('allows 2 future bookings per email address', async () => {
    const enquiries = await start();
    const post = (slot: string, email: string, address: string) =>
      api(enquiries).post('/api/bookings').set('x-forwarded-for', address).send(bookingBody(slot, { email }));
    await post('2026-12-01T09:00', 'same@example.com', '10.0.1.1').expect(201);
    await post('2026-12-01T09:30', 'SAME@example.com', '10.0.1.2').expect(201);
    const third = await post('2026-12-01T10:00', 'same@example.com', '10.0.1.3').expect(429);
    expect(third.body.error).toBe(bookingCopy.perEmail(2));
  });

  it('allows 2 future bookings per client address, and keeps the address and its networks only as keyed hashes', async () => {
    let now = bookingNow;
    const enquiries = await start({
      booking: testBookingConfig({ limits: { ...bookingLimits, perEmail: 2, perAddress: 2 }, clock: () => now }),
    });
    const post = (slot: string, email: string, address: string) =>
      api(enquiries).post('/api/bookings').set('x-forwarded-for', address).send(bookingBody(slot, { email }));
    await post('2026-12-01T09:00', 'a@example.com', '10.0.2.1').expect(201);
    await post('2026-12-01T09:30', 'b@example.com', '10.0.2.1').expect(201);
    expect((await post('2026-12-01T10:00', 'c@example.com', '10.0.2.1').expect(429)).body.error).toBe(
      bookingCopy.perAddress(2),
    );
    await post('2026-12-01T10:00', 'c@example.com', '10.0.3.2').expect(201);
    // The address is kept only as a keyed hash, with a key for the day that housekeeping deletes
    // once the day is over, clearing the hashes with it.
    const rows = () =>
      enquiries.service.database.db.withTables<BookingTables>().selectFrom('bookings').selectAll().execute();
    expect(JSON.stringify(await rows())).not.toMatch(/10\.0\.[23]/);
    expect(
      (await rows()).filter((row) => row.client !== null && row.network !== null && row.wide_network !== null),
    ).toHaveLength(3);
    expect(new Set((await rows()).map((row) => row.network)).size).toBe(2);
    // 10.0.2.1 and 10.0.3.2: two /24s of one /16, its wide network.
    expect(new Set((await rows()).map((row) => row.wide_network)).size).toBe(1);
    const keys = () =>
      enquiries.service.database.db.withTables<BookingTables>().selectFrom('client_keys').selectAll().execute();
    expect(await keys()).toHaveLength(1);
    now = new Date('2026-11-24T00:00:01Z');
    await enquiries.service.housekeeping();
    expect(await keys()).toEqual([]);
    expect((await rows()).map((row) => [row.client, row.network, row.wide_network])).toEqual(
      Array(3).fill([null, null, null]),
    );
  });
});

describe('a lost answer and a restart', () => {
  it('answers a retry of the same booking id as the first time did: one booking, one email, never "taken"', async () => {
    const enquiries = await start();
    const id = '5f0c1b7e-2d3a-4e5f-8a9b-0c1d2e3f4a5b';
    const body = { ...bookingBody('2026-12-04T11:00'), id };
    const answers = await Promise.all(Array.from({ length: 5 }, () => api(enquiries).post('/api/bookings').send(body)));
    expect(answers.map((answer) => [answer.status, answer.body.id])).toEqual(Array(5).fill([201, id]));
    // Long after, the page retries once more: the same answer.
    expect((await api(enquiries).post('/api/bookings').send(body).expect(201)).body.id).toBe(id);
    await until(() => sink.messages.length === 1);
    await serviceMailSettled(enquiries.service);
    expect(sink.messages.filter((mail) => isHoldEmail(mail, id))).toHaveLength(1);
    expect(sink.messages).toHaveLength(1);
    expect(await enquiries.service.features.booking.list({ all: true })).toHaveLength(1);
  });

  it('after the booking was stored but before delivery sends exactly one email', async () => {
    const first = await start({ smtpUrl: null });
    const { dataDir } = first;
    await api(first).post('/api/bookings').send(bookingBody('2026-12-04T12:00')).expect(201);
    await first.service.stop();
    running.splice(running.indexOf(first), 1);
    const second = await start({ dataDir });
    await until(() => sink.messages.length === 1);
    await serviceMailSettled(second.service);
    expect(sink.messages).toHaveLength(1);
    // Confirmed after the restart: the firm's invitation and the visitor's, once each.
    const [booking] = await second.service.features.booking.list();
    await confirm(second, booking!.id);
    await until(() => sink.messages.length === 3);
    await serviceMailSettled(second.service);
    expect(sink.messages.filter(toFirm)).toHaveLength(1);
    expect(sink.messages).toHaveLength(3);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('retention', () => {
  it('deletes a booking, and a cancelled one, 30 days after its consultation, on a schedule', async () => {
    const enquiries = await start({ smtpUrl: null, housekeepingMs: 100 });
    const db = enquiries.service.database.db.withTables<BookingTables>();
    const old = (id: string, date: IsoDate, status: 'booked' | 'cancelled') => {
      const slot = slotAt(date, '10:00', bookingRules);
      const start = Date.parse(`${date}T10:00:00Z`);
      return {
        id,
        diary: 'firm',
        starts_at: start,
        ends_at: start + 30 * 60_000,
        held_until: start + 30 * 60_000,
        slot: JSON.stringify(slot),
        details: JSON.stringify(sampleBooking),
        booked_at: Date.parse('2026-10-01T09:00:00Z'),
        client: null,
        status,
        cancelled_at: null,
        cancel_reason: null,
        source_page: null,
      };
    };
    // Before the service's Monday 23 November: 23 October is 31 days past (deleted), 26 October 28 (kept).
    await db
      .insertInto('bookings')
      .values([
        old('11111111-1111-4111-8111-111111111111', '2026-10-23', 'booked'),
        old('22222222-2222-4222-8222-222222222222', '2026-10-26', 'booked'),
        old('33333333-3333-4333-8333-333333333333', '2026-10-22', 'cancelled'),
      ])
      .execute();
    // No one books anything: the hourly housekeeping (here every 100 ms) deletes them.
    await until(async () => (await db.selectFrom('bookings').select('id').execute()).length === 1);
    expect((await enquiries.service.features.booking.list({ all: true })).map((booking) => booking.slot.date)).toEqual([
      '2026-10-26',
    ]);
  });
});

describe('the refusals', () => {
  it('are the enquiry API’s: 400, 403, 405, 413, 415, 429 and 503', async () => {
    const enquiries = await start({ rateLimit: { max: 1, windowMs: 60_000 } });
    const post = () => api(enquiries).post('/api/bookings');
    const missing = await post().send({ slot: '2026-12-01T10:00' }).expect(400);
    expect(Object.keys(missing.body.fields)).toEqual(['topic', 'format', 'name', 'email']);
    await api(enquiries).get('/api/bookings').expect(405);
    await post().set('origin', 'https://evil.example').send(bookingBody('2026-12-01T10:00')).expect(403);
    await post()
      .set('content-type', 'application/json')
      .send(JSON.stringify({ note: 'x'.repeat(200_000) }))
      .expect(413);
    await post().set('content-type', 'text/plain').send('hello').expect(415);
    const limited = await post().send(bookingBody('2026-12-01T10:00')).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const other = await start();
    await loseDatabase(other.service);
    const unavailable = await api(other).post('/api/bookings').send(bookingBody('2026-12-01T10:00')).expect(503);
    expect(unavailable.body.error).toBe('The booking could not be stored; nothing was booked.');
  });

  it('are 400 for a slot not offered: a weekend, a bank holiday, too soon, off the grid or beyond the window', async () => {
    const enquiries = await start();
    const why = slotNotOffered;
    for (const [slot, problem] of [
      ['2026-11-28T10:00', why.weekend], // Saturday
      ['2026-12-25T10:00', why.after('Monday 14 December 2026')], // Christmas Day, past the window
      ['2026-11-23T17:00', why.before('Tuesday 24 November 2026')], // today
      ['2026-11-24T09:00', bookingCopy.slotTooSoon], // inside the lead time
      ['2026-11-24T13:15', bookingCopy.slotInvalid],
      ['2026-12-15T10:00', why.after('Monday 14 December 2026')], // the 16th working day
      ['tomorrow at ten', bookingCopy.slotInvalid],
      ['', bookingCopy.slotMissing],
    ]) {
      const { body } = await api(enquiries).post('/api/bookings').send(bookingBody(slot!)).expect(400);
      expect(body.fields).toEqual({ slot: problem });
    }
    const page = await api(enquiries)
      .post('/api/bookings')
      .type('form')
      .send(formBody(bookingBody('2026-11-28T10:00')))
      .expect(400);
    expect(page.text).toContain(why.weekend);
    expect(page.text).not.toContain(bookingCopy.slotInvalid);
    expect(await enquiries.service.features.booking.list({ all: true })).toEqual([]);
  });
});

describe('the "not booked" page without JavaScript (WCAG 3.3.7, redundant entry)', () => {
  /** The form the page gives again, read as a browser reads it. */
  const againForm = (html: string) => {
    const form = parseHtml(html).querySelector<HTMLFormElement>('form[aria-labelledby="booking-again-heading"]');
    expect(form).not.toBeNull();
    return form!;
  };
  const value = (form: HTMLFormElement, name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value;

  it('gives the form again with everything sent, the refused field marked and linked, the date limited to the window', async () => {
    const enquiries = await start();
    const sent = bookingBody('', { email: 'grace@examplecom', note: '<b>Bold</b> & "quoted"\nSecond line' });
    const page = await api(enquiries)
      .post('/api/bookings')
      .type('form')
      .send(formBody({ ...sent, slot: '', date: '2026-11-30', time: '11:00' }))
      .expect(400);
    const form = againForm(page.text);
    expect(form.getAttribute('action')).toBe('/api/bookings');
    expect(form.getAttribute('method')).toBe('post');
    for (const name of ['topic', 'format', 'name', 'phone', 'company', 'email', 'note'] as const)
      expect([name, value(form, name)]).toEqual([name, sent[name]]);
    expect([value(form, 'date'), value(form, 'time')]).toEqual(['2026-11-30', '11:00']);
    // The window at the service's fixed now (Monday 23 November 2026, 16:00): 15 working days from tomorrow.
    const date = form.querySelector('#booking-date')!;
    expect([date.getAttribute('min'), date.getAttribute('max')]).toEqual(['2026-11-24', '2026-12-14']);
    const email = form.querySelector('#booking-email')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector(`#${email.getAttribute('aria-describedby')}`)?.textContent).toBe(
      'Enter an email address in the form name@example.com.',
    );
    expect(form.querySelector('#booking-name')!.hasAttribute('aria-invalid')).toBe(false);
    // The reason names the field, linked to it.
    const document = parseHtml(page.text);
    expect(document.querySelector('li a[href="#booking-email"]')?.textContent).toBe('Email Address');
    expect(await enquiries.service.features.booking.list({ all: true })).toEqual([]);

    // Put right and sent again from the page as it is, it books.
    const { FormData: PageFormData } = form.ownerDocument.defaultView!;
    const again = Object.fromEntries(new PageFormData(form).entries()) as Record<string, string>;
    const booked = await api(enquiries)
      .post('/api/bookings')
      .type('form')
      .send(formBody({ ...again, email: 'grace@example.com' }))
      .expect(303);
    expect(booked.headers.location).toMatch(/^\/api\/bookings\//);
  });

  it('shows a refused time by the date and marks the time too', async () => {
    const enquiries = await start();
    const weekend = await api(enquiries)
      .post('/api/bookings')
      .type('form')
      .send(formBody(bookingBody('2026-11-28T10:00')))
      .expect(400);
    const form = againForm(weekend.text);
    expect([value(form, 'date'), value(form, 'time')]).toEqual(['2026-11-28', '10:00']);
    expect(form.querySelector('#booking-date-error')?.textContent).toBe(slotNotOffered.weekend);
    expect(form.querySelector('#booking-time')!.getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector('#booking-date-hint')?.textContent).toMatch(/weekends/);
    // WCAG 3.3.3: the nearest free times are offered, each a button that books it with what was sent
    // (Saturday 10:00: the Friday's last times come first, nearest in time).
    const nearest = [...parseHtml(weekend.text).querySelectorAll('[data-nearest-slots] form')];
    expect(nearest.length).toBeGreaterThan(0);
    const slots = nearest.map((form) => (form.querySelector('input[name="slot"]') as HTMLInputElement).value);
    expect(slots[0]).toBe('2026-11-27T17:00');
    expect(slots.every((slot) => /^2026-11-(27|30)T/.test(slot))).toBe(true);
    const json = await api(enquiries).post('/api/bookings').send(bookingBody('2026-11-28T10:00')).expect(400);
    expect(json.body.nearest.map((slot: { id: string }) => slot.id)).toEqual(slots);
  });

  it('answers an empty post and a wrong one in the one error pattern (issue 54)', async () => {
    const enquiries = await start();
    const empty = await api(enquiries).post('/api/bookings').type('form').send('').expect(400);
    expect(
      errorPatternGaps(empty.text, {
        action: '/api/bookings',
        sent: {},
        refused: ['topic', 'format', 'name', 'email', 'date'],
      }),
    ).toEqual([]);
    const wrong = await api(enquiries)
      .post('/api/bookings')
      .type('form')
      .send(formBody({ ...bookingBody('2026-12-01T10:00'), email: 'grace@example' }))
      .expect(400);
    expect(
      errorPatternGaps(wrong.text, { action: '/api/bookings', sent: { email: 'grace@example' }, refused: ['email'] }),
    ).toEqual([]);
  });
});
