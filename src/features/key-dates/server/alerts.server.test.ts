import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createEnquiryApp } from '../../../../server/app/enquiry-server';
import { bookingServices } from '../../../../test-kit/booking-service';
import { describeEachEngine } from '../../../../test-kit/engines';
import type { TestEnquiries } from '../../../../test-kit/enquiry-service';
import { until } from '../../../../test-kit/until';
import { serviceMailSettled } from '../../../../test-kit/mail-queue';
import { site } from '../../../config/site';
import { alertsCopy } from '../content/alerts';
import { ownDates } from '../company-dates-engine';
import { addDays, type IsoDate } from '../../../platform/calendar/dates';
import { errorPatternGaps, type Sent } from '../../../../tests/support/error-pattern';
import { parseHtml } from '../../../../tests/support/html';

/**
 * Deadline alerts (issue 41), against the real service and a real SMTP server, on both engines, on
 * the service's clock (moved by the tests, no sleeping): sign-up, confirmation, an alert computed
 * from the key-date rules, one-click unsubscribe; strangers, networks, two processes, downtime.
 */
jest.setTimeout(90_000);

let now: Date;
beforeEach(() => {
  now = new Date('2027-01-10T09:00:00Z');
});
const services = bookingServices(() => now);
const api = (enquiries: TestEnquiries) => request(createEnquiryApp(enquiries.service));
const linkIn = (text: string, kind: 'confirm' | 'unsubscribe' | 'change') =>
  new RegExp(`${site.url.replace(/\./g, '\\.')}(/api/alerts/${kind}/[\\w-]{43})`).exec(text)?.[1];
const to = (address: string) => services.sink.messages.filter((mail) => mail.envelope.to.includes(address));

