import request from 'supertest';
import { createEnquiryApp } from '../../../../server/app/enquiry-server';
import { mailboxOf, parseAddress } from '../../../../server/platform/forms/address';
import { bookingServices } from '../../../../test-kit/booking-service';
import { describeEachEngine } from '../../../../test-kit/engines';
import type { TestEnquiries } from '../../../../test-kit/enquiry-service';
import { serviceMailSettled } from '../../../../test-kit/mail-queue';
import keyDates from '../content/pages/key-dates';
import { alertsCopy } from '../content/alerts';

/**
 * Alerts' sign-ups against the one address rule and the limits that protect a stranger (issue 53),
 * through the real service and a real SMTP server: what is mailed is what was counted, and a bot
 * can neither mail a stranger twice nor block a real person's sign-up.
 */
jest.setTimeout(120_000);

let now: Date;
beforeEach(() => {
  now = new Date('2027-01-10T09:00:00Z');
});
const services = bookingServices(() => now);
const api = (enquiries: TestEnquiries) => request(createEnquiryApp(enquiries.service));
/** Messages whose envelope reaches `mailbox`, however the address was written. */
const toMailbox = (mailbox: string) =>
  services.sink.messages.filter((mail) => mail.envelope.to.some((to) => mailboxOf(to) === mailbox));

