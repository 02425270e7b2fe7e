import request from 'supertest';
import { site } from '../../../config/site';
import { phoneInText } from '../../../content/reply-words';
import { createEnquiryApp } from '../../../../server/app/enquiry-server';
import { bookingBody, bookingNow, holdLink, isHoldEmail, toFirm } from '../../../../test-kit/booking';
import { bookingServices } from '../../../../test-kit/booking-service';
import { describeEachEngine } from '../../../../test-kit/engines';
import { formBody, type TestEnquiries } from '../../../../test-kit/enquiry-service';
import type { BookingConfig } from './config';
import { bookingCopy } from '../fields';
import { bookingLimits } from '../rules';
import { manageCopy } from './manage-copy';
import { holdMessageId, reminderMessageId } from './service';
import { until } from '../../../../test-kit/until';
import { serviceMailSettled } from '../../../../test-kit/mail-queue';
import { formsIn, parseHtml } from '../../../../tests/support/html';

/**
 * Holds (issue 30, item 7): a new booking holds its time for an hour, until the visitor confirms
 * it from their email; unconfirmed, it lapses and frees the time, also for the database's own
 * overlap rule. Limits per client network, and a site-wide count of holds that never refuses a
 * network holding none. On both engines, on the service's clock (moved by the tests, no sleeping).
 */
jest.setTimeout(60_000);

const minute = 60_000;

let now: Date;
beforeEach(() => {
  now = bookingNow;
});
const services = bookingServices(() => now);

const api = (enquiries: TestEnquiries) => request(createEnquiryApp(enquiries.service));
const heading = (html: string) => parseHtml(html).querySelector('h1')?.textContent;

