import ICAL from 'ical.js';
import request from 'supertest';
import type { BookingTables } from './tables';
import { createEnquiryApp } from '../../../../server/app/enquiry-server';
import {
  attachmentText,
  bookingBody,
  bookingNow,
  firmDirectors,
  holdLink,
  isHoldEmail,
  testBookingConfig,
  toFirm,
} from '../../../../test-kit/booking';
import { bookingServices } from '../../../../test-kit/booking-service';
import { describeEachEngine } from '../../../../test-kit/engines';
import { startTestEnquiries, type TestEnquiries, type TestOverrides } from '../../../../test-kit/enquiry-service';
import { describeWithRadicale, startRadicale } from '../../../../test-kit/radicale';
import type { ReceivedMail } from '../../../../test-kit/smtp-sink';
import { slotNotOffered } from './slot-refusal';
import { bookingLimits } from '../rules';
import { busyCalendarDefaults } from './busy-calendars/config';
import type { BookingConfig } from './config';
import { reminderMessageId } from './service';
import { until } from '../../../../test-kit/until';
import { serviceMailSettled, workerPasses } from '../../../../test-kit/mail-queue';
import { manageCopy } from './manage-copy';
import { formsIn } from '../../../../tests/support/html';

/**
 * Bookings by director, end to end through the real service, a real SMTP server and (where the
 * other tests run on it) PostgreSQL: slots per topic, a fair and atomic assignment, the visitor's
 * confirmation and the firm's invitation read back with ical.js, the manage link (cancel,
 * reschedule, and every way they can go wrong), the reminder, and the mail server down. The clock
 * is fixed at Monday 23 November 2026, 16:00 London (test-kit/booking.ts), and moved by the tests.
 */
jest.setTimeout(60_000);

const firm = 'enquiries@harbourline.example';
const visitor = 'grace@example.com';

let now: Date;
beforeEach(() => {
  now = bookingNow;
});
const services = bookingServices(() => now);

const api = (enquiries: TestEnquiries) => request(createEnquiryApp(enquiries.service));

/** Every calendar file in a message, parsed with ical.js, with what a calendar app reads of it. */
function invitation(mail: ReceivedMail) {
  const files = mail.parsed.attachments.filter((file) => file.mimeType === 'text/calendar');
  expect(files).toHaveLength(1);
  const text = attachmentText(files[0]!.content);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    text,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().toISOString(),
    startIsUtc: event.startDate.zone?.tzid === 'UTC',
    organizer: String(vevent.getFirstPropertyValue('organizer')),
    attendees: vevent.getAllProperties('attendee').map((attendee) => String(attendee.getFirstValue())),
  };
}

/** What a person reads of a message: its headers, its text and its calendar file. */
const readable = (mail: ReceivedMail) =>
  [
    mail.parsed.subject,
    mail.parsed.from?.address,
    JSON.stringify(mail.parsed.replyTo),
    mail.parsed.text,
    ...mail.parsed.attachments.map((file) => attachmentText(file.content)),
  ].join('\n');

const toVisitor = (mail: ReceivedMail) => mail.envelope.to.includes(visitor);