describeEachEngine('on %s', (engine) => {
  const signUp = (enquiries: TestEnquiries, email: string, network: string) =>
    api(enquiries)
      .post('/api/alerts')
      .set('x-forwarded-for', network)
      .send({ email, audiences: ['sole-traders'], leads: [14] });

  it('refuses each hostile form of an address, and mails an accepted one to the very mailbox it counted', async () => {
    const enquiries = await services.start(engine);
    const hostile = [
      'a\x01victim@gmail.com',
      'a\x1fvictim@gmail.com',
      'a\x7fvictim@gmail.com',
      'a\x00victim@gmail.com',
      '"a" <victim@gmail.com>',
      'a <victim@gmail.com>',
      'a@example.com, victim@gmail.com',
      'vic\u200btim@gmail.com',
      'vic\u00adtim@gmail.com',
      'vic\u2060tim@gmail.com',
      '\u202emoc.liamg@mitciv',
      'vіctim@gmail.com',
      'ｖictim@gmail.com',
      'victim@gmаil.com',
    ];
    for (const [index, email] of hostile.entries()) await signUp(enquiries, email, `10.1.${index}.1`).expect(400);
    expect(await enquiries.service.features.alerts.list()).toEqual([]);

    // Accepted spellings of one mailbox, a day apart (a mailbox's one email a day): each email goes
    // to the address the rule parsed, and its envelope is the mailbox every limit counted.
    const accepted = ['  Victim+news@GMAIL.com\n', 'v.i.c.t.i.m@googlemail.com', 'victim@gmail.com'];
    for (const [index, email] of accepted.entries()) {
      now = new Date(Date.UTC(2027, 0, 10 + index, 9));
      await signUp(enquiries, email, `10.2.${index}.1`).expect(202);
      await serviceMailSettled(enquiries.service);
      const parsed = parseAddress(email);
      if (typeof parsed === 'string') throw new Error(`${email} was refused`);
      const mail = services.sink.messages.at(-1)!;
      expect(services.sink.messages).toHaveLength(index + 1);
      expect(mail.envelope.to).toEqual([parsed.address]);
      expect(mail.parsed.to).toEqual([{ address: parsed.address, name: '' }]);
      expect(mailboxOf(mail.envelope.to[0]!)).toBe(parsed.mailbox);
      expect(parsed.mailbox).toBe('victim@gmail.com');
    }
    const [subscription] = await enquiries.service.features.alerts.list();
    expect(mailboxOf(subscription!.email)).toBe('victim@gmail.com');
  });

  it('gives one stranger one email from 50 sign-ups on 10 networks, and none once they leave', async () => {
    const enquiries = await services.start(engine);
    const spellings = (i: number) =>
      ['stranger@gmail.com', `stranger+${i}@gmail.com`, `st.ranger@gmail.com`, 'STRANGER@googlemail.com'][i % 4]!;
    for (let i = 0; i < 50; i += 1) await signUp(enquiries, spellings(i), `10.3.${i % 10}.1`).expect(202);
    await serviceMailSettled(enquiries.service);
    expect(toMailbox('stranger@gmail.com')).toHaveLength(1);
    expect(services.sink.messages).toHaveLength(1);

    // They leave; a day on, the bot's 50 more sign-ups mail them nothing.
    const token = tokenOf(services.sink.messages[0]!.parsed.text ?? '');
    expect(await enquiries.service.features.alerts.confirm(token)).toBe('confirmed');
    expect(await enquiries.service.features.alerts.unsubscribe(token)).toBe('unsubscribed');
    now = new Date('2027-01-11T09:00:00Z');
    for (let i = 0; i < 50; i += 1) await signUp(enquiries, spellings(i), `10.4.${i % 10}.1`).expect(202);
    await serviceMailSettled(enquiries.service);
    expect(toMailbox('stranger@gmail.com')).toHaveLength(1);
  });

  it('folds +tags at any domain: 100 sign-ups of one address’s tags from 20 networks send one email', async () => {
    const enquiries = await services.start(engine);
    for (let i = 0; i < 100; i += 1)
      await signUp(enquiries, `target+${i}@small-firm.example`, `10.5.${i % 20}.1`).expect(202);
    await serviceMailSettled(enquiries.service);
    expect(services.sink.messages).toHaveLength(1);
    expect(toMailbox('target@small-firm.example')).toHaveLength(1);
  });

  it('lets no network past its share block anyone: 200 addresses from one, then 20 real people each get their email', async () => {
    const enquiries = await services.start(engine);
    const person = (i: number) => `person${i}@example.com`;
    for (let i = 0; i < 200; i += 1) await signUp(enquiries, person(i), '198.51.100.7').expect(202);
    await serviceMailSettled(enquiries.service);
    // The network's share of the day (5), and nothing recorded of the other 195.
    expect(services.sink.messages).toHaveLength(5);
    expect(await enquiries.service.features.alerts.list()).toHaveLength(5);
    // Twenty of the addresses the bot named, each from a network of their own, the same day.
    for (let i = 100; i < 120; i += 1) await signUp(enquiries, person(i), `203.0.${i}.1`).expect(202);
    await serviceMailSettled(enquiries.service);
    for (let i = 100; i < 120; i += 1) expect(toMailbox(person(i))).toHaveLength(1);
    expect(services.sink.messages).toHaveLength(25);
  });

  it('answers a year end out of range or a field sent twice with a clear 400, and a pending link’s change with its confirm page', async () => {
    const enquiries = await services.start(engine);
    const company = { audiences: ['limited-companies'], leads: [14] };
    for (const yearEnd of ['9999-12-31', '0001-01-01', '2019-12-31', '2031-01-01']) {
      const json = await api(enquiries)
        .post('/api/alerts')
        .send({ email: 'ada@example.com', ...company, yearEnd })
        .expect(400);
      expect(json.body).toEqual({
        error: keyDates.company.yearEndInvalid,
        problems: { company: keyDates.company.yearEndInvalid },
      });
      const page = await api(enquiries)
        .post('/api/alerts')
        .type('form')
        .send(`email=ada%40example.com&audiences=limited-companies&leads=14&yearEnd=${yearEnd}`)
        .expect(400);
      expect(page.text).toContain(keyDates.company.yearEndInvalid);
    }
    await api(enquiries)
      .post('/api/alerts')
      .type('form')
      .send('email=ada%40example.com&audiences=limited-companies&leads=14&yearEnd=2027-03-31&vat=jan-apr-jul-oct&vat=x')
      .expect(400);
    expect(enquiries.log.lines.filter((line) => /API failed/i.test(line))).toEqual([]);
    expect(await enquiries.service.features.alerts.list()).toEqual([]);

    // A pending sign-up's change link, posted to, saves nothing and says to confirm first: never "unsubscribed".
    await signUp(enquiries, 'ada@example.com', '10.6.0.1').expect(202);
    await serviceMailSettled(enquiries.service);
    const token = tokenOf(services.sink.messages[0]!.parsed.text ?? '');
    const change = await api(enquiries)
      .post(`/api/alerts/change/${token}`)
      .type('form')
      .send('audiences=vat&leads=3')
      .expect(409);
    expect(change.text).not.toContain(alertsCopy.unsubscribe.done);
    expect(change.text).toContain(alertsCopy.confirm.body);
    expect(change.text).toContain(`action="/api/alerts/confirm/${token}"`);
    expect((await enquiries.service.features.alerts.list())[0]).toMatchObject({ state: 'pending', leads: [14] });
  });
});

/** The token of the confirm link in a "confirm it" email. */
function tokenOf(text: string): string {
  return /\/api\/alerts\/confirm\/([\w-]{43})/.exec(text)?.[1] ?? '';
}
