import type { Router } from 'express';
import { serviceApi } from '../../../../server/app/api';
import { bookingNow, holdLink } from '../../../../test-kit/booking';
import { bookingServices } from '../../../../test-kit/booking-service';
import { deskApp as app, deskDriver } from '../../../../test-kit/desk';
import { describeEachEngine } from '../../../../test-kit/engines';
import type { TestEnquiries } from '../../../../test-kit/enquiry-service';
import { until } from '../../../../test-kit/until';
import { site } from '../../../config/site';
import { deskCopy } from '../content/desk';
import { signInCookie } from './routes';

/**
 * Who may reach the desk and how often, on both engines with the real SMTP server: the sign-in
 * limits kept in the database (a flood from one network, a restart, a second process), the
 * allowed networks, a cross-site post to every action the router has, and other features' tokens
 * at desk addresses. Each case prints what the attack got, for the issue's table.
 */
jest.setTimeout(180_000);

const now = bookingNow;
const services = bookingServices(() => now);
const { mailTo, askForLink, signIn, book } = deskDriver(services);
const director = 'eleanor.hartley@harbourline.example';
/** Ten listed members of staff, so that the network's limit (not an address's) is what stops a flood. */
const clerks = Array.from({ length: 10 }, (_, i) => `clerk${i}@harbourline.example`);
const staff = clerks.map((email, i) => ({ name: `Clerk ${i}`, email, role: 'administrator' as const }));
const signInMails = () => services.sink.messages.filter((mail) => mail.parsed.subject === deskCopy.email.subject);
const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
const said = (attack: string, answer: { status: number; text: string }) =>
  console.log(`${attack}: ${answer.status} "${heading(answer.text)}"`);

/** Every POST route under /desk in the service's API (every feature's routers), as its routers declare them (`:name` for a parameter). */
function deskPostRoutes(api: Router): string[] {
  type Layer = { rawPath?: unknown; route?: { path: string; methods: Record<string, boolean> }; handle: unknown };
  const walk = (stack: Layer[], prefix: string): string[] =>
    stack.flatMap((layer) => {
      if (layer.route)
        return layer.route.methods.post ? [`${prefix}${layer.route.path === '/' ? '' : layer.route.path}`] : [];
      const inner = (layer.handle as { stack?: Layer[] }).stack;
      const at = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      return inner ? walk(inner, `${prefix}${at}`) : [];
    });
  return [...new Set(walk((api as unknown as { stack: Layer[] }).stack, ''))].filter((route) =>
    route.startsWith('/desk'),
  );
}

