import { bookingNow } from '../../../../test-kit/booking';
import { bookingServices } from '../../../../test-kit/booking-service';
import { deskApp as app, deskDriver, setCookie, administrator, withAdministrator } from '../../../../test-kit/desk';
import { describeEachEngine } from '../../../../test-kit/engines';
import type { TestEnquiries } from '../../../../test-kit/enquiry-service';
import { SoftwareAuthenticator } from '../../../../test-kit/passkey-authenticator';
import { site } from '../../../config/site';
import { passkeyCopy } from '../content/passkeys';
import { sessionCookie } from './routes';

/**
 * Passkeys at the desk on both engines: added after a sign-in by the emailed link, listed and
 * removed by their owner, and signing in without an email; each answer made by a software
 * authenticator and checked by @simplewebauthn/server's own verification. Replays, a stranger's
 * key, another site's origin, a removed passkey and someone taken off the staff list are refused.
 */
jest.setTimeout(120_000);

const services = bookingServices(() => bookingNow);
const { signIn } = deskDriver(services);
const director = 'eleanor.hartley@harbourline.example';

describeEachEngine('on %s', (engine) => {
  /** Adds a passkey for a signed-in member, as the passkeys page's script does. */
  async function addPasskey(
    enquiries: TestEnquiries,
    session: { cookie: string; csrf: string },
    device: SoftwareAuthenticator,
  ) {
    const cookie = session.cookie;
    const options = await app(enquiries)
      .post('/desk/passkeys/options')
      .set('cookie', cookie)
      .type('form')
      .send({ csrf: session.csrf })
      .expect(200);
    const response = device.create(options.body);
    return app(enquiries)
      .post('/desk/passkeys/add')
      .set('cookie', cookie)
      .type('form')
      .send({ csrf: session.csrf, response: JSON.stringify(response) });
  }
  /** Signs in with a passkey, as the sign-in page's script does: the answer, and the options it signed. */
  async function passkeySignIn(enquiries: TestEnquiries, device: SoftwareAuthenticator, sign = true) {
    const options = await app(enquiries).post('/desk/passkey-sign-in/options').type('form').send('').expect(200);
    const response = sign ? device.get(options.body) : undefined;
    const answer = await app(enquiries)
      .post('/desk/passkey-sign-in')
      .type('form')
      .send({ response: JSON.stringify(response) });
    return { answer, response };
  }

  it('adds a passkey after a sign-in by link, signs in with it, lists it and removes it, all audited', async () => {
    const enquiries = await services.start(engine, {}, { desk: withAdministrator });
    const session = await signIn(enquiries, director);
    const cookie = session.cookie;

    // The passkeys page: the library's bundle and the desk's script, from the desk itself, no inline code.
    const empty = await app(enquiries).get('/desk/passkeys').set('cookie', cookie).expect(200);
    expect(empty.text).toContain(passkeyCopy.none);
    expect(empty.text).toContain('<script src="/desk/scripts/webauthn.js" defer="">');
    expect(empty.text).toContain('<script src="/desk/scripts/passkeys.js" defer="">');
    expect(empty.text).not.toMatch(/<script(?![^>]*\bsrc="\/desk\/scripts\/)/);
    expect(empty.headers['content-security-policy']).toMatch(/script-src 'self';/);
    const bundle = await app(enquiries).get('/desk/scripts/webauthn.js').expect(200);
    expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(bundle.text).toContain('SimpleWebAuthnBrowser');
    expect((await app(enquiries).get('/desk/scripts/passkeys.js').expect(200)).text).toContain('startRegistration');

    const laptop = new SoftwareAuthenticator(site.url);
    const added = await addPasskey(enquiries, session, laptop);
    expect([added.status, added.body]).toEqual([200, { next: '/desk/passkeys?done=added' }]);
    const listed = await app(enquiries).get('/desk/passkeys?done=added').set('cookie', cookie).expect(200);
    expect(listed.text).toContain(passkeyCopy.addedNotice);
    expect(listed.text).toContain(passkeyCopy.removeLabel(1));
    expect(listed.text).toContain(passkeyCopy.neverUsed);

    // Signed out, the sign-in page offers the passkey (to a browser that runs the script), and it signs in.
    await app(enquiries)
      .post('/desk/sign-out')
      .set('cookie', cookie)
      .type('form')
      .send({ csrf: session.csrf })
      .expect(303);
    const form = await app(enquiries).get('/desk/sign-in').expect(200);
    expect(form.text).toMatch(/<div hidden="" data-passkey="sign-in"/);
    expect(form.text).toContain(passkeyCopy.signIn);
    const { answer, response } = await passkeySignIn(enquiries, laptop);
    expect([answer.status, answer.body]).toEqual([200, { next: '/desk/diary' }]);
    const passkeySession = setCookie(answer, sessionCookie)!;
    expect(passkeySession.header).toMatch(
      /^__Host-desk=[\w-]{43}; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/,
    );
    const diary = await app(enquiries)
      .get('/desk/diary')
      .set('cookie', `${sessionCookie}=${passkeySession.value}`)
      .expect(200);
    expect(diary.text).toContain('Eleanor Hartley');

    // The same answer again (a replay): its challenge is used up.
    const replay = await app(enquiries)
      .post('/desk/passkey-sign-in')
      .type('form')
      .send({ response: JSON.stringify(response) });
    expect([replay.status, replay.body]).toEqual([403, { message: passkeyCopy.refused }]);
    expect(setCookie(replay, sessionCookie)).toBeUndefined();

    // Another member cannot remove it; its owner can, and then it signs no one in.
    const sam = await signIn(enquiries, administrator);
    const passkeyId = response!.id;
    const notHers = await app(enquiries)
      .post(`/desk/passkeys/${passkeyId}/remove`)
      .set('cookie', sam.cookie)
      .type('form')
      .send({ csrf: sam.csrf });
    expect(notHers.headers.location).toBe('/desk/passkeys?done=gone');
    expect((await enquiries.service.features.desk.passkeys.list(director)).length).toBe(1);
    const owner = `${sessionCookie}=${passkeySession.value}`;
    const csrf = /name="csrf" value="([\w-]{43})"/.exec(diary.text)![1]!;
    const removed = await app(enquiries)
      .post(`/desk/passkeys/${passkeyId}/remove`)
      .set('cookie', owner)
      .type('form')
      .send({ csrf });
    expect(removed.headers.location).toBe('/desk/passkeys?done=removed');
    expect((await passkeySignIn(enquiries, laptop)).answer.status).toBe(403);

    const audit = await app(enquiries).get('/desk/audit').set('cookie', sam.cookie).expect(200);
    for (const action of [
      'added a passkey',
      'signed in with a passkey',
      'removed a passkey',
      'refused: a passkey sign-in',
    ])
      expect(audit.text).toContain(action);
  });

  it('refuses a stranger’s passkey, another site’s answer, no answer, and the passkey of someone no longer on the staff list', async () => {
    const enquiries = await services.start(engine, {}, { desk: withAdministrator });
    const session = await signIn(enquiries, administrator);
    const phone = new SoftwareAuthenticator(site.url);
    expect((await addPasskey(enquiries, session, phone)).status).toBe(200);

    const stranger = new SoftwareAuthenticator(site.url);
    stranger.create({
      ...(await enquiries.service.features.desk.passkeys.registrationOptions(withAdministrator.staff[0]!)),
    });
    expect((await passkeySignIn(enquiries, stranger)).answer.status).toBe(403);
    // The same key, signing for a page on another site (a phishing copy of the desk).
    const phishing = new SoftwareAuthenticator('https://desk.evil.example');
    const options = await enquiries.service.features.desk.passkeys.registrationOptions(withAdministrator.staff[0]!);
    const made = phishing.create(options);
    const refusedAdd = await app(enquiries)
      .post('/desk/passkeys/add')
      .set('cookie', session.cookie)
      .type('form')
      .send({ csrf: session.csrf, response: JSON.stringify(made) });
    expect([refusedAdd.status, refusedAdd.body]).toEqual([400, { message: passkeyCopy.notAdded }]);
    expect((await passkeySignIn(enquiries, phone, false)).answer.status).toBe(403);
    const notJson = await app(enquiries).post('/desk/passkey-sign-in').type('form').send({ response: '{not json' });
    expect(notJson.status).toBe(403);

    // Taken off the staff list (a restart with another DESK_STAFF): their passkey signs no one in.
    await enquiries.stop();
    const { database } = enquiries.service.config;
    const place = database.engine === 'postgres' ? { databaseUrl: database.url } : { dataDir: enquiries.dataDir };
    const after = await services.start(engine, {}, { ...place, desk: { staff: [] } });
    expect((await passkeySignIn(after, phone)).answer.status).toBe(403);
    expect((await passkeySignIn(after, phone)).answer.body).toEqual({ message: passkeyCopy.refused });
  });
});
