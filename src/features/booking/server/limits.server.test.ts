import request from 'supertest';
import { createEnquiryApp } from '../../../../server/app/enquiry-server';
import { bookingBody, bookingNow, holdLink, isHoldEmail, soleDirector, toFirm } from '../../../../test-kit/booking';
import { bookingServices } from '../../../../test-kit/booking-service';
import { describeEachEngine } from '../../../../test-kit/engines';
import { formBody, type TestEnquiries } from '../../../../test-kit/enquiry-service';
import { serviceMailSettled } from '../../../../test-kit/mail-queue';
import { until } from '../../../../test-kit/until';
import { mailboxOf, parseAddress } from '../../../../server/platform/forms/address';
import { formProblems } from '../../../content/form-problems';
import { parseHtml } from '../../../../tests/support/html';
import { bookingCopy, bookingFields } from '../fields';
import { bookingLimits } from '../rules';
import type { BookingConfig } from './config';
import { manageCopy } from './manage-copy';

/** A lapsed hold's page, whether its time is still free (Confirm) or taken (the nearest times). */
/** A hold released before its hour was out says so, never that it ran out (issue 53). */
const releasedPage = new RegExp(`<h1[^>]*>${manageCopy.releasedTakenTitle}</h1>`);
import { reminderMessageId } from './service';
import { fillingFastProblem } from './alarm';

/**
 * Issue 45: the limits a bot meets (addresses as mailboxes, per mail domain, holds that stop
 * keeping their times once many), and no leak or wrong answer (the calendar file and the room only
 * for the manage link's holder once confirmed, a retried id's real state, names with hidden
 * characters refused, no reminder after the consultation's start). On both engines, on the
 * service's clock (moved by the tests, no sleeping), with what was emailed read from a real SMTP server.
 */
jest.setTimeout(60_000);

const minute = 60_000;
let now: Date;
beforeEach(() => {
  now = bookingNow;
});
const services = bookingServices(() => now);
const api = (enquiries: TestEnquiries) => request(createEnquiryApp(enquiries.service));
const room = 'https://meet.harbourline.example/eleanor-room';
const withRoom = [{ ...soleDirector[0]!, meetingLink: room }];

