import request from 'supertest';
import { createEnquiryApp } from '../../../../server/app/enquiry-server';
import { bookingBody, bookingNow, holdLink, isHoldEmail, sampleBooking, toFirm } from '../../../../test-kit/booking';
import { bookingServices } from '../../../../test-kit/booking-service';
import { describeEachEngine } from '../../../../test-kit/engines';
import type { TestEnquiries } from '../../../../test-kit/enquiry-service';
import { serviceMailSettled } from '../../../../test-kit/mail-queue';
import type { ReceivedMail } from '../../../../test-kit/smtp-sink';
import { until } from '../../../../test-kit/until';
import { formsIn, parseHtml } from '../../../../tests/support/html';
import { manageCopy } from './manage-copy';
import { reminderMessageId } from './service';

/**
 * The hold and the manage page's actions after the fifth accessibility audit (issue 44): Cancel
 * asks first, and only its answer cancels (S1, WCAG 3.3.4); a hold says until when it is held,
 * is extended once, and once lapsed is still confirmed while its time is free, or booked at one of
 * the nearest free times with the details the visitor gave (S2, WCAG 2.2.1); each action's answer
 * says its result in its title, heading and first words, the heading taking focus. On both
 * engines, on the service's clock; what each step emails is read from a real SMTP server.
 */
jest.setTimeout(60_000);

const minute = 60_000;
let now: Date;
beforeEach(() => {
  now = bookingNow;
});
const services = bookingServices(() => now);
const api = (enquiries: TestEnquiries) => request(createEnquiryApp(enquiries.service));

/** What a page says first: its title, its heading, the words under it; and whether the heading takes focus. */
function said(html: string) {
  const document = parseHtml(html);
  const heading = document.querySelector('h1');
  return {
    title: document.title,
    heading: heading?.textContent,
    lead: document.querySelector('h1 + p')?.textContent,
    focused: heading?.hasAttribute('autofocus') ?? false,
  };
}

const subjects = (mails: ReceivedMail[]) => mails.map((mail) => mail.parsed.subject?.split(':')[0]).sort();