describeEachEngine('on %s', (engine) => {
  const start = (booking: Partial<BookingConfig> = {}) => services.start(engine, booking);

  const hold = (enquiries: TestEnquiries, slot: string, address: string, email: string) =>
    api(enquiries).post('/api/bookings').set('x-forwarded-for', address).send(bookingBody(slot, { email }));

  const isFree = async (enquiries: TestEnquiries, id: string) => {
    const { body } = await api(enquiries).get('/api/bookings/slots').expect(200);
    const slots = body.days.flatMap((day: { slots: { id: string; free: boolean }[] }) => day.slots);
    return slots.find((slot: { id: string }) => slot.id === id).free as boolean;
  };

  it('holds the time for an hour: a lapsed hold frees it, for the overlap rule too, and its link says so', async () => {
    const enquiries = await start();
    const { body } = await hold(enquiries, '2026-12-01T10:00', '203.0.113.10', 'grace@example.com').expect(201);
    const path = await holdLink(enquiries.service, body.id, services.sink);
    expect(await isFree(enquiries, '2026-12-01T10:00')).toBe(false);
    await hold(enquiries, '2026-12-01T10:00', '198.51.100.1', 'other@example.com').expect(409);

    // Opened (a mail scanner does), the link shows Confirm and Cancel, and changes nothing.
    now = new Date(bookingNow.getTime() + 59 * minute);
    for (let i = 0; i < 2; i += 1) {
      const page = await api(enquiries).get(path).expect(200);
      expect(page.text).toContain('This time is held for you until 17:00 (London time) on Monday 23 November 2026.');
      expect(formsIn(page.text)).toEqual([`post ${path}/confirm`, `post ${path}/extend`, `get ${path}/cancel`]);
      expect(page.text).not.toContain('/reschedule');
    }
    // Moving waits for confirmation.
    expect((await api(enquiries).get(`${path}/reschedule`).expect(200)).text).toContain(manageCopy.confirmFirst);
    await api(enquiries).post(`${path}/reschedule`).type('form').send({ slot: '2026-12-02T10:00' }).expect(409);

    // An hour on: lapsed. The time is free in the grid, and booked by another visitor, though the
    // hold's row is still `booked` until that booking takes the lock (the overlap rule's WHERE cannot read the clock).
    now = new Date(bookingNow.getTime() + 60 * minute);
    expect(await isFree(enquiries, '2026-12-01T10:00')).toBe(true);
    const lapsed = await api(enquiries).get(path).expect(410);
    expect(heading(lapsed.text)).toBe(manageCopy.lapsedFreeTitle);
    const second = await hold(enquiries, '2026-12-01T10:00', '198.51.100.1', 'other@example.com').expect(201);
    expect(second.body.director.id).toBe('eleanor-hartley');
    expect(heading((await api(enquiries).get(path).expect(410)).text)).toBe(manageCopy.lapsedTakenTitle);
    expect((await enquiries.service.features.booking.list()).map((booking) => booking.id)).toEqual([second.body.id]);

    // Only the two visitors heard of their holds; the firm of nothing.
    await until(() => services.sink.messages.length === 2);
    await serviceMailSettled(enquiries.service);
    expect(services.sink.messages.filter(toFirm)).toEqual([]);
    expect(await enquiries.service.outbox.find(reminderMessageId(body.id, 0))).toBeUndefined();
  });

  it('confirms once from the link: then the firm’s invitation, the visitor’s and the reminder; a held booking can be cancelled quietly', async () => {
    const enquiries = await start();
    const { body } = await hold(enquiries, '2026-12-01T10:00', '203.0.113.10', 'grace@example.com').expect(201);
    const path = await holdLink(enquiries.service, body.id, services.sink);
    expect(await enquiries.service.outbox.find(reminderMessageId(body.id, 0))).toBeUndefined();
    now = new Date(bookingNow.getTime() + 30 * minute);
    for (let i = 0; i < 2; i += 1) {
      const done = await api(enquiries).post(`${path}/confirm`).type('form').send('').expect(303);
      expect(done.headers.location).toBe(`${path}?done=confirmed`);
    }
    const page = await api(enquiries).get(`${path}?done=confirmed`).expect(200);
    expect(page.text).toContain(manageCopy.confirmed);
    expect(formsIn(page.text)).toContain(`get ${path}/reschedule`);
    expect(page.text).not.toContain('/confirm');
    // Confirmed: it never lapses.
    now = new Date(bookingNow.getTime() + 24 * 60 * minute);
    await api(enquiries).get(path).expect(200);
    expect((await enquiries.service.outbox.find(reminderMessageId(body.id, 0)))?.dueAt.toISOString()).toBe(
      '2026-11-30T10:00:00.000Z',
    );
    await until(() => services.sink.messages.length === 3);
    await serviceMailSettled(enquiries.service);
    expect(services.sink.messages.filter(toFirm)).toHaveLength(1);
    expect(services.sink.messages.map((mail) => mail.parsed.subject?.split(':')[0])).toEqual(
      expect.arrayContaining(['Confirm your consultation', 'Consultation booked', 'Your consultation is booked']),
    );

    // Another, cancelled while held: the time is free, no one else is told, its link says cancelled.
    const other = await hold(enquiries, '2026-12-02T10:00', '198.51.100.1', 'ada@example.com').expect(201);
    const otherPath = await holdLink(enquiries.service, other.body.id, services.sink);
    await api(enquiries).post(`${otherPath}/cancel`).type('form').send({ confirm: 'yes' }).expect(303);
    expect((await api(enquiries).get(otherPath).expect(200)).text).toContain(manageCopy.cancelled);
    await api(enquiries).post(`${otherPath}/confirm`).type('form').send('').expect(409);
    expect(await isFree(enquiries, '2026-12-02T10:00')).toBe(true);
    await until(() => services.sink.messages.length === 4);
    await serviceMailSettled(enquiries.service);
    expect(services.sink.messages).toHaveLength(4);
  });

  it('limits future bookings, held or confirmed, per network (IPv4 /24, IPv6 /48), never refusing another network', async () => {
    const enquiries = await start({ limits: { ...bookingLimits, perNetwork: 3, heldAtOnce: 30 } });
    const slots = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];
    const slot = (i: number) => `2026-12-01T${slots[i]}`;
    // Each on a mail domain of its own: the per-domain limit is another test's.
    const email = (name: string) => `${name}@${name}.example`;
    for (let i = 0; i < 3; i += 1) await hold(enquiries, slot(i), `203.0.113.${i + 1}`, email(`bot${i}`)).expect(201);
    const refused = await hold(enquiries, slot(3), '203.0.113.200', email('bot3')).expect(429);
    expect(refused.body.error).toBe(bookingCopy.perNetwork(3));
    expect(refused.body.error).toContain(site.email);
    expect(refused.body.error).toContain(phoneInText);
    // A plain form gets the "not booked" page, with the same words.
    const page = await api(enquiries)
      .post('/api/bookings')
      .set('x-forwarded-for', '203.0.113.201')
      .type('form')
      .send(formBody(bookingBody(slot(3), { email: email('bot4') })))
      .expect(429);
    expect(page.text).toContain(site.email);
    // A visitor on another network is not held up.
    await hold(enquiries, slot(3), '203.0.114.5', email('visitor')).expect(201);
    // IPv6: one /48, whatever the /64.
    for (let i = 0; i < 3; i += 1)
      await hold(enquiries, slot(4 + i), `2001:db8:1:${i + 1}::1`, email(`six${i}`)).expect(201);
    await hold(enquiries, slot(7), '2001:db8:1:ffff::9', email('six3')).expect(429);
    await hold(enquiries, slot(7), '2001:db8:2::1', email('six4')).expect(201);
    // A confirmed booking still counts against its network: one network cannot confirm the diary away.
    const first = (await enquiries.service.features.booking.list()).find(
      (booking) => booking.details.email === email('bot0'),
    )!;
    await api(enquiries)
      .post(`${await holdLink(enquiries.service, first.id, services.sink)}/confirm`)
      .type('form')
      .send('')
      .expect(303);
    await hold(enquiries, slot(8), '203.0.113.77', email('bot5')).expect(429);
    // A lapsed hold does not.
    now = new Date(bookingNow.getTime() + 61 * minute);
    await hold(enquiries, slot(9), '203.0.113.78', email('bot6')).expect(201);
    await hold(enquiries, slot(8), '203.0.113.79', email('bot7')).expect(201);
    await hold(enquiries, slot(4), '203.0.113.80', email('bot8')).expect(429);
  });

  it('caps the site’s unconfirmed holds only for networks that already hold one', async () => {
    const enquiries = await start({ limits: { ...bookingLimits, perNetwork: 3, heldAtOnce: 3 } });
    await hold(enquiries, '2026-12-01T09:00', '203.0.113.1', 'a@example.com').expect(201);
    await hold(enquiries, '2026-12-01T09:30', '203.0.113.2', 'b@example.com').expect(201);
    await hold(enquiries, '2026-12-01T10:00', '198.51.100.1', 'c@example.com').expect(201);
    const busy = await hold(enquiries, '2026-12-01T10:30', '203.0.113.3', 'd@example.com').expect(429);
    expect(busy.body.error).toBe(bookingCopy.heldAtOnce());
    expect(busy.body.error).toContain(site.email);
    // Past the cap, a network with no hold is still heard.
    await hold(enquiries, '2026-12-01T10:30', '192.0.2.44', 'e@example.com').expect(201);
    await hold(enquiries, '2026-12-01T11:00', '192.0.2.45', 'f@example.com').expect(429);
  });

  it('cannot be used to mail a stranger: one email with no word typed and no invitation, and nothing after it lapses', async () => {
    const enquiries = await start();
    const spam = 'Claim your prize at https://spam.example/win';
    const { body } = await api(enquiries)
      .post('/api/bookings')
      .set('x-forwarded-for', '203.0.113.9')
      .send(bookingBody('2026-12-01T10:00', { email: 'stranger@example.org', name: spam, company: spam, note: spam }))
      .expect(201);
    await until(() => services.sink.messages.length === 1);
    const [mail] = services.sink.messages;
    expect(mail!.envelope.to).toEqual(['stranger@example.org']);
    expect(isHoldEmail(mail!, body.id)).toBe(true);
    expect(mail!.parsed.attachments).toEqual([]);
    for (const text of [mail!.parsed.subject, mail!.parsed.text, mail!.parsed.html ?? ''])
      for (const typed of ['spam.example', 'Claim', 'prize', 'Grace']) expect(text).not.toContain(typed);
    expect(mail!.parsed.text).toContain('If that was not you, ignore this email');
    // A second try for the same stranger, and a third: the per-email limit ends it at two.
    await api(enquiries)
      .post('/api/bookings')
      .set('x-forwarded-for', '198.51.100.9')
      .send(bookingBody('2026-12-01T11:00', { email: 'stranger@example.org' }))
      .expect(201);
    await api(enquiries)
      .post('/api/bookings')
      .set('x-forwarded-for', '192.0.2.9')
      .send(bookingBody('2026-12-01T12:00', { email: 'Stranger@example.org' }))
      .expect(429);
    now = new Date(bookingNow.getTime() + 2 * 60 * minute);
    await enquiries.service.features.booking.clear({ reason: 'test' });
    enquiries.service.worker.kick();
    // The second hold's email, however long the worker takes; then a moment for any third.
    await until(() => services.sink.messages.length >= 2);
    await serviceMailSettled(enquiries.service);
    expect(services.sink.messages).toHaveLength(2);
    expect(await enquiries.service.outbox.find(holdMessageId(body.id))).toMatchObject({ state: 'delivered' });
  });
});