describeEachEngine('on %s', (engine) => {
  const start = (booking: Partial<BookingConfig> = {}) => services.start(engine, booking);
  const hold = (enquiries: TestEnquiries, slot: string, address: string, email: string, id?: string) =>
    api(enquiries)
      .post('/api/bookings')
      .set('x-forwarded-for', address)
      .send({ ...bookingBody(slot, { email }), ...(id ? { id } : {}) });
  const confirm = async (enquiries: TestEnquiries, id: string) => {
    const path = await holdLink(enquiries.service, id, services.sink);
    await api(enquiries).post(`${path}/confirm`).type('form').send('').expect(303);
    return path;
  };
  const freeIn = async (enquiries: TestEnquiries) => {
    const { body } = await api(enquiries).get('/api/bookings/slots').expect(200);
    return body.days
      .flatMap((day: { slots: { id: string; free: boolean }[] }) => day.slots)
      .filter((slot: { free: boolean }) => slot.free)
      .map((slot: { id: string }) => slot.id) as string[];
  };

  it('counts an address’s case, dot and +tag variants as one mailbox: a stranger gets two “confirm it” emails an hour, from any networks', async () => {
    const enquiries = await start();
    const variants = [
      'Jane.Doe@gmail.com',
      'janedoe+a@googlemail.com',
      'J.A.N.E.D.O.E+b@Gmail.com',
      'jane.doe+c@gmail.com',
    ];
    await hold(enquiries, '2026-12-01T09:00', '203.0.113.1', variants[0]!).expect(201);
    await hold(enquiries, '2026-12-01T10:00', '198.51.100.1', variants[1]!).expect(201);
    await until(() => services.sink.messages.length === 2);
    const third = await hold(enquiries, '2026-12-01T11:00', '192.0.2.1', variants[2]!).expect(429);
    expect(third.body.error).toBe(bookingCopy.perEmail(2));
    // The firm clears the holds: the stranger's hour still counts the two emails sent.
    expect(await enquiries.service.features.booking.clear({ reason: 'test' })).toMatchObject({ holds: 2 });
    await hold(enquiries, '2026-12-01T11:00', '192.0.2.2', variants[3]!).expect(429);
    // Another provider's dots are its own: there they name another mailbox.
    await hold(enquiries, '2026-12-01T11:00', '192.0.2.3', 'jane.doe@firm-a.example').expect(201);
    await hold(enquiries, '2026-12-01T11:30', '192.0.2.4', 'janedoe@firm-a.example').expect(201);
    await until(() => services.sink.messages.length === 4);
    // An hour on, two more.
    now = new Date(bookingNow.getTime() + 61 * minute);
    await hold(enquiries, '2026-12-01T12:00', '192.0.2.5', variants[2]!).expect(201);
    await until(() => services.sink.messages.length === 5);
    await serviceMailSettled(enquiries.service);
    const toStranger = services.sink.messages.filter(
      (mail) => mailboxOf(mail.envelope.to[0] ?? '') === 'janedoe@gmail.com',
    );
    expect(toStranger).toHaveLength(3);
    expect(services.sink.messages.filter(toFirm)).toEqual([]);
  });

  it('limits future bookings, held or confirmed, per registered mail domain from any networks, but not at a shared provider', async () => {
    const enquiries = await start({ limits: { ...bookingLimits, perDomain: 4, perNetwork: 3 } });
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { body } = await hold(
        enquiries,
        `2026-12-01T${times[i]}`,
        `203.0.${113 + i}.9`,
        `bot${i}@s${i}.catch-all.example`,
      ).expect(201);
      ids.push(body.id as string);
    }
    for (const id of ids) await confirm(enquiries, id);
    // Its subdomains are the one registered domain (the public suffix list's), in any case.
    for (const address of ['bot4@CATCH-ALL.example', 'bot5@s5.catch-all.example', 'bot6@a.b.Catch-All.example']) {
      const refused = await hold(enquiries, '2026-12-01T11:00', '198.51.100.9', address).expect(429);
      expect(refused.body.error).toBe(bookingCopy.perDomain(4));
    }
    // Four strangers at gmail.com are four people.
    for (let i = 0; i < 4; i += 1)
      await hold(enquiries, `2026-12-02T${times[i]}`, `192.0.${i}.9`, `person${i}@gmail.com`).expect(201);
    await hold(enquiries, '2026-12-02T11:00', '192.0.9.9', 'person9@gmail.com').expect(201);
  });

  it('books one time in the window’s first two working days per network, address, mailbox and registered domain (issue 53)', async () => {
    const enquiries = await start();
    const near = bookingCopy.nearTerm(2);
    // (The window opens on Tuesday 24 November; its near days are the 24th and 25th.)
    await hold(enquiries, '2026-11-24T14:00', '203.0.113.1', 'one@s1.bot.example').expect(201);
    // The same network, a near time again: refused, said why; a later time is within its limits.
    expect(
      (await hold(enquiries, '2026-11-25T10:00', '203.0.113.2', 'two@bot-two.example').expect(429)).body.error,
    ).toBe(near);
    await hold(enquiries, '2026-12-01T10:00', '203.0.113.3', 'three@bot-three.example').expect(201);
    // Another network, a subdomain of the same registered domain: refused in the near days.
    expect(
      (await hold(enquiries, '2026-11-25T10:00', '198.51.100.1', 'four@s2.bot.example').expect(429)).body.error,
    ).toBe(near);
    // A mailbox at a shared provider: one near time, in any spelling; another person there has their own.
    await hold(enquiries, '2026-11-25T10:00', '198.51.101.1', 'jane.doe@gmail.com').expect(201);
    await hold(enquiries, '2026-11-25T11:00', '198.51.102.1', 'janedoe+b@gmail.com').expect(429);
    await hold(enquiries, '2026-11-25T11:00', '198.51.103.1', 'john.roe@gmail.com').expect(201);
    // The setting lifts it.
    const lifted = await start({ limits: { ...bookingLimits, nearWorkingDays: 0 } });
    await hold(lifted, '2026-11-24T14:00', '203.0.113.1', 'one@bot.example').expect(201);
    await hold(lifted, '2026-11-25T10:00', '203.0.113.2', 'two@bot.example').expect(201);
  });

  it('books two times in the near days per wide network (IPv4 /16, IPv6 /32), and every later time from it (issue 53)', async () => {
    const enquiries = await start();
    // (The window opens on Tuesday 24 November: its near days are the 24th and 25th, Thursday the 26th is open.)
    const wide = bookingCopy.nearWide(2, '2026-11-26');
    expect(wide).toContain('Times from Thursday 26 November on are open to you');
    // Two /24s of one /16, each with its own domain: two near times.
    await hold(enquiries, '2026-11-24T14:00', '203.0.113.9', 'one@one.example').expect(201);
    await hold(enquiries, '2026-11-25T10:00', '203.0.114.9', 'two@two.example').expect(201);
    // A third /24 of that /16 is refused the near days, in the words for it, on the API and the plain form...
    expect((await hold(enquiries, '2026-11-25T11:00', '203.0.115.9', 'three@three.example').expect(429)).body).toEqual({
      error: wide,
    });
    const page = await api(enquiries)
      .post('/api/bookings')
      .set('x-forwarded-for', '203.0.115.9')
      .type('form')
      .send(formBody(bookingBody('2026-11-25T11:00', { email: 'three@three.example' })))
      .expect(429);
    expect(parseHtml(page.text).body.textContent).toContain(wide);
    // ... and so is an address of it mapped into IPv6 (an IPv4 client on a dual-stack socket).
    expect(
      (await hold(enquiries, '2026-11-25T11:00', '::ffff:203.0.116.9', 'four@four.example').expect(429)).body.error,
    ).toBe(wide);
    // A time after the near days from that /16 is booked; so is a near time from another /16.
    await hold(enquiries, '2026-11-26T10:00', '203.0.115.9', 'three@three.example').expect(201);
    await hold(enquiries, '2026-11-25T11:00', '203.1.115.9', 'five@five.example').expect(201);
    // IPv6: two /48s of one /32 hold two near times, a third /48 of it is refused, another /32 is not.
    await hold(enquiries, '2026-11-24T15:00', '2001:db8:1::9', 'six@six.example').expect(201);
    await hold(enquiries, '2026-11-25T12:00', '2001:db8:2::9', 'seven@seven.example').expect(201);
    expect(
      (await hold(enquiries, '2026-11-25T14:00', '2001:db8:3::9', 'eight@eight.example').expect(429)).body.error,
    ).toBe(wide);
    await hold(enquiries, '2026-11-26T11:00', '2001:db8:3::9', 'eight@eight.example').expect(201);
    await hold(enquiries, '2026-11-25T14:00', '2001:db9:3::9', 'nine@nine.example').expect(201);
    // The setting lifts it.
    const lifted = await start({ limits: { ...bookingLimits, nearPerWideNetwork: 0 } });
    for (const [i, slot] of ['2026-11-24T14:00', '2026-11-25T10:00', '2026-11-25T11:00'].entries())
      await hold(lifted, slot, `203.0.${113 + i}.9`, `n${i}@n${i}.example`).expect(201);
  });

  it('past the site’s held-at-once count, new holds stop keeping their times: the first to confirm gets one, the other hold lapses unmailed', async () => {
    const enquiries = await start({ limits: { ...bookingLimits, heldAtOnce: 3 } });
    const bot: string[] = [];
    for (const [i, time] of ['09:00', '10:00', '11:00', '12:00', '13:00'].entries()) {
      const { body } = await hold(
        enquiries,
        `2026-12-01T${time}`,
        `203.0.${113 + i}.1`,
        `held${i}@bot-${i}.example`,
      ).expect(201);
      bot.push(body.id as string);
    }
    // Contested (five holds, three at once is the count): the first three, made while holds were
    // few, keep their times; the two made past the count are offered again, and a visitor from a fresh network holds one.
    const free = await freeIn(enquiries);
    expect(free).toEqual(expect.arrayContaining(['2026-12-01T12:00', '2026-12-01T13:00']));
    expect(free).not.toEqual(expect.arrayContaining(['2026-12-01T09:00']));
    const visitor = await hold(enquiries, '2026-12-01T12:00', '192.0.2.77', 'visitor@client.example').expect(201);
    expect(visitor.body.director.id).toBe('eleanor-hartley');
    // (Delivered first: a "confirm it" email still waiting when its hold lapses is withdrawn.)
    const botPath = await holdLink(enquiries.service, bot[3]!, services.sink);
    await until(() => services.sink.messages.some((mail) => isHoldEmail(mail, bot[3]!)));
    const visitorPath = await confirm(enquiries, visitor.body.id);
    expect(await freeIn(enquiries)).not.toContain('2026-12-01T12:00');
    // The bot's hold on that time lapsed: its link says so, and confirming it does nothing.
    expect((await api(enquiries).get(botPath).expect(410)).text).toMatch(releasedPage);
    // Booked again from its link, it would count against the bot's limits: refused, the nearest times offered.
    await api(enquiries).post(`${botPath}/confirm`).type('form').send('').expect(409);
    expect((await api(enquiries).get(botPath).expect(410)).text).toMatch(releasedPage);
    // Still contested: another visitor holds a time held past the count, and loses it to the bot's
    // confirmation: their page says so, within their hour, and not that their hold ran out.
    const late = await hold(enquiries, '2026-12-01T13:00', '192.0.2.78', 'late@client-b.example').expect(201);
    const latePath = await holdLink(enquiries.service, late.body.id, services.sink);
    // (Delivered first: a "confirm it" email still waiting when its hold lapses is withdrawn.)
    await until(() => services.sink.messages.some((mail) => isHoldEmail(mail, late.body.id)));
    // Before that, their page says what their hold is: kept only until someone else confirms it first.
    expect((await api(enquiries).get(latePath).expect(200)).text).toContain('only while no one else confirms it first');
    await confirm(enquiries, bot[4]!);
    const latePage = (await api(enquiries).get(latePath).expect(410)).text;
    expect(latePage).toMatch(releasedPage);
    expect(latePage).not.toContain('ran out');
    // A kept hold's time cannot be moved onto: the visitor's confirmed booking stays where it is.
    await api(enquiries).post(`${visitorPath}/reschedule`).type('form').send({ slot: '2026-12-01T11:00' }).expect(409);
    expect(
      (
        await api(enquiries)
          .get(await holdLink(enquiries.service, bot[2]!, services.sink))
          .expect(200)
      ).text,
    ).toMatch(new RegExp(`<h1[^>]*>${manageCopy.heldTitle}</h1>`));
    // Emails: each hold its one "confirm it" and nothing more; the firm hears of the two confirmed.
    await until(() => services.sink.messages.filter(toFirm).length === 2);
    await serviceMailSettled(enquiries.service);
    const to = (address: string) => services.sink.messages.filter((mail) => mail.envelope.to.includes(address));
    expect(to('held3@bot-3.example')).toHaveLength(1);
    expect(isHoldEmail(to('held3@bot-3.example')[0]!, bot[3]!)).toBe(true);
    expect(to('late@client-b.example')).toHaveLength(1);
    expect(services.sink.messages.filter(toFirm)).toHaveLength(2);
    const confirmed = (await enquiries.service.features.booking.list()).filter((booking) => !booking.holdExpiresAt);
    expect(confirmed.map((booking) => booking.details.email).sort()).toEqual([
      'held4@bot-4.example',
      'visitor@client.example',
    ]);
  });

  it('never lets a bot take a visitor’s held time within its hour, however many holds it makes past the count (issue 53)', async () => {
    const enquiries = await start({ limits: { ...bookingLimits, heldAtOnce: 3 } });
    // The visitor holds first, while holds are few: their hold is kept.
    const visitor = await hold(enquiries, '2026-12-01T09:00', '192.0.2.77', 'visitor@client.example').expect(201);
    const visitorPath = await holdLink(enquiries.service, visitor.body.id, services.sink);
    // A bot pushes the count past three from networks of its own…
    for (const [i, time] of ['10:00', '11:00', '12:00', '13:00'].entries())
      await hold(enquiries, `2026-12-01T${time}`, `203.0.${113 + i}.1`, `held${i}@bot-${i}.example`).expect(201);
    // …and the visitor's time is still not offered: a hold on it from another network is refused as taken.
    expect(await freeIn(enquiries)).not.toContain('2026-12-01T09:00');
    await hold(enquiries, '2026-12-01T09:00', '198.51.100.7', 'bot9@bot-9.example').expect(409);
    // Near the end of the hour the visitor's page still says it is held for them, and Confirm books it.
    now = new Date(bookingNow.getTime() + 59 * minute);
    const page = (await api(enquiries).get(visitorPath).expect(200)).text;
    expect(page).toMatch(new RegExp(`<h1[^>]*>${manageCopy.heldTitle}</h1>`));
    expect(page).not.toContain('only while no one else confirms it first');
    await api(enquiries).post(`${visitorPath}/confirm`).type('form').send('').expect(303);
    const booked = await enquiries.service.features.booking.list();
    expect(booked.find((booking) => booking.id === visitor.body.id)?.holdExpiresAt).toBeNull();
  });

  it('opens the calendar file and the video room only with the manage link, once confirmed', async () => {
    const enquiries = await start({ directors: withRoom });
    const { body } = await hold(enquiries, '2026-12-01T10:00', '203.0.113.5', 'grace@example.com').expect(201);
    expect(JSON.stringify(body)).not.toContain(room);
    const path = await holdLink(enquiries.service, body.id, services.sink);
    const token = path.split('/').at(-1)!;
    // Held: not the room, not the file, with or without the token.
    expect((await api(enquiries).get(path).expect(200)).text).not.toContain(room);
    expect((await api(enquiries).get(`/api/bookings/${body.id}?manage=${token}`).expect(200)).text).not.toContain(room);
    await api(enquiries).get(`/api/bookings/${body.id}.ics?manage=${token}`).expect(404);
    await api(enquiries).get(`/api/bookings/${body.id}.ics`).expect(404);
    await confirm(enquiries, body.id);
    // Confirmed: by id alone, not even the page; with the receipt the answer carried, neither; with the token, both.
    expect((await api(enquiries).get(`/api/bookings/${body.id}`).expect(404)).text).not.toContain('10:00');
    expect(body.confirmation).toMatch(new RegExp(`^/api/bookings/${body.id}\\?receipt=[\\w-]{43}$`));
    const byId = await api(enquiries)
      .get(body.confirmation as string)
      .expect(200);
    expect(byId.text).not.toContain(room);
    expect(byId.text).not.toContain('.ics');
    const ics = await api(enquiries).get(`/api/bookings/${body.id}.ics`).expect(404);
    expect(ics.body.error).toBe(bookingCopy.calendarFromEmail);
    expect((await api(enquiries).get(`/api/bookings/${body.id}.ics?manage=${token}`).expect(200)).text).toContain(room);
    const holder = await api(enquiries).get(`/api/bookings/${body.id}?manage=${token}`).expect(200);
    expect(holder.text).toContain(room);
    expect(holder.text).toContain(`${body.id}.ics?manage=${token}`);
    expect((await api(enquiries).get(path).expect(200)).text).toContain(`${body.id}.ics?manage=${token}`);
  });

  it('answers a retried id with its booking as it is now: lapsed, or cancelled, never booked again', async () => {
    const enquiries = await start();
    const lapsedId = '7a8b9c0d-0000-4000-8000-000000000001';
    const first = await hold(enquiries, '2026-12-01T10:00', '203.0.113.5', 'grace@example.com', lapsedId).expect(201);
    expect(first.body.heldUntil).toBe('2026-11-23T17:00:00.000Z');
    await hold(enquiries, '2026-12-01T10:00', '203.0.113.5', 'grace@example.com', lapsedId).expect(201);
    now = new Date(bookingNow.getTime() + 61 * minute);
    const lapsed = await hold(enquiries, '2026-12-01T10:00', '203.0.113.5', 'grace@example.com', lapsedId).expect(410);
    expect(lapsed.body).toEqual({ error: bookingCopy.lapsed, state: 'lapsed' });

    const cancelledId = '7a8b9c0d-0000-4000-8000-000000000002';
    await hold(enquiries, '2026-12-01T11:00', '203.0.113.5', 'grace@example.com', cancelledId).expect(201);
    const path = await confirm(enquiries, cancelledId);
    await api(enquiries).post(`${path}/cancel`).type('form').send('confirm=yes').expect(303);
    const cancelled = await hold(enquiries, '2026-12-01T11:00', '203.0.113.5', 'grace@example.com', cancelledId).expect(
      410,
    );
    expect(cancelled.body).toEqual({ error: bookingCopy.cancelled, state: 'cancelled' });
    // A plain form's retry gets the "not booked" page with the same words.
    const page = await api(enquiries)
      .post('/api/bookings')
      .set('x-forwarded-for', '203.0.113.5')
      .type('form')
      .send({ ...bookingBody('2026-12-01T11:00', { email: 'grace@example.com' }), id: cancelledId })
      .expect(410);
    expect(page.text).toContain(bookingCopy.cancelled);
  });

  it('answers a post with someone else’s booking id as a new booking: not theirs, and within the rate limit', async () => {
    // Only the rate limit (3 posts per client address) counts here: the other limits are lifted.
    const limits = { ...bookingLimits, perEmail: 0, perAddress: 0, perNetwork: 0, perDomain: 0 };
    const enquiries = await services.start(engine, { limits }, { rateLimit: { max: 3, windowMs: 10 * minute } });
    const theirs = '7a8b9c0d-0000-4000-8000-0000000000aa';
    const grace = await hold(enquiries, '2026-12-01T10:00', '203.0.113.5', 'grace@example.com', theirs).expect(201);
    // Their own retry is answered with their booking, and takes none of their tries.
    for (let i = 0; i < 4; i += 1)
      expect(
        (await hold(enquiries, '2026-12-01T10:00', '203.0.113.5', 'grace@example.com', theirs).expect(201)).body,
      ).toMatchObject({ id: theirs, slot: grace.body.slot });
    // Another post with their id: a booking of its own, never their time or director, and counted.
    const answers = [];
    for (const time of ['11:00', '11:30', '12:00'])
      answers.push(
        (await hold(enquiries, `2026-12-01T${time}`, '198.51.100.50', 'bot@bot.example', theirs).expect(201)).body,
      );
    for (const answer of answers) {
      expect(answer.id).not.toBe(theirs);
      expect(answer.slot.id).not.toBe('2026-12-01T10:00');
    }
    await hold(enquiries, '2026-12-01T12:30', '198.51.100.50', 'bot@bot.example', theirs).expect(429);
    // Their slot with their id but not their details: taken, and nothing of theirs in the answer.
    const taken = await hold(enquiries, '2026-12-01T10:00', '198.51.100.51', 'bot@bot.example', theirs).expect(409);
    expect(JSON.stringify(taken.body)).not.toContain(theirs);
    expect(JSON.stringify(taken.body)).not.toContain('Eleanor');
  });

  it('notices the diary filling faster than people book: a health line, and one email to the firm a day', async () => {
    const enquiries = await start({ limits: { ...bookingLimits, alarmPerHour: 3 } });
    const problems = async () => ((await enquiries.service.health()) as { problems: string[] }).problems;
    const times = ['09:00', '10:00', '11:00', '12:00'];
    for (const [i, time] of times.slice(0, 2).entries())
      await hold(enquiries, `2026-12-01T${time}`, `203.0.${113 + i}.1`, `p${i}@firm-${i}.example`).expect(201);
    expect(await problems()).toEqual([]);
    for (const [i, time] of times.slice(2).entries())
      await hold(enquiries, `2026-12-01T${time}`, `198.51.${100 + i}.1`, `q${i}@firm-q${i}.example`).expect(201);
    expect(await problems()).toContain(fillingFastProblem(4, 3, 0));
    // The line names the setting to switch on, and how.
    expect((await problems()).join(' ')).toContain('switch it on with BOOKING_PROOF_OF_WORK=');
    await serviceMailSettled(enquiries.service);
    const alarms = services.sink.messages.filter((mail) => mail.parsed.subject?.startsWith('Bookings: the diary'));
    expect(alarms).toHaveLength(1);
    expect(alarms.filter(toFirm)).toHaveLength(1);
    expect(alarms[0]!.parsed.text).toContain('3 consultations had been booked or held in one hour');
    // The email says the stronger check is off, and which setting switches it on (env, restart).
    expect(alarms[0]!.parsed.text).toContain(
      'The proof of work on holds is off: switch it on with BOOKING_PROOF_OF_WORK=',
    );
    expect(alarms[0]!.parsed.text).toContain("in the service's environment and restart it");
    // An hour on, the line goes; the day's email is not sent again.
    now = new Date(bookingNow.getTime() + 61 * minute);
    expect(await problems()).toEqual([]);
  });

  it('refuses every hostile form of an address, and mails an accepted one to the mailbox its limits counted', async () => {
    const enquiries = await start();
    for (const [index, email] of [
      'a\x01victim@gmail.com',
      'a\x7fvictim@gmail.com',
      '"a" <victim@gmail.com>',
      'a@example.com, victim@gmail.com',
      'vic\u200btim@gmail.com',
      'vic\u00adtim@gmail.com',
      'vіctim@gmail.com',
      'ｖictim@gmail.com',
    ].entries())
      await hold(enquiries, '2026-12-01T10:00', `203.0.113.${index + 1}`, email).expect(400);
    await hold(enquiries, '2026-12-01T10:00', '198.51.100.1', ' Victim+book@GMAIL.com ').expect(201);
    await until(() => services.sink.messages.length === 1);
    const parsed = parseAddress(' Victim+book@GMAIL.com ');
    if (typeof parsed === 'string') throw new Error('refused');
    expect(services.sink.messages[0]!.envelope.to).toEqual([parsed.address]);
    expect(mailboxOf(services.sink.messages[0]!.envelope.to[0]!)).toBe(parsed.mailbox);
  });

  it('refuses names with invisible or direction-changing characters, saying which', async () => {
    const enquiries = await start();
    for (const [name, which] of [
      ['Grace\u202Emoc.live', 'U+202E (right-to-left override)'],
      ['Gra\u200Bce', 'U+200B (zero-width space)'],
      ['\u2066Grace\u2069', 'U+2066 (left-to-right isolate)'],
      // (At either end it is trimmed away, as white space is.)
      ['Gr\uFEFFace', 'U+FEFF (zero-width no-break space)'],
    ] as const) {
      const { body } = await api(enquiries)
        .post('/api/bookings')
        .set('x-forwarded-for', '203.0.113.5')
        .send(bookingBody('2026-12-01T10:00', { name }))
        .expect(400);
      expect(body.fields.name).toBe(formProblems.hiddenCharacter(bookingFields.name, which));
      expect(body.fields.name).toContain(which);
    }
    // Letters of every script are names.
    await api(enquiries)
      .post('/api/bookings')
      .set('x-forwarded-for', '203.0.113.5')
      .send(bookingBody('2026-12-01T10:00', { name: 'Zoë Ōkafor-حسن' }))
      .expect(201);
    await until(() => services.sink.messages.length === 1);
    await serviceMailSettled(enquiries.service);
    expect(services.sink.messages).toHaveLength(1);
  });

  it('sends no reminder once the consultation has begun, though the queue held it past its time', async () => {
    const enquiries = await start();
    const early = await hold(enquiries, '2026-12-01T10:00', '203.0.113.5', 'grace@example.com').expect(201);
    const later = await hold(enquiries, '2026-12-02T10:00', '198.51.100.5', 'ada@example.com').expect(201);
    await confirm(enquiries, early.body.id);
    await confirm(enquiries, later.body.id);
    await until(() => services.sink.messages.length === 6);
    await serviceMailSettled(enquiries.service);
    // The service was down from before the first reminder was due until after its consultation began.
    now = new Date('2026-12-02T09:00:00Z');
    enquiries.service.worker.kick();
    await until(() => services.sink.messages.length === 7);
    await serviceMailSettled(enquiries.service);
    const reminders = services.sink.messages.filter((mail) => /remind/i.test(mail.parsed.subject ?? ''));
    expect(reminders.map((mail) => mail.envelope.to)).toEqual([['ada@example.com']]);
    expect(await enquiries.service.outbox.find(reminderMessageId(early.body.id, 0))).toBeUndefined();
    expect((await enquiries.service.outbox.find(reminderMessageId(later.body.id, 0)))?.state).toBe('delivered');
  });
});