describeEachEngine('on %s', (engine) => {
  const signUp = (enquiries: TestEnquiries, email: string, network = '203.0.113.9', extra: object = {}) =>
    api(enquiries)
      .post('/api/alerts')
      .set('x-forwarded-for', network)
      .send({ email, audiences: ['sole-traders'], leads: [14, 3], ...extra });

  it('signs up, confirms with a button, alerts 14 days before, and leaves with one click', async () => {
    const enquiries = await services.start(engine);
    const answer = await signUp(enquiries, 'ada@example.com').expect(202);
    expect(answer.body).toEqual({ status: 'check-inbox', message: alertsCopy.checkInbox.body });
    await until(() => to('ada@example.com').length === 1);
    const [confirmMail] = to('ada@example.com');
    expect(confirmMail!.parsed.subject).toBe(alertsCopy.emails.confirmSubject);
    expect(confirmMail!.parsed.text).toContain(site.legal.registeredName);
    const confirm = linkIn(confirmMail!.parsed.text ?? '', 'confirm')!;
    // Nothing is subscribed yet, and opening the link (a mail scanner does) changes nothing.
    expect((await enquiries.service.features.alerts.list())[0]!.state).toBe('pending');
    for (let i = 0; i < 2; i += 1) {
      const page = await api(enquiries).get(confirm).expect(200);
      expect(page.text).toMatch(new RegExp(`<form(?=[^>]* method="post")[^>]* action="${confirm}"[^>]*>`));
    }
    expect((await enquiries.service.features.alerts.list())[0]!.state).toBe('pending');
    expect((await api(enquiries).post(confirm).type('form').send('').expect(200)).text).toContain(
      alertsCopy.confirm.done,
    );
    expect((await enquiries.service.features.alerts.list())[0]!.state).toBe('confirmed');

    // Nothing is due on the 10th; on the 17th, 14 days before the online return's 31 January, one email.
    expect(await enquiries.service.features.alerts.sendDue()).toBe(0);
    now = new Date('2027-01-17T09:00:00Z');
    expect(await enquiries.service.features.alerts.sendDue()).toBe(1);
    expect(await enquiries.service.features.alerts.sendDue()).toBe(0);
    await until(() => to('ada@example.com').length === 2);
    const alert = to('ada@example.com')[1]!;
    expect(alert.parsed.subject).toMatch(/deadlines? coming up/);
    expect(alert.parsed.text).toContain('Self Assessment: online tax return');
    expect(alert.parsed.text).toContain('Book a consultation about this');
    expect(alert.parsed.text).toContain('https://www.gov.uk/');
    expect(alert.parsed.text).toContain(`${alertsCopy.emails.page}: ${site.url}/key-dates/sole-traders`);
    const header = (name: string) => alert.parsed.headers.find((entry) => entry.key === name)?.value;
    const unsubscribe = linkIn(alert.parsed.text ?? '', 'unsubscribe')!;
    expect(header('list-unsubscribe')).toBe(`<${site.url}${unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // RFC 8058: the mail provider posts, from anywhere, with no cookie: 200, and done at once.
    const oneClick = await api(enquiries)
      .post(unsubscribe)
      .set('origin', 'https://mail.example.net')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    // The emails as received, and the answer to the one-click post, for a person to read (reports/ is not kept).
    const reports = path.resolve('reports/alerts', engine);
    fs.mkdirSync(reports, { recursive: true });
    fs.writeFileSync(path.join(reports, 'confirm.eml'), confirmMail!.raw);
    fs.writeFileSync(path.join(reports, 'alert.eml'), alert.raw);
    fs.writeFileSync(path.join(reports, 'unsubscribed.txt'), `${oneClick.status}\n${oneClick.text}`);
    expect((await enquiries.service.features.alerts.list())[0]!.state).toBe('unsubscribed');
    // Never again, also when the address signs up again (in another spelling) and the days pass.
    now = new Date('2027-01-28T09:00:00Z');
    await signUp(enquiries, 'ADA@example.com', '198.51.100.4').expect(202);
    expect(await enquiries.service.features.alerts.sendDue()).toBe(0);
    expect(to('ada@example.com')).toHaveLength(2);
    const { body: csv } = { body: await enquiries.service.features.alerts.consents() };
    expect(csv.map((row) => row.event)).toEqual(['requested', 'confirmed', 'withdrawn']);
    expect(new Set(csv.map((row) => row.text))).toEqual(new Set([alertsCopy.consent]));
  });

  it('gives a stranger at most one email a day, whatever a bot does, and keeps nothing unconfirmed after 48 hours', async () => {
    const enquiries = await services.start(engine);
    // 200 strangers from 200 networks: one email each.
    for (let i = 0; i < 200; i += 1)
      await signUp(enquiries, `stranger${i}@example.com`, `10.${Math.floor(i / 200)}.${i}.1`).expect(202);
    // One person's address, in its variants, from 20 networks: one email.
    for (let i = 0; i < 20; i += 1)
      await signUp(enquiries, i % 2 ? `gr.ace+${i}@gmail.com` : `GRACE@googlemail.com`, `192.0.2.${i}`).expect(202);
    // One network, many addresses: its share of the day, then nothing.
    for (let i = 0; i < 10; i += 1) await signUp(enquiries, `net${i}@example.com`, '198.51.100.77').expect(202);
    await until(
      async () => (await enquiries.service.outbox.counts()).waiting === 0 && services.sink.messages.length >= 206,
    );
    expect(
      services.sink.messages.filter((mail) => /(gmail|googlemail)\.com$/i.test(mail.envelope.to[0] ?? '')),
    ).toHaveLength(1);
    expect(services.sink.messages.filter((mail) => /^net\d@/.test(mail.envelope.to[0] ?? ''))).toHaveLength(5);
    expect(services.sink.messages).toHaveLength(200 + 1 + 5);
    // The next day the same person may be asked once more; 48 hours on, nothing unconfirmed is kept.
    now = new Date('2027-01-12T09:00:01Z');
    await enquiries.service.housekeeping();
    expect(enquiries.log.lines.filter((line) => /failed/i.test(line))).toEqual([]);
    expect(await enquiries.service.features.alerts.list()).toEqual([]);
    expect(await enquiries.service.features.alerts.consents()).toEqual([]);
  });

  it('sends each alert once with two processes at the due time, and catches up after downtime, never after the deadline', async () => {
    const first = await services.start(engine);
    await signUp(first, 'lin@example.com').expect(202);
    await until(() => to('lin@example.com').length === 1);
    const confirm = linkIn(to('lin@example.com')[0]!.parsed.text ?? '', 'confirm')!;
    await api(first).post(confirm).type('form').send('').expect(200);
    // A second service on the same database, started while nothing is due (PostgreSQL: in this
    // process, as another machine would; two SQLite connections in one process would wait on each
    // other while blocking it, so there the same service is asked twice at once).
    const { database } = first.service.config;
    const second =
      database.engine === 'postgres' ? await services.start(engine, {}, { databaseUrl: database.url }) : first;
    // Down from the 10th to the 20th: the 14-day alert (the 17th) is late but its deadline is not past.
    now = new Date('2027-01-20T09:00:00Z');
    const queued = await Promise.all([
      first.service.features.alerts.sendDue(),
      second.service.features.alerts.sendDue(),
    ]);
    expect(queued.sort()).toEqual([0, 1]);
    await until(() => to('lin@example.com').length === 2);
    // The 3-day alert's day (the 28th, three days before the 31st) comes; after the deadline, nothing.
    now = new Date('2027-01-28T10:00:00Z');
    expect(await first.service.features.alerts.sendDue()).toBe(1);
    now = new Date('2027-02-01T10:00:00Z');
    expect(await first.service.features.alerts.sendDue()).toBe(0);
    await until(() => to('lin@example.com').length === 3);
    expect(to('lin@example.com')[2]!.parsed.text).toContain('Self Assessment: online tax return');
  });

  /** Signs `email` up (with `extra`) and confirms it from the email, as the visitor would. */
  const subscribed = async (enquiries: TestEnquiries, email: string, extra: object = {}) => {
    await signUp(enquiries, email, '203.0.113.20', extra).expect(202);
    await until(() => to(email).length === 1);
    await api(enquiries)
      .post(linkIn(to(email)[0]!.parsed.text ?? '', 'confirm')!)
      .type('form')
      .send('')
      .expect(200);
  };

  it('changes lists and lead times from the link in every alert, which a GET never does, and records it', async () => {
    const enquiries = await services.start(engine);
    await subscribed(enquiries, 'ines@example.com');
    now = new Date('2027-01-17T09:00:00Z');
    expect(await enquiries.service.features.alerts.sendDue()).toBe(1);
    await until(() => to('ines@example.com').length === 2);
    const text = to('ines@example.com')[1]!.parsed.text ?? '';
    const change = linkIn(text, 'change')!;
    expect(text).toContain(`${alertsCopy.change.link}: ${site.url}${change}`);
    // The page shows the choices as they are, ticked, in a form that posts; opening it changes nothing.
    const page = await api(enquiries).get(change).expect(200);
    expect(page.text).toMatch(new RegExp(`<form(?=[^>]* method="post")[^>]* action="${change}"[^>]*>`));
    expect(page.text).toMatch(/<input(?=[^>]* value="sole-traders")(?=[^>]* checked)[^>]*>/);
    expect(page.text).not.toMatch(/<input(?=[^>]* value="employers")(?=[^>]* checked)[^>]*>/);
    // The unsubscribe page links to it too.
    const unsubscribe = linkIn(text, 'unsubscribe')!;
    expect((await api(enquiries).get(unsubscribe).expect(200)).text).toContain(`href="${change}"`);
    expect((await enquiries.service.features.alerts.list())[0]).toMatchObject({ audiences: ['sole-traders'] });
    // Nothing chosen is refused with the form again; a plain form post saves.
    expect((await api(enquiries).post(change).type('form').send('leads=3').expect(400)).text).toContain(
      alertsCopy.refused.invalid,
    );
    const saved = await api(enquiries).post(change).type('form').send('audiences=employers&audiences=vat&leads=3');
    expect(saved.status).toBe(200);
    expect(saved.text).toContain(alertsCopy.change.done);
    expect((await enquiries.service.features.alerts.list())[0]).toMatchObject({
      state: 'confirmed',
      audiences: ['employers', 'vat'],
      leads: [3],
    });
    const record = await enquiries.service.features.alerts.consents();
    expect(record.map((line) => [line.event, line.audiences, line.lead_days])).toEqual([
      ['requested', '["sole-traders"]', '[14,3]'],
      ['confirmed', '["sole-traders"]', '[14,3]'],
      ['confirmed', '["employers","vat"]', '[3]'],
    ]);
    // Once unsubscribed, the change page changes nothing.
    await api(enquiries).post(unsubscribe).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await api(enquiries).post(change).type('form').send('audiences=vat&leads=14')).text).toContain(
      alertsCopy.unsubscribe.done,
    );
    expect((await enquiries.service.features.alerts.list())[0]).toMatchObject({ state: 'unsubscribed', leads: [3] });
  });

  it('answers a refused sign-up or change in the one error pattern: the form again, a summary, inline errors, title, focus (issue 54)', async () => {
    const enquiries = await services.start(engine);
    const cases: { body: string; sent: Sent; refused: string[] }[] = [
      { body: '', sent: {}, refused: ['email', 'audiences', 'leads'] },
      {
        body: 'email=not-an-address&audiences=vat&audiences=nonsense&leads=3',
        sent: { email: 'not-an-address', audiences: ['vat'], leads: ['3'] },
        refused: ['email', 'audiences'],
      },
      {
        body: 'email=ada%40example.com&audiences=vat',
        sent: { email: 'ada@example.com', audiences: ['vat'] },
        refused: ['leads'],
      },
    ];
    for (const { body, sent, refused } of cases) {
      const page = await api(enquiries).post('/api/alerts').type('form').send(body).expect(400);
      expect(errorPatternGaps(page.text, { action: '/api/alerts', sent, refused })).toEqual([]);
      expect(parseHtml(page.text).querySelector('h1')?.textContent).toBe(alertsCopy.refused.title);
    }
    // Wrong but readable, as JSON: each field's problem.
    const json = await signUp(enquiries, 'nobody', '203.0.113.40', { audiences: [] }).expect(400);
    expect(Object.keys(json.body.problems as object).sort()).toEqual(['audiences', 'email']);
    expect(await enquiries.service.features.alerts.list()).toEqual([]);

    // The change page: unticking every lead time keeps the lists the visitor ticked.
    await subscribed(enquiries, 'ines@example.com');
    const confirm = linkIn(to('ines@example.com')[0]!.parsed.text ?? '', 'confirm')!;
    const change = confirm.replace('/confirm/', '/change/');
    for (const [body, sent, refused] of [
      ['audiences=employers&audiences=vat', { audiences: ['employers', 'vat'] }, ['leads']],
      ['', {}, ['audiences', 'leads']],
    ] as const) {
      const page = await api(enquiries).post(change).type('form').send(body).expect(400);
      expect(errorPatternGaps(page.text, { action: change, sent, refused })).toEqual([]);
      expect(parseHtml(page.text).querySelector('h1')?.textContent).toBe(alertsCopy.refused.changeTitle);
      expect(page.text).not.toContain(alertsCopy.emailLabel);
    }
  });

  it('says the outcome in the title, with the site’s name, and the heading after each action (issue 54, 06)', async () => {
    const enquiries = await services.start(engine);
    const said = (html: string) => {
      const document = parseHtml(html);
      return [document.title, document.querySelector('h1')?.textContent];
    };
    const outcome = (heading: string) => [`${heading} | ${site.name}`, heading];
    await signUp(enquiries, 'olu@example.com').expect(202);
    await until(() => to('olu@example.com').length === 1);
    const confirm = linkIn(to('olu@example.com')[0]!.parsed.text ?? '', 'confirm')!;
    const [change, unsubscribe] = [
      confirm.replace('/confirm/', '/change/'),
      confirm.replace('/confirm/', '/unsubscribe/'),
    ];
    expect(said((await api(enquiries).get(confirm).expect(200)).text)).toEqual(outcome(alertsCopy.confirm.title));
    expect(said((await api(enquiries).post(confirm).type('form').send('').expect(200)).text)).toEqual(
      outcome(alertsCopy.confirm.doneTitle),
    );
    expect(said((await api(enquiries).get(change).expect(200)).text)).toEqual(outcome(alertsCopy.change.title));
    expect(
      said((await api(enquiries).post(change).type('form').send('audiences=vat&leads=3').expect(200)).text),
    ).toEqual(outcome(alertsCopy.change.doneTitle));
    expect(said((await api(enquiries).get(unsubscribe).expect(200)).text)).toEqual(
      outcome(alertsCopy.unsubscribe.title),
    );
    expect(said((await api(enquiries).post(unsubscribe).type('form').send('').expect(200)).text)).toEqual(
      outcome(alertsCopy.unsubscribe.doneTitle),
    );
    expect(
      said(
        (
          await api(enquiries)
            .get(confirm.replace(/[\w-]{43}$/, 'x'.repeat(43)))
            .expect(404)
        ).text,
      ),
    ).toEqual(outcome(alertsCopy.confirm.lapsedTitle));
  });

  it('tells a company of its own dates, from the tool’s year end, on London’s day across both clock changes', async () => {
    const enquiries = await services.start(engine);
    // A year end whose company dates fall three days after each night the clocks change in 2027.
    const company = (yearEnd: IsoDate, night: IsoDate) => {
      const day = addDays(night, 1);
      const date = ownDates(yearEnd, '', { from: '2027-01-01', to: '2028-01-31' })!.find(
        (candidate) => addDays(candidate.date, -3) === day,
      );
      return { yearEnd, day, date };
    };
    // Clocks go forward at 01:00 GMT on 28 March 2027 and back at 01:00 GMT on 31 October 2027.
    const cases = [
      { ...company('2026-06-30', '2027-03-28'), before: '2027-03-28T22:59:00Z', after: '2027-03-28T23:00:00Z' },
      { ...company('2027-02-02', '2027-10-30'), before: '2027-10-30T22:59:00Z', after: '2027-10-30T23:00:00Z' },
    ];
    for (const [index, { yearEnd, day, date, before, after }] of cases.entries()) {
      expect(date).toBeDefined();
      const email = `company${index}@example.com`;
      now = new Date(`${addDays(day, -1)}T09:00:00Z`);
      await subscribed(enquiries, email, { audiences: ['partnerships'], leads: [3], yearEnd, vat: '' });
      await enquiries.service.features.alerts.sendDue();
      await serviceMailSettled(enquiries.service);
      const sent = to(email).length;
      // 23:59 in London the day before (BST in October, GMT in March): not yet.
      now = new Date(before);
      expect(await enquiries.service.features.alerts.sendDue()).toBe(0);
      // London's midnight (23:00 UTC in both cases: BST from 28 March, BST until 31 October).
      now = new Date(after);
      expect(await enquiries.service.features.alerts.sendDue()).toBe(1);
      await until(() => to(email).length === sent + 1);
      expect(to(email).at(-1)!.parsed.text).toContain(date!.title);
      expect(to(email).at(-1)!.parsed.text).toContain(`${site.url}/key-dates/limited-companies`);
    }
    // A year end the tool would refuse is refused here too.
    await signUp(enquiries, 'bad@example.com', '203.0.113.30', { yearEnd: '2026-02-30' }).expect(400);
  });

  it('sends every alert exactly once when a send is cut off part-way: the next look sends the rest, none twice', async () => {
    const enquiries = await services.start(engine);
    const emails = Array.from({ length: 5 }, (_, i) => `cut${i}@example.com`);
    for (const email of emails) await subscribed(enquiries, email);
    now = new Date('2027-01-17T09:00:00Z');
    // The third queueing fails as a process dying there would: its transaction never commits.
    const { outbox } = enquiries.service;
    const put = outbox.put.bind(outbox);
    let calls = 0;
    jest.spyOn(outbox, 'put').mockImplementation(async (...args) => {
      calls += 1;
      if (calls === 3) throw new Error('killed mid-send');
      return put(...args);
    });
    await expect(enquiries.service.features.alerts.sendDue()).rejects.toThrow('killed mid-send');
    jest.restoreAllMocks();
    // The next look (the timer's, or a restarted service's): the rest are sent, none of the first two again, and a third look sends nothing.
    expect(await enquiries.service.features.alerts.sendDue()).toBe(3);
    expect(await enquiries.service.features.alerts.sendDue()).toBe(0);
    await serviceMailSettled(enquiries.service);
    for (const email of emails) expect(to(email).map((mail) => mail.parsed.subject)).toHaveLength(2);
  });
});