describeEachEngine('on %s', (engine) => {
  it('holds a flood of 1,000 sign-in requests from one network to its limit in emails, and a director elsewhere still gets a link', async () => {
    const enquiries = await services.start(engine, {}, { desk: { staff } });
    const { perNetwork, perAddress } = enquiries.service.config.features.desk;
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const answer = await app(enquiries)
        .post('/desk/sign-in')
        .set('x-forwarded-for', `192.0.2.${i % 250}`)
        .type('form')
        .send({ email: clerks[i % clerks.length] });
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      if (i === 999) said('the 1,000th sign-in request from one network', answer);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(perNetwork.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - perNetwork.max);
    // Every request named a listed address: the emails received are the network's limit, no more.
    await until(() => signInMails().length === perNetwork.max);
    // A listed director from a fresh network: the flood cost them nothing.
    await askForLink(enquiries, director, '203.0.113.40');
    await until(() => mailTo(director).length === 1);
    await until(
      async () => (await enquiries.service.outbox.list(undefined, 'desk-sign-in')).length === perNetwork.max + 1,
    );
    expect(signInMails()).toHaveLength(perNetwork.max + 1);
    console.log(
      `1,000 sign-in requests from 192.0.2.0/24: ${statuses.filter((s) => s === 200).length} answered, ${statuses.filter((s) => s === 429).length} refused 429; ${perNetwork.max} emails received at the SMTP server (every request named a listed address); a director from 203.0.113.0/24 then got a link`,
    );

    // One address is held to its own limit whatever networks it comes from.
    const fromMany = [];
    for (let i = 0; i < perAddress.max + 2; i += 1)
      fromMany.push(
        (
          await app(enquiries)
            .post('/desk/sign-in')
            .set('x-forwarded-for', `198.18.${i}.1`)
            .type('form')
            .send({ email: 'stranger@example.com' })
        ).status,
      );
    expect(fromMany).toEqual([...Array(perAddress.max).fill(200), 429, 429]);
  });

  it('keeps the limits in the database: a restart and a second process count the same requests', async () => {
    const desk = { staff };
    const first = await services.start(engine, {}, { desk });
    const { perNetwork } = first.service.config.features.desk;
    const ask = (enquiries: TestEnquiries, i: number) =>
      app(enquiries)
        .post('/desk/sign-in')
        .set('x-forwarded-for', `192.0.2.${i}`)
        .type('form')
        .send({ email: `someone${i}@example.com` });
    const half = perNetwork.max / 2;
    for (let i = 0; i < half; i += 1) expect((await ask(first, i)).status).toBe(200);
    // Restarted on the same database: the requests before still count.
    await first.stop();
    const { database } = first.service.config;
    const place = database.engine === 'postgres' ? { databaseUrl: database.url } : { dataDir: first.dataDir };
    const again = await services.start(engine, {}, { ...place, desk });
    // And a second process beside it (PostgreSQL: another service; SQLite: the same one, as one volume has one).
    const second = database.engine === 'postgres' ? await services.start(engine, {}, { ...place, desk }) : again;
    // Asked in turn of each, the two share one count: the rest of the limit, then refusals.
    const rest: number[] = [];
    for (let i = 0; i < perNetwork.max; i += 1) rest.push((await ask(i % 2 ? second : again, half + i)).status);
    expect(rest).toEqual([...Array(perNetwork.max - half).fill(200), ...Array(half).fill(429)]);
    // Asked at once of both, past the limit: none is let through.
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => ask(i % 2 ? second : again, 100 + i)));
    expect(burst.map((answer) => answer.status)).toEqual(Array(6).fill(429));
  });

  it('refuses a cross-site post to every POST route the desk has, and a post without the session’s token', async () => {
    const enquiries = await services.start(engine, {}, { desk: { staff } });
    const id = await book(enquiries, '2026-12-01T10:00');
    const routes = deskPostRoutes(serviceApi(enquiries.service));
    // The routes known when this was written are among them; any added later is tried too.
    expect(routes).toEqual(
      expect.arrayContaining([
        '/desk/sign-in',
        '/desk/sign-in/:token',
        '/desk/diary/:id/cancel',
        '/desk/diary/:id/cancel/confirm',
        '/desk/sign-out',
        '/desk/sign-out-everywhere',
      ]),
    );
    const session = await signIn(enquiries, clerks[0]!);
    const { browser } = await askForLink(enquiries, clerks[1]!);
    await until(() => mailTo(clerks[1]!).length === 1);
    const token = (/\/desk\/sign-in\/([\w-]{43})/.exec(mailTo(clerks[1]!)[0]!.parsed.text ?? '') ?? [])[1]!;
    const cookie = `${session.cookie}; ${signInCookie}=${browser}`;
    const fill = (route: string) =>
      route.replace(/:(\w+)/g, (_, name: string) => (name === 'token' ? token : name === 'id' ? id : 'x'));
    const before = {
      mails: services.sink.messages.length,
      audit: (await enquiries.service.features.desk.audit.latest()).length,
    };
    for (const route of routes) {
      const action = fill(route);
      const fields = { csrf: session.csrf, reason: 'Not asked for', email: director };
      for (const headers of [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ]) {
        const answer = await app(enquiries).post(action).set('cookie', cookie).set(headers).type('form').send(fields);
        expect([route, answer.status, heading(answer.text)]).toEqual([route, 403, deskCopy.refused.crossSiteTitle]);
        if (headers.origin) said(`cross-site post to ${route}`, answer);
      }
      // Signed in, from the desk's own site, but without the session's token: refused too (all but signing in).
      if (!/^\/desk\/(sign-in|passkey-sign-in)\b/.test(route)) {
        const tokenless = await app(enquiries)
          .post(action)
          .set('cookie', cookie)
          .type('form')
          .send({ ...fields, csrf: 'x'.repeat(43) });
        expect([route, tokenless.status]).toEqual([route, 403]);
      }
    }
    // Nothing was done: the consultation stands, no email went, the session and the link still work.
    expect(await enquiries.service.features.booking.find(id)).toBeDefined();
    expect(services.sink.messages.length).toBe(before.mails);
    expect((await enquiries.service.features.desk.audit.latest()).length).toBe(before.audit);
    await app(enquiries).get('/desk/diary').set('cookie', cookie).expect(200);
    await app(enquiries).get(`/desk/sign-in/${token}`).expect(200);
  });

  it('treats a visitor’s manage token and an alert’s token at desk addresses as the nothing they are there', async () => {
    const enquiries = await services.start(engine, {}, { desk: { staff } });
    const id = await book(enquiries, '2026-12-01T10:00', {}, true);
    const manage = (await holdLink(enquiries.service, id, services.sink)).split('/').at(-1)!;
    await app(enquiries)
      .post('/api/alerts')
      .set('x-forwarded-for', '203.0.113.9')
      .send({ email: 'ada@example.com', audiences: ['sole-traders'], leads: [14] })
      .expect(202);
    await until(() => mailTo('ada@example.com').length === 1);
    const alert = new RegExp(`${site.url.replace(/\./g, '\\.')}/api/alerts/confirm/([\\w-]{43})`).exec(
      mailTo('ada@example.com')[0]!.parsed.text ?? '',
    )![1]!;
    const { browser } = await askForLink(enquiries, clerks[0]!);
    const session = await signIn(enquiries, clerks[1]!);
    for (const [name, token] of [
      ['a visitor’s manage token', manage],
      ['an alert’s confirm token', alert],
    ] as const) {
      const opened = await app(enquiries).get(`/desk/sign-in/${token}`);
      expect(opened.status).toBe(410);
      said(`${name} at /desk/sign-in/<token>`, opened);
      const pressed = await app(enquiries)
        .post(`/desk/sign-in/${token}`)
        .set('cookie', `${signInCookie}=${browser}`)
        .type('form')
        .send('');
      expect(pressed.status).toBe(410);
      expect(pressed.headers['set-cookie']).toBeUndefined();
      const unsigned = await app(enquiries).get(`/desk/diary/${token}/cancel`);
      expect([unsigned.status, unsigned.headers.location]).toEqual([303, '/desk/sign-in']);
      const signed = await app(enquiries).get(`/desk/diary/${token}/cancel`).set('cookie', session.cookie);
      expect(signed.status).toBe(404);
      said(`${name} at /desk/diary/<token>/cancel, signed in`, signed);
    }
    // Neither was touched: the hold stands, the alert still waits for its confirmation.
    expect(await enquiries.service.features.booking.find(id)).toBeDefined();
    expect((await enquiries.service.features.alerts.list())[0]!.state).toBe('pending');
  });

  it('answers only the allowed networks when DESK_NETWORKS is set: every desk address is "no such page" from outside', async () => {
    const enquiries = await services.start(
      engine,
      {},
      { desk: { staff, networks: ['192.0.2.0/24', '2001:db8::/32'] } },
    );
    const inside = await app(enquiries).get('/desk/sign-in').set('x-forwarded-for', '192.0.2.44').expect(200);
    expect(heading(inside.text)).toBe(deskCopy.signIn.title);
    await app(enquiries).get('/desk/sign-in').set('x-forwarded-for', '2001:db8:5::1').expect(200);
    const unknown = await app(enquiries).get('/desk/nothing-here').set('x-forwarded-for', '192.0.2.44').expect(404);
    // Answer pages' titles say the outcome with the site's name, "Error: " first for a refusal.
    expect(inside.text).toContain(`<title>${deskCopy.signIn.title} · ${deskCopy.name} | ${site.name}</title>`);
    expect(unknown.text).toContain(
      `<title>Error: ${deskCopy.refused.notFoundTitle} · ${deskCopy.name} | ${site.name}</title>`,
    );
    for (const [method, target] of [
      ['get', '/desk'],
      ['get', '/desk/sign-in'],
      ['post', '/desk/sign-in'],
      ['get', '/desk/diary'],
      ['get', '/desk/audit'],
      ['post', '/desk/sign-out'],
    ] as const) {
      const client = app(enquiries);
      const answer = await (method === 'get' ? client.get(target) : client.post(target))
        .set('x-forwarded-for', '198.51.100.7')
        .type('form')
        .send({ email: director });
      expect([target, answer.status, answer.text]).toEqual([target, 404, unknown.text]);
    }
    said(
      'the desk from outside DESK_NETWORKS (the service alone)',
      await app(enquiries).get('/desk/sign-in').set('x-forwarded-for', '198.51.100.7'),
    );
    expect(mailTo(director)).toHaveLength(0);
  });
});
