import { bookingServices } from '../../../../test-kit/booking-service';
import {
  csrfIn,
  deskApp as app,
  deskDriver,
  linkIn,
  setCookie,
  administrator,
  withAdministrator,
} from '../../../../test-kit/desk';
import { describeEachEngine } from '../../../../test-kit/engines';
import { bookingNow, holdLink } from '../../../../test-kit/booking';
import { sampleEnquiry } from '../../../../test-kit/enquiry-service';
import { until } from '../../../../test-kit/until';
import { site } from '../../../config/site';
import { deskCopy } from '../content/desk';
import { sessionCookie, signInCookie } from './routes';

/**
 * The staff desk against the real service and a real SMTP server, on both engines: sign-in by a
 * one-time link read from the email, the diary, the firm's cancellation with its second step, the
 * audit log, sign-out; and each attack the desk must refuse.
 */
jest.setTimeout(120_000);

let now = bookingNow;
beforeEach(() => {
  now = bookingNow;
});
const services = bookingServices(() => now);
const { mailTo, askForLink, signIn, book } = deskDriver(services);
const director = 'eleanor.hartley@harbourline.example';

describeEachEngine('on %s', (engine) => {
  const start = () => services.start(engine, {}, { desk: withAdministrator });

  it('signs a director in by a link read from the email, shows the diary, cancels as the firm in two steps, and audits it', async () => {
    const enquiries = await start();
    const confirmed = await book(enquiries, '2026-12-01T10:00');
    await book(enquiries, '2026-12-01T11:00', { name: 'Alan Turing', email: 'alan@example.com' }, true);

    // The sign-in page: noindex, never stored, no cookie for someone who only looks.
    const form = await app(enquiries).get('/desk/sign-in').expect(200);
    expect(form.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.headers['set-cookie']).toBeUndefined();
    expect(form.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // No script but the desk's own passkey scripts (passkeys.server.test.ts).
    expect(form.text).not.toMatch(/<script(?![^>]* src="\/desk\/scripts\/)/);

    const { browser, answer } = await askForLink(enquiries, 'Eleanor.Hartley@harbourline.example');
    expect(setCookie(answer, signInCookie)!.header).toMatch(/; Path=\/; .*HttpOnly; Secure; SameSite=Strict/);
    await until(() => mailTo(director).length === 1);
    const mail = mailTo(director)[0]!;
    expect(mail.parsed.subject).toBe(deskCopy.email.subject);
    const link = linkIn(mail.parsed.text ?? '')!;
    expect(link).toBeDefined();

    // Opening the link (a mail scanner does) signs no one in: a page with a button.
    for (let i = 0; i < 2; i += 1) {
      const opened = await app(enquiries).get(link).expect(200);
      expect(opened.text).toMatch(new RegExp(`<form(?=[^>]* method="post")[^>]* action="${link}"`));
      expect(opened.headers['set-cookie']).toBeUndefined();
    }
    const signed = await app(enquiries).post(link).set('cookie', `${signInCookie}=${browser}`).type('form').send('');
    expect(signed.status).toBe(303);
    const session = setCookie(signed, sessionCookie)!;
    expect(session.header).toMatch(
      /^__Host-desk=[\w-]{43}; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/,
    );
    const cookie = `${sessionCookie}=${session.value}`;

    // The diary: held and confirmed, with the visitor's details and answers.
    const diary = await app(enquiries).get('/desk/diary').set('cookie', cookie).expect(200);
    expect(diary.text).toContain('Grace Hopper');
    expect(diary.text).toContain('grace@example.com');
    expect(diary.text).toContain('Compiler Works Ltd');
    expect(diary.text).toContain('Alan Turing');
    expect(diary.text).toContain('Held, not yet confirmed');
    expect(diary.text).toContain(deskCopy.diary.confirmed);
    const csrf = csrfIn(diary.text);

    // Step one asks why; step two says what happens; only the second cancels.
    const ask = await app(enquiries).get(`/desk/diary/${confirmed}/cancel`).set('cookie', cookie).expect(200);
    expect(ask.text).toContain(deskCopy.cancel.reason);
    const empty = await app(enquiries)
      .post(`/desk/diary/${confirmed}/cancel`)
      .set('cookie', cookie)
      .type('form')
      .send({ csrf, reason: '' })
      .expect(400);
    expect(empty.text).toContain(deskCopy.cancel.missing);
    const second = await app(enquiries)
      .post(`/desk/diary/${confirmed}/cancel`)
      .set('cookie', cookie)
      .type('form')
      .send({ csrf, reason: 'Eleanor is unwell' })
      .expect(200);
    expect(second.text).toContain(deskCopy.cancel.confirmTitle);
    expect(second.text).toContain(deskCopy.cancel.tellsVisitor);
    expect(await enquiries.service.features.booking.find(confirmed)).toBeDefined();
    const done = await app(enquiries)
      .post(`/desk/diary/${confirmed}/cancel/confirm`)
      .set('cookie', cookie)
      .type('form')
      .send({ csrf, reason: 'Eleanor is unwell' })
      .expect(303);
    expect(done.headers.location).toBe('/desk/diary?cancelled=firm');
    expect(await enquiries.service.features.booking.find(confirmed)).toBeUndefined();
    expect((await enquiries.service.features.booking.cancelled(confirmed))?.reason).toBe('Eleanor is unwell');
    // The visitor's apology, with the way to book again.
    await until(() => mailTo('grace@example.com').some((m) => /cancel/i.test(m.parsed.subject ?? '')));
    const apology = mailTo('grace@example.com').find((m) => /cancel/i.test(m.parsed.subject ?? ''))!;
    expect(apology.parsed.text).toContain(`${site.url}/book`);

    // The audit log is the administrator's; the director is refused it.
    await app(enquiries).get('/desk/audit').set('cookie', cookie).expect(403);
    const admin = await signIn(enquiries, administrator);
    const audit = await app(enquiries).get('/desk/audit').set('cookie', admin.cookie).expect(200);
    expect(audit.text).toContain('cancelled a consultation as the firm');
    expect(audit.text).toContain('Eleanor is unwell');
    expect(audit.text).toContain('refused: the audit log (administrators only)');
    expect(audit.text).toContain('198.51.100.0/24');
    expect(audit.text).not.toContain('198.51.100.7');
  });

  it('sends nothing to an unlisted address, and answers it exactly as a listed one', async () => {
    const enquiries = await start();
    const listed = await askForLink(enquiries, director);
    const unlisted = await askForLink(enquiries, 'mallory@example.com');
    expect(unlisted.answer.text).toBe(listed.answer.text);
    expect(Object.keys(unlisted.answer.headers).sort()).toEqual(Object.keys(listed.answer.headers).sort());
    await until(() => mailTo(director).length === 1);
    expect(services.sink.messages.filter((mail) => mail.envelope.to.includes('mallory@example.com'))).toEqual([]);
    expect(await enquiries.service.outbox.list(undefined, 'desk-sign-in')).toHaveLength(1);
  });

  it('refuses a link used twice, after its time, in another browser, and a visitor’s manage token', async () => {
    const enquiries = await start();
    const { browser } = await askForLink(enquiries, director);
    await until(() => mailTo(director).length === 1);
    const link = linkIn(mailTo(director)[0]!.parsed.text ?? '')!;

    // Another browser: no sign-in cookie, or another's. The link stays usable in the right one.
    await app(enquiries).post(link).type('form').send('').expect(403);
    const other = await askForLink(enquiries, administrator);
    await app(enquiries).post(link).set('cookie', `${signInCookie}=${other.browser}`).type('form').send('').expect(403);

    await app(enquiries).post(link).set('cookie', `${signInCookie}=${browser}`).type('form').send('').expect(303);
    // Used once: a second press, even in the right browser, signs no one in.
    const twice = await app(enquiries).post(link).set('cookie', `${signInCookie}=${browser}`).type('form').send('');
    expect(twice.status).toBe(410);
    expect(setCookie(twice, sessionCookie)).toBeUndefined();
    await app(enquiries).get(link).expect(410);

    // A visitor's manage token, at a desk address.
    const id = await book(enquiries, '2026-12-01T10:00', {}, true);
    const manage = (await holdLink(enquiries.service, id, services.sink)).split('/').at(-1)!;
    await app(enquiries).get(`/desk/sign-in/${manage}`).expect(410);
    await app(enquiries)
      .post(`/desk/sign-in/${manage}`)
      .set('cookie', `${signInCookie}=${browser}`)
      .type('form')
      .send('')
      .expect(410);
    await app(enquiries).get(`/desk/diary/${manage}/cancel`).expect(303);
  });

  it('refuses a link after its minutes', async () => {
    let clock = new Date(now);
    const enquiries = await services.start(engine, {}, { desk: { ...withAdministrator, clock: () => clock } });
    const { browser } = await askForLink(enquiries, director);
    await until(() => mailTo(director).length === 1);
    const link = linkIn(mailTo(director)[0]!.parsed.text ?? '')!;
    clock = new Date(now.getTime() + 15 * 60_000 + 1000);
    await app(enquiries).get(link).expect(410);
    await app(enquiries).post(link).set('cookie', `${signInCookie}=${browser}`).type('form').send('').expect(410);
  });

  it('lists the enquiries newest first, filters them by subject and downloads what is shown as CSV', async () => {
    const enquiries = await start();
    await app(enquiries).post('/api/enquiries').send(sampleEnquiry).expect(201);
    now = new Date(bookingNow.getTime() + 60_000);
    await app(enquiries)
      .post('/api/enquiries')
      .send({ ...sampleEnquiry, name: 'Charles Babbage', subject: 'crypto' })
      .expect(201);
    await app(enquiries).get('/desk/enquiries').expect(303);
    await app(enquiries).get('/desk/enquiries.csv').expect(303);
    const { cookie } = await signIn(enquiries, director);
    const list = await app(enquiries).get('/desk/enquiries').set('cookie', cookie).expect(200);
    expect(list.text.indexOf('Charles Babbage')).toBeLessThan(list.text.indexOf('Ada Lovelace'));
    expect(list.text).toContain('We need a safeguarding audit');
    expect(list.text).toContain(deskCopy.enquiries.count(2, 2));
    const crypto = await app(enquiries).get('/desk/enquiries?subject=crypto').set('cookie', cookie).expect(200);
    expect(crypto.text).toContain('Charles Babbage');
    expect(crypto.text).not.toContain('Ada Lovelace');
    expect(crypto.text).toContain(deskCopy.enquiries.count(1, 2));
    const csv = await app(enquiries).get('/desk/enquiries.csv?subject=crypto').set('cookie', cookie).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="enquiries.csv"');
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.text).toContain('"Charles Babbage"');
    expect(csv.text).not.toContain('Ada Lovelace');
  });

  it('ends a session 30 minutes unused, and 12 hours after signing in however busy', async () => {
    let clock = new Date(now);
    const enquiries = await services.start(engine, {}, { desk: { ...withAdministrator, clock: () => clock } });
    const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
    const idle = await signIn(enquiries, director);
    clock = minutes(29);
    await app(enquiries).get('/desk/diary').set('cookie', idle.cookie).expect(200);
    clock = minutes(31);
    await app(enquiries).get('/desk/diary').set('cookie', idle.cookie).expect(303);

    const busy = await signIn(enquiries, director);
    const signedInAt = clock.getTime();
    while (clock.getTime() - signedInAt < 12 * 60 * 60_000 - 20 * 60_000) {
      clock = minutes(20);
      await app(enquiries).get('/desk/diary').set('cookie', busy.cookie).expect(200);
    }
    clock = new Date(signedInAt + 12 * 60 * 60_000 + 1000);
    await app(enquiries).get('/desk/diary').set('cookie', busy.cookie).expect(303);
  });

  it('ends a session on sign-out and everywhere: the old cookie, replayed, opens nothing', async () => {
    const enquiries = await start();
    const first = await signIn(enquiries, director);
    const second = await signIn(enquiries, director);
    await app(enquiries)
      .post('/desk/sign-out')
      .set('cookie', first.cookie)
      .type('form')
      .send({ csrf: first.csrf })
      .expect(303);
    const replayed = await app(enquiries).get('/desk/diary').set('cookie', first.cookie);
    expect(replayed.status).toBe(303);
    expect(replayed.headers.location).toBe('/desk/sign-in');
    await app(enquiries).get('/desk/diary').set('cookie', second.cookie).expect(200);
    const third = await signIn(enquiries, director);
    await app(enquiries)
      .post('/desk/sign-out-everywhere')
      .set('cookie', third.cookie)
      .type('form')
      .send({ csrf: third.csrf })
      .expect(303);
    for (const { cookie } of [second, third]) await app(enquiries).get('/desk/diary').set('cookie', cookie).expect(303);
    // A post with a replayed cookie: refused, nothing done.
    await app(enquiries)
      .post('/desk/sign-out-everywhere')
      .set('cookie', third.cookie)
      .type('form')
      .send({ csrf: third.csrf })
      .expect(403);
  });

  it('refuses a director an administrator’s action, and another director’s consultation', async () => {
    const enquiries = await services.start(
      engine,
      {},
      { desk: { staff: [{ name: 'Priya Raman', email: 'priya@harbourline.example', role: 'director' }] } },
    );
    const id = await book(enquiries, '2026-12-01T10:00');
    const priya = await signIn(enquiries, 'priya@harbourline.example');
    const cookie = priya.cookie;
    await app(enquiries).get('/desk/audit').set('cookie', cookie).expect(403);
    const diary = await app(enquiries).get('/desk/diary').set('cookie', cookie).expect(200);
    expect(diary.text).toContain('Grace Hopper');
    expect(diary.text).not.toContain(`/desk/diary/${id}/cancel`);
    await app(enquiries).get(`/desk/diary/${id}/cancel`).set('cookie', cookie).expect(403);
    await app(enquiries)
      .post(`/desk/diary/${id}/cancel/confirm`)
      .set('cookie', cookie)
      .type('form')
      .send({ csrf: priya.csrf, reason: 'Not mine to cancel' })
      .expect(403);
    expect(await enquiries.service.features.booking.find(id)).toBeDefined();
  });
});