describeEachEngine('on %s', (engine) => {
  // Every post comes from one test address: only the limit per address is lifted here.
  const start = (booking: Partial<BookingConfig> = {}, overrides: TestOverrides = {}) =>
    services.start(
      engine,
      { directors: firmDirectors, limits: { ...bookingLimits, perAddress: 0, perNetwork: 0 }, ...booking },
      overrides,
    );

  /**
   * Books a slot and, when it is held (201), confirms it as the visitor would: the link from the
   * "confirm it" email, then its Confirm button. The answer then carries that link as `manageUrl`.
   * `.expect(status)` checks the booking's status as supertest's would.
   */
  const book = (
    enquiries: TestEnquiries,
    slot: string,
    details: Parameters<typeof bookingBody>[1] = {},
    extra = {},
  ) => {
    const done = (async () => {
      const response = await api(enquiries)
        .post('/api/bookings')
        .send({ ...bookingBody(slot, details), ...extra });
      if (response.status !== 201) return { status: response.status, body: response.body };
      expect(response.body.manageUrl).toBeNull();
      const path = await holdLink(enquiries.service, response.body.id, services.sink);
      await api(enquiries).post(`${path}/confirm`).type('form').send('').expect(303);
      const manageUrl = `${enquiries.service.features.booking.config.siteUrl}${path}`;
      return { status: response.status, body: { ...response.body, manageUrl } };
    })();
    return Object.assign(done, {
      expect: async (status: number) => {
        const answer = await done;
        expect(answer.status).toBe(status);
        return answer;
      },
    });
  };

  /** The manage link's path, from the answer (the link the visitor confirmed with). */
  const managePathOf = (body: { manageUrl: string }) => new URL(body.manageUrl).pathname;

  it('offers a topic the times its directors are free, and gives each booking to the fairest free one', async () => {
    const enquiries = await start();
    const free = async (topic: string, date: string) => {
      const { body } = await api(enquiries).get(`/api/bookings/slots?topic=${topic}`).expect(200);
      const day = body.days.find((candidate: { date: string }) => candidate.date === date);
      return day.slots.filter((slot: { free: boolean }) => slot.free).map((slot: { start: string }) => slot.start);
    };
    // Tax: Priya Raman only, 09:30 to 17:00, with eight working hours' notice (Tuesday from 15:30).
    expect(await free('tax', '2026-11-24')).toEqual(['15:30', '16:00', '16:30']);
    expect((await free('tax', '2026-11-25'))[0]).toBe('09:30');
    // Audit: Daniel Okafor only, who takes none on Fridays.
    expect(await free('audit', '2026-11-27')).toEqual([]);
    expect(await free('audit', '2026-11-26')).toHaveLength(17);
    await api(enquiries).get('/api/bookings/slots?topic=astrology').expect(400);

    // Accountancy: Eleanor Hartley and Daniel Okafor. A tie goes to the first declared.
    const first = await book(enquiries, '2026-12-01T10:00', { topic: 'accountancy' }).expect(201);
    expect(first.body.director).toEqual({ id: 'eleanor-hartley', name: 'Eleanor Hartley', role: 'Managing Director' });
    const second = await book(enquiries, '2026-12-01T10:00', { topic: 'accountancy', email: 'b@example.com' });
    expect([second.status, second.body.director.id]).toEqual([201, 'daniel-okafor']);
    // Both are now held, and their 15-minute buffers hold 10:30 too.
    expect((await free('accountancy', '2026-12-01')).slice(0, 3)).toEqual(['09:00', '11:00', '11:30']);
    await book(enquiries, '2026-12-01T10:00', { topic: 'accountancy', email: 'c@example.com' }).expect(409);
    await book(enquiries, '2026-12-01T10:30', { topic: 'accountancy', email: 'c@example.com' }).expect(409);
    // A tie again (one each that week): the first declared. Then the one with fewer that week.
    const third = await book(enquiries, '2026-12-02T11:00', { topic: 'accountancy', email: 'c@example.com' });
    expect(third.body.director.id).toBe('eleanor-hartley');
    const fourth = await book(enquiries, '2026-12-03T11:00', { topic: 'emi-reporting', email: 'd@example.com' });
    expect(fourth.body.director.id).toBe('daniel-okafor');
    // Priya takes no audit: a time only she has free is not offered for it.
    expect(
      (await book(enquiries, '2026-11-27T10:00', { topic: 'audit', email: 'e@example.com' }).expect(400)).body.fields,
    ).toEqual({ slot: slotNotOffered.hours });
  });

  it('emails the visitor a confirmation with nothing they typed, and the firm an invitation with the director', async () => {
    const enquiries = await start();
    const spam = 'Cheap loans at https://spam.example/win';
    const { body } = await book(
      enquiries,
      '2026-12-01T14:00',
      { name: spam, company: `${spam} Ltd`, note: `Click ${spam}\nhttps://spam.example/more`, phone: '07700 900123' },
      { timeZone: 'America/New_York' },
    ).expect(201);
    expect(body).toMatchObject({
      director: { id: 'priya-raman', name: 'Priya Raman' },
      inWords: 'Tuesday 1 December 2026, 14:00 to 14:30 (London time), video call',
      inTheirTime: 'Tuesday 1 December 2026, 09:00 to 09:30 (your time, America/New_York)',
      // Held when answered: the room is in the invitation sent once confirmed.
      where: 'Video call: we email you the link',
    });
    expect(body.manageUrl).toMatch(/^https:\/\/www\.harbourline\.example\/api\/bookings\/manage\/[\w-]{43}$/);
    // The hold's "confirm it" email, the visitor's confirmation once confirmed, the firm's invitation.
    await until(() => services.sink.messages.length === 3);
    await serviceMailSettled(enquiries.service);
    const mine = services.sink.messages.filter(toVisitor);
    expect(mine).toHaveLength(2);
    const hold = mine.find((candidate) => isHoldEmail(candidate, body.id))!;
    expect(hold.parsed.subject).toBe(
      'Confirm your consultation: Tuesday 1 December 2026 14:00 (London time) with Priya Raman',
    );
    expect(hold.parsed.text).toContain(
      `We are holding this time with Harbourline Accountants for you until 17:00 (London time) on Monday 23 November 2026.`,
    );
    expect(hold.parsed.text).toContain(body.manageUrl);
    expect(hold.parsed.attachments).toEqual([]);
    for (const typed of ['spam.example', 'Cheap loans', 'Click', '07700 900123', 'Grace'])
      expect(readable(hold)).not.toContain(typed);
    const mail = mine.find((candidate) => candidate !== hold);
    expect(mail!.envelope.to).toEqual([visitor]);
    expect(mail!.parsed.subject).toBe(
      'Your consultation is booked: Tuesday 1 December 2026 14:00 (London time) with Priya Raman',
    );
    expect(mail!.parsed.replyTo).toEqual([{ name: '', address: firm }]);
    const text = mail!.parsed.text ?? '';
    for (const line of [
      'When: Tuesday 1 December 2026, 14:00 to 14:30 (London time)',
      'Your time: Tuesday 1 December 2026, 09:00 to 09:30 (your time, America/New_York)',
      'With: Priya Raman (Tax Director – Digital Assets)',
      'Topic: Tax',
      'How: Video call: https://meet.harbourline.example/priya',
      `To cancel or move it: ${body.manageUrl}`,
      `Reference: ${body.id}`,
    ])
      expect(text).toContain(line);
    // Nothing the visitor typed: not their name, company, phone or note; no stranger's words.
    const seen = readable(mail!);
    for (const typed of ['spam.example', 'Cheap loans', 'Click', '07700 900123', 'Grace'])
      expect(seen).not.toContain(typed);
    const ics = invitation(mail!);
    expect(ics).toMatchObject({
      method: 'REQUEST',
      uid: `consultation-${body.id}@harbourline.example`,
      sequence: 0,
      status: 'CONFIRMED',
      start: '2026-12-01T14:00:00.000Z',
      startIsUtc: true,
      organizer: `mailto:${firm}`,
    });
    expect(ics.text).toContain('ORGANIZER;CN="Harbourline Accountants":mailto:enquiries@harbourline.example');
    expect(ics.attendees).toEqual(['mailto:priya.raman@harbourline.example', `mailto:${visitor}`]);

    const firmMail = services.sink.messages.find(toFirm)!;
    expect(firmMail.parsed.subject).toContain('with Priya Raman');
    expect(firmMail.parsed.text).toContain('With: Priya Raman (Tax Director – Digital Assets)');
    const firmIcs = invitation(firmMail);
    expect(firmIcs).toMatchObject({ method: 'REQUEST', uid: ics.uid, sequence: 0, start: ics.start });
    expect(firmIcs.attendees).toEqual(['mailto:priya.raman@harbourline.example']);
    expect(firmIcs.text).toContain('ATTENDEE;CN="Priya Raman"');
    // The token is stored only as its hash: the delivered confirmation no longer carries it.
    const token = body.manageUrl.split('/').at(-1);
    const db = enquiries.service.database.db.withTables<BookingTables>();
    for (const message of ['visitor', 'hold'])
      await until(
        async () => (await enquiries.service.outbox.find(`booking:${body.id}:${message}`))?.state === 'delivered',
      );
    const rows = JSON.stringify([
      await db.selectFrom('bookings').selectAll().execute(),
      await db.selectFrom('outbox').select(['id', 'payload', 'state']).where('state', '=', 'delivered').execute(),
    ]);
    expect(rows).not.toContain(token);
  });

  it('keeps only a time zone Intl knows, and says no other time where the visitor’s is London’s', async () => {
    const enquiries = await start();
    const odd = await book(enquiries, '2026-12-01T14:00', {}, { timeZone: 'Mars/Olympus_Mons' }).expect(201);
    expect(odd.body.inTheirTime).toBeNull();
    const dublin = await book(enquiries, '2026-12-02T14:00', { email: 'd@example.com' }, { timeZone: 'Europe/Dublin' });
    expect(dublin.body.inTheirTime).toBeNull();
  });

  it('keeps a video call’s room back from whoever posted a booking until it is confirmed from the email', async () => {
    const enquiries = await start();
    const room = 'https://meet.harbourline.example/priya';
    // The app's answer and the page a plain post lands on: the room is promised, not given.
    const held = await api(enquiries)
      .post('/api/bookings')
      .send(bookingBody('2026-12-01T14:00', { format: 'video' }));
    expect([held.status, held.body.director.id, held.body.where]).toEqual([
      201,
      'priya-raman',
      'Video call: we email you the link',
    ]);
    const page = await api(enquiries).get(held.body.confirmation).expect(200);
    expect(page.text).toContain('Video call');
    expect(page.text).not.toContain(room);
    // Confirmed by the holder of the email: its page links the room.
    const path = await holdLink(enquiries.service, held.body.id, services.sink);
    await api(enquiries).post(`${path}/confirm`).type('form').send('').expect(303);
    const confirmed = await api(enquiries).get(path).expect(200);
    expect(confirmed.text).toContain(`<a href="${room}">${room}</a>`);
  });

  it('shows the manage link’s holder only what they need; only a POST answering the question cancels, once, and both sides are told', async () => {
    const enquiries = await start();
    const { body } = await book(enquiries, '2026-12-01T14:00', { format: 'phone' }).expect(201);
    const path = managePathOf(body);
    await until(() => services.sink.messages.length === 3);
    // Opening it (a mail scanner does) changes nothing.
    for (let i = 0; i < 3; i += 1) {
      const page = await api(enquiries).get(path).expect(200);
      expect(page.headers['cache-control']).toBe('no-store');
      for (const words of ['Tuesday 1 December 2026, 14:00 to 14:30 (London time)', 'Priya Raman', 'Topic: Tax'])
        expect(page.text).toContain(words);
      for (const typed of ['Grace', 'grace@example.com', '020 7946 0123', 'Compiler Works', 'corporation tax return'])
        expect(page.text).not.toContain(typed);
      expect(formsIn(page.text)).toEqual(expect.arrayContaining([`get ${path}/cancel`, `get ${path}/reschedule`]));
    }
    // Cancel asks first (issue 44, S1): the question is a GET, and changes nothing; a post without its answer is asked it.
    expect((await api(enquiries).get(`${path}/cancel`).expect(200)).text).toContain(
      manageCopy.cancelAskTitle('Tuesday 1 December at 14:00'),
    );
    await api(enquiries).post(`${path}/cancel`).type('form').send('').expect(200);
    expect(await enquiries.service.features.booking.find(body.id)).toBeDefined();
    // From another site: refused.
    await api(enquiries)
      .post(`${path}/cancel`)
      .set('origin', 'https://evil.example')
      .type('form')
      .send({ confirm: 'yes' })
      .expect(403);

    const reminder = reminderMessageId(body.id, 0);
    expect((await enquiries.service.outbox.find(reminder))?.state).toBe('waiting');
    // Pressed twice: one cancellation, one email each side.
    for (let i = 0; i < 2; i += 1) {
      const done = await api(enquiries).post(`${path}/cancel`).type('form').send({ confirm: 'yes' }).expect(303);
      expect(done.headers.location).toBe(i === 0 ? `${path}?done=cancelled` : path);
    }
    const page = await api(enquiries).get(path).expect(200);
    expect(page.text).toContain('This consultation was cancelled');
    expect(page.text).toContain('href="/book"');
    expect(await enquiries.service.features.booking.find(body.id)).toBeUndefined();
    expect(await enquiries.service.outbox.find(reminder)).toBeUndefined();
    await until(() => services.sink.messages.length === 5);
    await serviceMailSettled(enquiries.service);
    expect(services.sink.messages).toHaveLength(5);
    const [firmCancel, visitorCancel] = [
      services.sink.messages.slice(3).find(toFirm)!,
      services.sink.messages.slice(3).find(toVisitor)!,
    ];
    for (const mail of [firmCancel, visitorCancel])
      expect(invitation(mail)).toMatchObject({
        method: 'CANCEL',
        uid: `consultation-${body.id}@harbourline.example`,
        sequence: 1,
        status: 'CANCELLED',
      });
    expect(visitorCancel.parsed.text).toContain('is cancelled, as you asked');
    expect(visitorCancel.parsed.text).toContain('https://www.harbourline.example/book');
    expect(firmCancel.parsed.text).toContain('The visitor cancelled their consultation');
    // The time is free again.
    await book(enquiries, '2026-12-01T14:00', { email: 'next@example.com' }).expect(201);
  });

  it('refuses a tampered or unknown token (404) and one whose consultation has ended (410)', async () => {
    const enquiries = await start();
    const { body } = await book(enquiries, '2026-12-01T14:00').expect(201);
    const path = managePathOf(body);
    const tampered = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`;
    expect((await api(enquiries).get(tampered).expect(404)).text).toContain('This link does not open a booking');
    await api(enquiries).get('/api/bookings/manage/short').expect(404);
    await api(enquiries).post(`${tampered}/cancel`).type('form').send({ confirm: 'yes' }).expect(404);
    await api(enquiries).post(`${tampered}/reschedule`).type('form').send({ slot: '2026-12-02T14:00' }).expect(404);
    now = new Date('2026-12-01T14:29:00Z');
    await api(enquiries).get(path).expect(200);
    now = new Date('2026-12-01T14:30:00Z');
    await api(enquiries).get(path).expect(410);
    await api(enquiries).post(`${path}/cancel`).type('form').send({ confirm: 'yes' }).expect(410);
    expect(await enquiries.service.features.booking.find(body.id)).toBeDefined();
  });

  it('moves a booking to a free time of its topic: the same UID, a higher SEQUENCE, both told, the reminder with it', async () => {
    const enquiries = await start();
    const { body } = await book(enquiries, '2026-12-01T14:00').expect(201);
    const path = managePathOf(body);
    await book(enquiries, '2026-12-02T10:00', { email: 'other@example.com' }).expect(201);
    await until(() => services.sink.messages.length === 6);
    const choices = await api(enquiries).get(`${path}/reschedule`).expect(200);
    expect(choices.text).toContain('value="2026-12-02T11:00"');
    // Taken by another visitor, or inside its buffer: 409, with the free times again.
    for (const taken of ['2026-12-02T10:00', '2026-12-02T10:30']) {
      const refused = await api(enquiries).post(`${path}/reschedule`).type('form').send({ slot: taken }).expect(409);
      expect(refused.text).toContain('Someone else booked that time');
    }
    await api(enquiries).post(`${path}/reschedule`).type('form').send({ slot: '2026-11-28T10:00' }).expect(400);
    const moved = await api(enquiries)
      .post(`${path}/reschedule`)
      .type('form')
      .send({ slot: '2026-12-03T15:00' })
      .expect(303);
    expect(moved.headers.location).toBe(`${path}?done=moved`);
    // Pressed twice: the second finds it there already and changes nothing.
    await api(enquiries).post(`${path}/reschedule`).type('form').send({ slot: '2026-12-03T15:00' }).expect(303);
    const page = await api(enquiries)
      .get(moved.headers.location as string)
      .expect(200);
    expect(page.text).toContain('Thursday 3 December 2026, 15:00 to 15:30 (London time)');
    expect(page.text).toContain('Your consultation has moved');
    // The result is the page's heading, which takes focus (issue 44).
    expect(page.text).toMatch(/<h1 [^>]*autofocus=""[^>]*>Your consultation has moved<\/h1>/);
    // The old time is free, the reminder follows the booking.
    await book(enquiries, '2026-12-01T14:00', { email: 'third@example.com' }).expect(201);
    const outbox = enquiries.service.outbox;
    expect(await outbox.find(reminderMessageId(body.id, 0))).toBeUndefined();
    expect((await outbox.find(reminderMessageId(body.id, 1)))?.dueAt.toISOString()).toBe('2026-12-02T15:00:00.000Z');
    // The move's two emails, and the third booking's three.
    await until(() => services.sink.messages.length === 11);
    await serviceMailSettled(enquiries.service);
    const changes = services.sink.messages.slice(6).filter((mail) => mail.parsed.subject?.includes('moved'));
    expect(changes).toHaveLength(2);
    for (const mail of changes)
      expect(invitation(mail)).toMatchObject({
        method: 'REQUEST',
        uid: `consultation-${body.id}@harbourline.example`,
        sequence: 1,
        start: '2026-12-03T15:00:00.000Z',
      });
    expect(changes.find(toVisitor)!.parsed.text).toContain(
      'has moved from Tuesday 1 December 2026, 14:00 to 14:30 (London time)',
    );
  });

  it('settles a cancellation racing a move: one wins, the other finds it done, and nothing is left half-done', async () => {
    const enquiries = await start();
    const { body } = await book(enquiries, '2026-12-01T14:00').expect(201);
    const path = managePathOf(body);
    const [cancel, move] = await Promise.all([
      api(enquiries).post(`${path}/cancel`).type('form').send({ confirm: 'yes' }),
      api(enquiries).post(`${path}/reschedule`).type('form').send({ slot: '2026-12-03T15:00' }),
    ]);
    expect(cancel.status).toBe(303);
    expect([303, 409]).toContain(move.status);
    expect(await enquiries.service.features.booking.find(body.id)).toBeUndefined();
    const waiting = await enquiries.service.outbox.list('waiting', `booking:${body.id}:reminder`);
    expect(waiting).toEqual([]);
    await serviceMailSettled(enquiries.service);
    await until(async () => (await enquiries.service.outbox.counts()).waiting === 0);
    await serviceMailSettled(enquiries.service);
    const sequences = services.sink.messages
      .filter((mail) => toVisitor(mail) && mail.parsed.attachments.length > 0)
      .map((mail) => [invitation(mail).method, Number(invitation(mail).sequence)] as const)
      .sort(([, a], [, b]) => a - b);
    // The cancellation is the last word: the highest SEQUENCE, which a calendar applies whatever
    // order the messages arrive in (messages due at one moment may be sent in either order).
    expect(sequences.at(-1)).toEqual(['CANCEL', move.status === 303 ? 2 : 1]);
  });

  it('queues a reminder for 24 hours before, none when booked within that, and sends it at its time', async () => {
    const enquiries = await start();
    const soon = await book(enquiries, '2026-11-24T16:00').expect(201);
    expect(await enquiries.service.outbox.list(undefined, `booking:${soon.body.id}:reminder`)).toEqual([]);
    const { body } = await book(enquiries, '2026-12-01T14:00', { email: 'later@example.com' }).expect(201);
    const reminder = await enquiries.service.outbox.find(reminderMessageId(body.id, 0));
    expect(reminder?.dueAt.toISOString()).toBe('2026-11-30T14:00:00.000Z');
    await until(() => services.sink.messages.length === 6);
    now = new Date('2026-11-30T14:00:00Z');
    enquiries.service.worker.kick();
    await until(() => services.sink.messages.length === 7);
    const mail = services.sink.messages[6]!;
    expect(mail.envelope.to).toEqual(['later@example.com']);
    expect(mail.parsed.subject).toBe(
      'Reminder: your consultation: Tuesday 1 December 2026 14:00 (London time) with Priya Raman',
    );
    expect(mail.parsed.text).toContain(`To cancel or move it: ${body.manageUrl}`);
  });

  it('stores a booking while the mail server is down, and sends its emails when it is back', async () => {
    const enquiries = await start();
    const port = services.sink.port;
    await services.sink.stop();
    const { body } = await book(enquiries, '2026-12-01T14:00').expect(201);
    expect(await enquiries.service.features.booking.find(body.id)).toBeDefined();
    await workerPasses(enquiries.service, 2);
    expect((await enquiries.service.outbox.find(`booking:${body.id}:visitor`))?.state).toBe('waiting');
    await services.sink.start(port);
    // The retry is due a moment after the failed attempt, by the service's clock.
    now = new Date(bookingNow.getTime() + 60_000);
    enquiries.service.worker.kick();
    await until(() => services.sink.messages.length === 3);
  });

  it('lets the firm cancel with a reason: the visitor gets an apology and a link to book again', async () => {
    const enquiries = await start();
    const { body } = await book(enquiries, '2026-12-01T14:00').expect(201);
    await until(() => services.sink.messages.length === 3);
    await enquiries.service.features.booking.cancel(body.id, 'Director unwell');
    enquiries.service.worker.kick();
    await until(() => services.sink.messages.length === 5);
    const apology = services.sink.messages.slice(3).find(toVisitor)!;
    expect(apology.parsed.text).toContain('We are sorry: we have had to cancel your consultation');
    expect(apology.parsed.text).toContain('https://www.harbourline.example/book');
    expect(apology.parsed.text).not.toContain('Director unwell');
    expect(invitation(apology)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    expect(services.sink.messages.slice(3).find(toFirm)!.parsed.text).toContain(
      'cancelled by the firm (Director unwell)',
    );
  });

  it('sends each director the invitation, its update and its cancellation at their own address, the firm in copy', async () => {
    const enquiries = await start();
    const eleanor = 'eleanor.hartley@harbourline.example';
    const daniel = 'daniel.okafor@harbourline.example';
    const uid = (id: string) => `consultation-${id}@harbourline.example`;
    // Friday: only Eleanor takes accountancy. Thursday 11:00 she is taken by a topic only she takes.
    const { body } = await book(enquiries, '2026-12-04T10:00', { topic: 'accountancy' }).expect(201);
    expect(body.director.id).toBe('eleanor-hartley');
    await book(enquiries, '2026-12-03T11:00', { topic: 'corporate-finance', email: 'b@example.com' }).expect(201);
    await until(() => services.sink.messages.length === 6);
    await serviceMailSettled(enquiries.service);
    const booked = services.sink.messages.find((mail) => toFirm(mail) && mail.raw.includes(body.id))!;
    // Her own address and the firm's inbox in the envelope and the headers; the visitor only in Reply-To.
    expect(booked.envelope.to.sort()).toEqual([eleanor, firm]);
    expect(booked.parsed.to).toEqual([{ name: 'Eleanor Hartley', address: eleanor }]);
    expect(booked.parsed.cc).toEqual([expect.objectContaining({ address: firm })]);
    expect(invitation(booked)).toMatchObject({
      method: 'REQUEST',
      uid: uid(body.id),
      sequence: 0,
      organizer: `mailto:${firm}`,
      attendees: [`mailto:${eleanor}`],
    });

    // Moved to Thursday 11:00, which Eleanor cannot take: Daniel gets it, and she is told it is no longer hers.
    await api(enquiries)
      .post(`${managePathOf(body)}/reschedule`)
      .type('form')
      .send({ slot: '2026-12-03T11:00' })
      .expect(303);
    await until(() => services.sink.messages.length === 9);
    await serviceMailSettled(enquiries.service);
    const afterMove = services.sink.messages.slice(6);
    const toDaniel = afterMove.find((mail) => mail.envelope.to.includes(daniel))!;
    expect(toDaniel.envelope.to.sort()).toEqual([daniel, firm]);
    expect(invitation(toDaniel)).toMatchObject({
      method: 'REQUEST',
      uid: uid(body.id),
      sequence: 1,
      start: '2026-12-03T11:00:00.000Z',
      attendees: [`mailto:${daniel}`],
    });
    const toEleanor = afterMove.find((mail) => mail.envelope.to.includes(eleanor))!;
    expect(toEleanor.envelope.to.sort()).toEqual([eleanor, firm]);
    expect(toEleanor.parsed.text).toContain('This consultation is no longer yours');
    expect(invitation(toEleanor)).toMatchObject({
      method: 'CANCEL',
      uid: uid(body.id),
      sequence: 1,
      status: 'CANCELLED',
      start: '2026-12-04T10:00:00.000Z',
      attendees: [`mailto:${eleanor}`],
    });

    // Cancelled by the firm: Daniel's calendar is told, the firm in copy, one SEQUENCE more.
    await enquiries.service.features.booking.cancel(body.id, 'Director unwell');
    enquiries.service.worker.kick();
    await until(() => services.sink.messages.length === 11);
    const cancelled = services.sink.messages.slice(9).find(toFirm)!;
    expect(cancelled.envelope.to.sort()).toEqual([daniel, firm]);
    expect(invitation(cancelled)).toMatchObject({
      method: 'CANCEL',
      uid: uid(body.id),
      sequence: 2,
      attendees: [`mailto:${daniel}`],
    });
  });
});

describeWithRadicale('a director’s own calendar (radicale)', () => {
  it('removes the busy director’s times; another who takes the topic still offers them', async () => {
    const radicale = await startRadicale();
    const enquiries = await (async () => {
      try {
        const eleanor = await radicale.calendar('eleanor', 'diary');
        // A client meeting on Tuesday 1 December, 10:00 to 12:00 London (GMT).
        await radicale.put(
          eleanor,
          'client-meeting',
          [
            'BEGIN:VCALENDAR',
            'VERSION:2.0',
            'PRODID:-//Test//Diary//EN',
            'BEGIN:VEVENT',
            'UID:client-meeting',
            'DTSTAMP:20261120T000000Z',
            'DTSTART:20261201T100000Z',
            'DTEND:20261201T120000Z',
            'SUMMARY:Client meeting',
            'END:VEVENT',
            'END:VCALENDAR',
            '',
          ].join('\r\n'),
        );
        const feeds = [
          { director: 'eleanor-hartley', url: eleanor },
          // Never read: a calendar that does not answer.
          { director: 'daniel-okafor', url: 'http://127.0.0.1:9/diary.ics' },
        ];
        return await startTestEnquiries({
          smtpUrl: services.sink.url,
          booking: testBookingConfig({
            directors: firmDirectors,
            busyCalendars: {
              ...busyCalendarDefaults,
              allowLoopback: true,
              feeds,
              timeoutMs: 2000,
              pollMs: 60 * 60_000,
            },
          }),
        });
      } catch (error) {
        await radicale.stop();
        throw error;
      }
    })();
    services.stopAfterCase(enquiries);
    try {
      await enquiries.service.features.booking.calendars!.refresh();
      const free = async (topic: string) => {
        const { body } = await api(enquiries).get(`/api/bookings/slots?topic=${topic}`).expect(200);
        const day = body.days.find((candidate: { date: string }) => candidate.date === '2026-12-01');
        return day.slots.filter((slot: { free: boolean }) => slot.free).map((slot: { start: string }) => slot.start);
      };
      // Corporate finance is Eleanor's alone: her meeting and her 15-minute buffer either side are gone.
      expect(await free('corporate-finance')).toEqual([
        '09:00',
        '12:30',
        '13:00',
        '13:30',
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
        '16:30',
        '17:00',
      ]);
      // Not sure yet: Eleanor or Priya; Priya is free, so the times stay (from her 09:30).
      expect(await free('not-sure')).toEqual(expect.arrayContaining(['10:00', '10:30', '11:00', '11:30']));
      const booked = await api(enquiries)
        .post('/api/bookings')
        .send(bookingBody('2026-12-01T10:30', { topic: 'not-sure' }))
        .expect(201);
      expect(booked.body.director.id).toBe('priya-raman');
      // Audit is Daniel's alone, and his calendar has never been read: nothing is offered.
      expect(await free('audit')).toEqual([]);
      const health = await api(enquiries).get('/api/health').expect(200);
      expect(health.body.busyCalendars).toEqual([
        expect.objectContaining({
          director: 'eleanor-hartley',
          url: `${radicale.origin}/…`,
          lastError: null,
          events: 1,
        }),
        expect.objectContaining({
          director: 'daniel-okafor',
          url: 'http://127.0.0.1:9/…',
          lastSuccessAt: null,
          stale: true,
        }),
      ]);
      expect(JSON.stringify(health.body)).not.toContain('/eleanor/diary');
    } finally {
      await radicale.stop();
    }
  });
});
