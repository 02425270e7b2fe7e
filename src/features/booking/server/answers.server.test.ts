import fs from 'node:fs';
import ICAL from 'ical.js';
import request from 'supertest';
import { createEnquiryApp } from '../../../../server/app/enquiry-server';
import { attachmentText, bookingBody, bookingNow, firmDirectors, holdLink, toFirm } from '../../../../test-kit/booking';
import { bookingServices } from '../../../../test-kit/booking-service';
import { describeEachEngine } from '../../../../test-kit/engines';
import type { TestEnquiries } from '../../../../test-kit/enquiry-service';
import type { ReceivedMail } from '../../../../test-kit/smtp-sink';
import { serviceMailSettled } from '../../../../test-kit/mail-queue';
import { until } from '../../../../test-kit/until';
import { parseHtml } from '../../../../tests/support/html';
import { bookingLimits } from '../rules';
import { bookingsCsv } from '../cli';
import { questionFields } from '../topic-questions';

/**
 * The topics' questions through the real service and a real SMTP server, on both engines: the
 * chosen topic's answers reach the firm's email, its invitation and the CSV, and nothing else
 * does; no email to the visitor carries one; a plain form (JavaScript off) carries them the same;
 * an answer over its limit is refused, field by field.
 */
jest.setTimeout(60_000);

const visitor = 'grace@example.com';
const services = bookingServices(() => bookingNow);
const api = (enquiries: TestEnquiries) => request(createEnquiryApp(enquiries.service));
const toVisitor = (mail: ReceivedMail) => mail.envelope.to.includes(visitor);
/** Everything a person reads of a message: subject, text and calendar file. */
const readable = (mail: ReceivedMail) =>
  [mail.parsed.subject, mail.parsed.text, ...mail.parsed.attachments.map((file) => attachmentText(file.content))].join(
    '\n',
  );
/** The invitation's description, as a calendar shows it (read with ical.js). */
const description = (ics: string) =>
  String(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')?.getFirstPropertyValue('description'));

const emiAnswers = { firmReference: '900123', yearEnd: '31 December' };
/** A question the chosen topic does not ask, filled in anyway (it was hidden from the visitor). */
const stray = { currentAccountant: 'Stray & Co LLP', mtdStart: '6 April 2027' };

describeEachEngine('on %s', (engine) => {
  const start = () => services.start(engine, { directors: firmDirectors, limits: { ...bookingLimits, perAddress: 0 } });

  async function confirm(enquiries: TestEnquiries, id: string) {
    const path = await holdLink(enquiries.service, id, services.sink);
    await api(enquiries).post(`${path}/confirm`).type('form').send('').expect(303);
  }

  it('puts the chosen topic’s answers in the firm’s invitation and the CSV, never in the visitor’s emails', async () => {
    const enquiries = await start();
    const { body } = await api(enquiries)
      .post('/api/bookings')
      .send({
        ...bookingBody('2026-12-01T10:00', { topic: 'emi-reporting', company: 'Ledgerline EMI Ltd' }),
        ...emiAnswers,
        ...stray,
      })
      .expect(201);
    await confirm(enquiries, body.id);
    await until(
      () => services.sink.messages.filter(toFirm).length === 1 && services.sink.messages.filter(toVisitor).length === 2,
    );
    await serviceMailSettled(enquiries.service);

    const firmMail = services.sink.messages.find(toFirm)!;
    const text = firmMail.parsed.text ?? '';
    expect(text).toContain('Topic: EMI and Payments Reporting');
    expect(text).toContain(`${questionFields.firmReference.label}: 900123`);
    expect(text).toContain(`${questionFields.yearEnd.label}: 31 December`);
    for (const hidden of Object.values(stray)) expect(readable(firmMail)).not.toContain(hidden);
    const ics = attachmentText(firmMail.parsed.attachments.find((file) => file.filename === 'invitation.ics')!.content);
    const inCalendar = description(ics);
    expect(inCalendar).toContain(`${questionFields.firmReference.label}: 900123`);
    expect(inCalendar).toContain(`${questionFields.yearEnd.label}: 31 December`);
    if (process.env.H12_INVITATION_OUT)
      fs.writeFileSync(
        process.env.H12_INVITATION_OUT,
        `${firmMail.parsed.subject}\n\n${text}\n--- invitation.ics ---\n${ics}`,
      );

    const visitorMails = services.sink.messages.filter(toVisitor);
    expect(visitorMails.map((mail) => mail.parsed.subject)).toEqual([
      expect.stringMatching(/^Confirm your consultation/),
      expect.stringMatching(/^Your consultation is booked/),
    ]);
    for (const mail of visitorMails)
      for (const answer of [...Object.values(emiAnswers), ...Object.values(stray)])
        expect(readable(mail)).not.toContain(answer);

    const record = await enquiries.service.features.booking.find(body.id);
    expect(record?.details).toMatchObject(emiAnswers);
    expect(record?.details).not.toHaveProperty('currentAccountant');
    const [header, row] = bookingsCsv([record!])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toContain(`"${questionFields.firmReference.label}"`);
    expect(header).toContain(`"${questionFields.currentAccountant.label}"`);
    expect(row).toContain('"900123"');
    expect(row).toContain('"31 December"');
    expect(row).not.toContain('Stray');
  });

  it('keeps the answers of a plain form post (JavaScript off), and refuses one over its limit by name', async () => {
    const enquiries = await start();
    const { slot: omitted, ...plain } = {
      ...bookingBody('', { topic: 'changing-accountant' }),
      date: '2026-12-02',
      time: '11:00',
      currentAccountant: 'Old Ledger & Co',
      yearEnd: '30 June',
    };
    // A plain form sends a date and a time, not the grid's slot.
    expect(omitted).toBe('');
    const booked = await api(enquiries).post('/api/bookings').type('form').send(plain).expect(303);
    const id = /\/api\/bookings\/([\w-]+)/.exec(booked.headers.location ?? '')?.[1] ?? '';
    const record = await enquiries.service.features.booking.find(id);
    expect(record?.details).toMatchObject({
      topic: 'changing-accountant',
      currentAccountant: 'Old Ledger & Co',
      yearEnd: '30 June',
    });
    await until(() => services.sink.messages.filter(toVisitor).length === 1);
    expect(readable(services.sink.messages.find(toVisitor)!)).not.toContain('Old Ledger');

    const tooLong = 'x'.repeat(questionFields.currentAccountant.maxLength + 1);
    const refused = await api(enquiries)
      .post('/api/bookings')
      .type('form')
      .send({ ...plain, time: '11:30', currentAccountant: tooLong })
      .expect(400);
    const page = parseHtml(refused.text);
    expect(page.body.textContent).toContain(questionFields.currentAccountant.label);
    // The form again keeps what was sent, the answers too, for the visitor to shorten.
    expect(page.querySelector<HTMLInputElement>('input[name="yearEnd"]')?.getAttribute('value')).toBe('30 June');
    const json = await api(enquiries)
      .post('/api/bookings')
      .send({ ...bookingBody('2026-12-02T11:30', { topic: 'audit' }), firmReference: '12345678' })
      .expect(400);
    expect(Object.keys(json.body.fields)).toEqual(['firmReference']);
  });
});