describeEachEngine('on %s', (engine) => {
  const start = () => services.start(engine);
  const hold = (enquiries: TestEnquiries, slot: string, email = 'grace@example.com', address = '203.0.113.10') =>
    api(enquiries).post('/api/bookings').set('x-forwarded-for', address).send(bookingBody(slot, { email }));
  /** Mail settled: what the mailbox holds then is all that was sent. */
  const mailOnce = async (enquiries: TestEnquiries, count: number) => {
    await until(() => services.sink.messages.length >= count);
    await serviceMailSettled(enquiries.service);
    expect(services.sink.messages).toHaveLength(count);
    return services.sink.messages;
  };

  it('says until when a hold is held, in its email and on its page, and extends it once, emailing no one', async () => {
    const enquiries = await start();
    const { body } = await hold(enquiries, '2026-12-01T10:00').expect(201);
    const path = await holdLink(enquiries.service, body.id, services.sink);
    const [email] = await mailOnce(enquiries, 1);
    expect(isHoldEmail(email!, body.id)).toBe(true);
    expect(email!.parsed.text).toContain('for you until 17:00 (London time) on Monday 23 November 2026.');
    expect(email!.parsed.text).toContain('The same link can hold it once for another 60 minutes.');
    const opened = said((await api(enquiries).get(path).expect(200)).text);
    expect(opened).toMatchObject({ heading: manageCopy.heldTitle, focused: false });
    expect(opened.lead).toMatch(/^This time is held for you until 17:00 \(London time\) on Monday 23 November 2026\./);

    now = new Date(bookingNow.getTime() + 50 * minute);
    const extended = await api(enquiries).post(`${path}/extend`).type('form').send('').expect(303);
    expect(extended.headers.location).toBe(`${path}?done=extended`);
    const page = await api(enquiries)
      .get(extended.headers.location as string)
      .expect(200);
    expect(said(page.text)).toMatchObject({
      title: `${manageCopy.extendedTitle} | Harbourline Accountants`,
      heading: manageCopy.extendedTitle,
      lead: manageCopy.extended('18:00 (London time) on Monday 23 November 2026'),
      focused: true,
    });
    // Once only: the button has gone, and a second post is refused, politely, saying until when.
    expect(formsIn(page.text)).toEqual([`post ${path}/confirm`, `get ${path}/cancel`]);
    const again = await api(enquiries).post(`${path}/extend`).type('form').send('').expect(409);
    expect(said(again.text)).toMatchObject({
      heading: manageCopy.notExtendedTitle,
      lead: manageCopy.notExtended('18:00 (London time) on Monday 23 November 2026'),
      focused: true,
    });

    // Held past the first hour, not past the second.
    now = new Date(bookingNow.getTime() + 119 * minute);
    await hold(enquiries, '2026-12-01T10:00', 'other@example.com', '198.51.100.1').expect(409);
    expect(said((await api(enquiries).get(path).expect(200)).text).heading).toBe(manageCopy.heldTitle);
    now = new Date(bookingNow.getTime() + 120 * minute);
    expect(said((await api(enquiries).get(path).expect(410)).text).heading).toBe(manageCopy.lapsedFreeTitle);
    const late = await api(enquiries).post(`${path}/extend`).type('form').send('').expect(409);
    expect(said(late.text)).toMatchObject({ heading: manageCopy.lapsedFreeTitle, focused: true });
    // Extending told no one: the mailbox still holds the one "confirm it" email.
    await mailOnce(enquiries, 1);
  });

  it('confirms a lapsed hold whose time is still free: booked as it was, and both sides emailed', async () => {
    const enquiries = await start();
    const { body } = await hold(enquiries, '2026-12-01T10:00').expect(201);
    const path = await holdLink(enquiries.service, body.id, services.sink);
    now = new Date(bookingNow.getTime() + 90 * minute);
    const lapsed = await api(enquiries).get(path).expect(410);
    expect(said(lapsed.text)).toMatchObject({
      title: `${manageCopy.lapsedFreeTitle} | Harbourline Accountants`,
      heading: manageCopy.lapsedFreeTitle,
      lead: manageCopy.lapsedFree('17:00 (London time) on Monday 23 November 2026'),
    });
    expect(formsIn(lapsed.text)).toEqual([`post ${path}/confirm`]);
    expect(await enquiries.service.features.booking.find(body.id)).toBeUndefined();

    for (let i = 0; i < 2; i += 1) {
      const done = await api(enquiries).post(`${path}/confirm`).type('form').send('').expect(303);
      expect(done.headers.location).toBe(`${path}?done=confirmed`);
    }
    const page = await api(enquiries).get(`${path}?done=confirmed`).expect(200);
    expect(said(page.text)).toMatchObject({
      heading: manageCopy.confirmedTitle,
      lead: manageCopy.confirmed,
      focused: true,
    });
    const booking = await enquiries.service.features.booking.find(body.id);
    expect(booking).toMatchObject({ slot: { id: '2026-12-01T10:00' }, details: sampleBooking, holdExpiresAt: null });
    expect(await enquiries.service.outbox.find(reminderMessageId(body.id, 0))).toMatchObject({ state: 'waiting' });
    // The hold's email, then one each side, as any confirmation; the firm's has every detail typed.
    const mails = await mailOnce(enquiries, 3);
    expect(subjects(mails)).toEqual([
      'Confirm your consultation',
      'Consultation booked',
      'Your consultation is booked',
    ]);
    const firm = mails.find(toFirm)!;
    for (const typed of ['Grace Hopper', 'Compiler Works Ltd', '020 7946 0123'])
      expect(firm.parsed.text).toContain(typed);
    // The time is the booking's again.
    await hold(enquiries, '2026-12-01T10:00', 'other@example.com', '198.51.100.1').expect(409);
  });

  it('offers a lapsed hold whose time was taken the nearest free times, booked with what was typed', async () => {
    const enquiries = await start();
    const { body } = await hold(enquiries, '2026-12-01T10:00').expect(201);
    const path = await holdLink(enquiries.service, body.id, services.sink);
    now = new Date(bookingNow.getTime() + 61 * minute);
    await hold(enquiries, '2026-12-01T10:00', 'other@example.com', '198.51.100.1').expect(201);
    await mailOnce(enquiries, 2);

    // Its own time is taken: Confirm says so, and the page offers the nearest free times.
    const refused = await api(enquiries).post(`${path}/confirm`).type('form').send('').expect(409);
    expect(said(refused.text)).toMatchObject({ heading: manageCopy.lapsedTakenTitle, focused: true });
    expect(parseHtml(refused.text).querySelector('[data-manage-notice]')?.textContent).toBe(manageCopy.takenMeanwhile);
    const page = parseHtml((await api(enquiries).get(path).expect(410)).text);
    const offered = [...page.querySelectorAll('[data-nearest-slots] form')].map((form) => ({
      action: form.getAttribute('action'),
      slot: form.querySelector<HTMLInputElement>('input[name="slot"]')?.value,
      button: form.querySelector('button')?.textContent,
    }));
    // The six nearest free times of its topic, either side of it, listed in the day's order.
    expect(offered.map((offer) => offer.slot)).toEqual([
      '2026-12-01T09:00',
      '2026-12-01T09:30',
      '2026-12-01T10:30',
      '2026-12-01T11:00',
      '2026-12-01T11:30',
      '2026-12-01T12:00',
    ]);
    expect(offered[2]).toEqual({
      action: `${path}/confirm`,
      slot: '2026-12-01T10:30',
      button: 'Book Tuesday 1 December 2026, 10:30 to 11:00 (London time)',
    });
    // A time taken meanwhile is refused with the offer again; a free one is booked, nothing retyped.
    await api(enquiries).post(`${path}/confirm`).type('form').send({ slot: '2026-12-01T10:00' }).expect(409);
    await api(enquiries).post(`${path}/confirm`).type('form').send({ slot: 'nonsense' }).expect(400);
    const done = await api(enquiries).post(`${path}/confirm`).type('form').send({ slot: '2026-12-01T10:30' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${path}?done=confirmed`);
    const booking = await enquiries.service.features.booking.find(body.id);
    expect(booking).toMatchObject({ slot: { id: '2026-12-01T10:30' }, details: sampleBooking, holdExpiresAt: null });
    const mails = (await mailOnce(enquiries, 4)).slice(2);
    expect(subjects(mails)).toEqual(['Consultation booked', 'Your consultation is booked']);
    expect(mails.find(toFirm)!.parsed.text).toContain('Grace Hopper');
    expect(mails.find((mail) => !toFirm(mail))!.parsed.subject).toContain('Tuesday 1 December 2026 10:30');
  });

  it('asks before cancelling: opening the question changes nothing, and only "Yes, cancel it" cancels', async () => {
    const enquiries = await start();
    const { body } = await hold(enquiries, '2026-12-01T10:00').expect(201);
    const path = await holdLink(enquiries.service, body.id, services.sink);
    await api(enquiries).post(`${path}/confirm`).type('form').send('').expect(303);
    await mailOnce(enquiries, 3);

    // Cancel is a question, apart from Reschedule; opening it (a mail scanner might) changes nothing.
    const booked = parseHtml((await api(enquiries).get(path).expect(200)).text);
    expect(booked.querySelector('[data-manage-actions]')?.textContent).toBe(manageCopy.reschedule);
    expect(booked.querySelector('[data-manage-cancel] form')?.getAttribute('method')).toBe('get');
    const question = 'Cancel your consultation on Tuesday 1 December at 10:00?';
    for (let i = 0; i < 2; i += 1) {
      const asked = await api(enquiries).get(`${path}/cancel`).expect(200);
      expect(said(asked.text)).toMatchObject({
        title: `${question} | Harbourline Accountants`,
        heading: question,
        lead: manageCopy.cancelAsk,
      });
      const document = parseHtml(asked.text);
      expect(document.querySelector(`form[action="${path}/cancel"] input[name="confirm"]`)?.getAttribute('value')).toBe(
        'yes',
      );
      expect(document.querySelector(`form[action="${path}/cancel"] button`)?.textContent).toBe(manageCopy.cancelYes);
      expect(document.querySelector('[data-manage-keep]')?.getAttribute('href')).toBe(path);
    }
    // A post without the answer (a page from before the question) is asked it too.
    expect(said((await api(enquiries).post(`${path}/cancel`).type('form').send('').expect(200)).text).heading).toBe(
      question,
    );
    expect(await enquiries.service.features.booking.find(body.id)).toBeDefined();
    await mailOnce(enquiries, 3);

    const done = await api(enquiries).post(`${path}/cancel`).type('form').send({ confirm: 'yes' }).expect(303);
    expect(done.headers.location).toBe(`${path}?done=cancelled`);
    expect(
      said(
        (
          await api(enquiries)
            .get(done.headers.location as string)
            .expect(200)
        ).text,
      ),
    ).toMatchObject({
      title: `${manageCopy.cancelledNowTitle} | Harbourline Accountants`,
      heading: manageCopy.cancelledNowTitle,
      lead: manageCopy.cancelledNow,
      focused: true,
    });
    expect(await enquiries.service.features.booking.find(body.id)).toBeUndefined();
    const mails = (await mailOnce(enquiries, 5)).slice(3);
    expect(subjects(mails)).toEqual(['Consultation cancelled', 'Your consultation is cancelled']);
  });

  it('settles a lapsed hold confirmed while another visitor books its time: one wins, the other is told it is taken', async () => {
    const enquiries = await start();
    const { body } = await hold(enquiries, '2026-12-01T10:00').expect(201);
    const path = await holdLink(enquiries.service, body.id, services.sink);
    now = new Date(bookingNow.getTime() + 61 * minute);
    const [confirmed, booked] = await Promise.all([
      api(enquiries).post(`${path}/confirm`).type('form').send(''),
      hold(enquiries, '2026-12-01T10:00', 'other@example.com', '198.51.100.1'),
    ]);
    expect([confirmed.status, booked.status].sort()).toEqual(confirmed.status === 303 ? [303, 409] : [201, 409]);
    const holding = await enquiries.service.features.booking.list();
    expect(holding.filter((booking) => booking.slot.id === '2026-12-01T10:00')).toHaveLength(1);
  });

  it('asks before cancelling a hold too, which then tells no one', async () => {
    const enquiries = await start();
    const { body } = await hold(enquiries, '2026-12-01T10:00').expect(201);
    const path = await holdLink(enquiries.service, body.id, services.sink);
    const asked = await api(enquiries).get(`${path}/cancel`).expect(200);
    expect(said(asked.text).lead).toBe(manageCopy.cancelAskHeld);
    const done = await api(enquiries).post(`${path}/cancel`).type('form').send({ confirm: 'yes' }).expect(303);
    expect(
      said(
        (
          await api(enquiries)
            .get(done.headers.location as string)
            .expect(200)
        ).text,
      ),
    ).toMatchObject({
      heading: manageCopy.cancelledNowTitle,
      lead: manageCopy.cancelledHoldNow,
    });
    // Cancelled by the visitor, not lapsed: Confirm cannot bring it back.
    now = new Date(bookingNow.getTime() + 90 * minute);
    await api(enquiries).post(`${path}/confirm`).type('form').send('').expect(409);
    expect(await enquiries.service.features.booking.find(body.id)).toBeUndefined();
    await mailOnce(enquiries, 1);
  });
});
