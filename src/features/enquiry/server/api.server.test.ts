import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../../../server/app/app';
import { securityHeaders } from '../../../../server/platform/http/http-rules';
import {
  escapedJson,
  formBody,
  longestEnquiry,
  loseDatabase,
  mailCounts,
  sampleEnquiry,
  startTestEnquiries,
  type TestEnquiries,
} from '../../../../test-kit/enquiry-service';
import { parseHtml } from '../../../../tests/support/html';
import { errorPatternGaps } from '../../../../tests/support/error-pattern';
import { enquiryRoutes } from './http';
import { limitText } from '../../../../server/platform/http/body-limits';
import { asBuiltToday } from '../../../../test-kit/as-built';

const enquiryBodyLimitBytes = enquiryRoutes.bodyLimitBytes;
const enquiryBodyLimitText = limitText(enquiryBodyLimitBytes);

/**
 * The enquiry API through the preview server (the same router the production service runs):
 * every answer it gives, and what each leaves in the database.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiry-dist-'));
const notSentPage = path.join(dist, 'not-sent.html');
fs.writeFileSync(
  notSentPage,
  '<!doctype html><title>Enquiry not sent</title><nav>Frame</nav><main id="main-content"><h1>Not sent</h1><div data-enquiry-reason="" role="alert"><p>general</p></div></main><footer>Frame</footer>',
);
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">Home</div>');

// The build's day and time-bound statements as a build today leaves them: health's answer holds without a build.
const asBuilt = asBuiltToday(notSentPage);
let enquiries: TestEnquiries;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  enquiries = await startTestEnquiries({ notSentPage, ...asBuilt });
  app = createApp({ distDir: dist, service: enquiries.service });
});
afterEach(() => enquiries.stop());
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const waiting = () => enquiries.service.features.enquiry.list();
const post = () => request(app).post('/api/enquiries');

describe('POST /api/enquiries', () => {
  it('stores a JSON enquiry and answers 201 with its id, never cached', async () => {
    const response = await post().send(sampleEnquiry).expect(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers).toMatchObject(
      Object.fromEntries(Object.entries(securityHeaders).map(([k, v]) => [k.toLowerCase(), v])),
    );
    const stored = await waiting();
    expect(stored.map((r) => [r.id, r.enquiry])).toEqual([[response.body.id, sampleEnquiry]]);
  });

  it('records the page it was sent from: the app says so, a plain form post is read from its Referer', async () => {
    await post()
      .send({ ...sampleEnquiry, sourcePage: '/services/audit' })
      .expect(201);
    await post()
      .type('form')
      .set('host', 'harbourline.example')
      .set('referer', 'https://harbourline.example/contact?subject=crypto')
      .send(formBody(sampleEnquiry))
      .expect(303);
    // Nothing from another site, and no query (it could carry personal data).
    await post()
      .send({ ...sampleEnquiry, sourcePage: 'https://evil.example/' })
      .expect(201);
    await post()
      .send({ ...sampleEnquiry, sourcePage: '//evil.example/x' })
      .expect(201);
    expect((await waiting()).map((r) => r.sourcePage).sort()).toEqual(['/contact', '/services/audit', null, null]);
  });

  it("stores quotes, semicolons and SQL as the visitor's words, never as SQL", async () => {
    const hostile = 'Robert\'); DROP TABLE enquiries; -- " \' "; DELETE FROM outbox;';
    const enquiry = { ...sampleEnquiry, name: hostile, company: hostile, phone: "020'; --", message: hostile };
    const response = await post()
      .send({ ...enquiry, sourcePage: "/x');drop" })
      .expect(201);
    await post().send(sampleEnquiry).expect(201);
    const stored = await waiting();
    expect(stored.map((r) => r.enquiry.name)).toEqual([hostile, sampleEnquiry.name]);
    expect(stored[0]).toMatchObject({ id: response.body.id, enquiry, sourcePage: null });
    expect((await enquiries.service.outbox.counts()).waiting).toBe(2);
  });

  it('answers a plain form post with 303 to the thank-you page once stored', async () => {
    const response = await post()
      .type('form')
      .send(formBody({ ...sampleEnquiry, website: '' }))
      .expect(303);
    expect(response.headers.location).toBe('/contact/thank-you');
    expect((await waiting()).map((r) => r.enquiry)).toEqual([sampleEnquiry]);
  });

  it('refuses invalid fields with 400 naming each, and stores nothing', async () => {
    const response = await post()
      .send({ ...sampleEnquiry, email: 'not-an-address', subject: 'bitcoin', name: '' })
      .expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['email', 'name', 'subject']);
    expect(await waiting()).toEqual([]);
  });

  it('answers a refused form post with the branded page saying what was wrong', async () => {
    const response = await post()
      .type('form')
      .send(formBody({ ...sampleEnquiry, email: 'nope', message: '<script>alert(1)</script>' }))
      .expect(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('Your enquiry has not been sent');
    expect(response.text).toContain(
      '<strong><a href="#enquiry-email">Email Address</a></strong>: Enter an email address in the form name@example.com.',
    );
    expect(response.text).not.toContain('<p>general</p>');
    // The build's page around it (its head, navigation and footer), its <main> rendered again.
    expect(response.text).toMatch(
      /^<!doctype html><title>Error: Enquiry not sent \| Harbourline Accountants<\/title><nav>Frame<\/nav><main id="main-content" data-answer-page="">/,
    );
    expect(response.text).toMatch(/<\/main><footer>Frame<\/footer>$/);
    expect(await waiting()).toEqual([]);
  });

  it('answers an empty post and a wrong one in the one error pattern (issue 54)', async () => {
    const empty = await post().type('form').send('').expect(400);
    expect(
      errorPatternGaps(empty.text, {
        action: '/api/enquiries',
        sent: {},
        refused: ['name', 'email', 'subject', 'message'],
      }),
    ).toEqual([]);
    const sent = { ...sampleEnquiry, email: 'ada@examplecom' };
    const wrong = await post().type('form').send(formBody(sent)).expect(400);
    expect(
      errorPatternGaps(wrong.text, {
        action: '/api/enquiries',
        sent: { email: sent.email, name: sent.name },
        refused: ['email'],
      }),
    ).toEqual([]);
  });

  it('gives the refused form post its form again, everything sent filled in and the refused field marked (WCAG 3.3.7)', async () => {
    const sent = { ...sampleEnquiry, email: 'ada@examplecom', message: '<script>alert(1)</script>\n& "more"' };
    const response = await post().type('form').send(formBody(sent)).expect(400);
    const document = parseHtml(response.text);
    expect(document.querySelector('#enquiry-again a[href="/contact"]')).toBeNull();
    const form = document.querySelector<HTMLFormElement>('#enquiry-again form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/api/enquiries']);
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    for (const name of ['name', 'email', 'phone', 'company', 'subject', 'message'] as const)
      expect([name, value(name)]).toEqual([name, sent[name]]);
    expect(document.querySelector('script')).toBeNull();
    const email = form.querySelector('#enquiry-email')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector(`#${email.getAttribute('aria-describedby')}`)?.textContent).toBe(
      'Enter an email address in the form name@example.com.',
    );
    expect(form.querySelector('#enquiry-phone')!.getAttribute('aria-describedby')).toBe('enquiry-phone-hint');

    // Sent again as it stands, put right, it is stored.
    const { FormData: PageFormData } = form.ownerDocument.defaultView!;
    const again = Object.fromEntries(new PageFormData(form).entries()) as Record<string, string>;
    await post()
      .type('form')
      .send(formBody({ ...again, email: 'ada@example.com' }))
      .expect(303);
    expect((await waiting()).map((row) => row.enquiry.message)).toEqual([sent.message]);
  });

  it('answers a filled honeypot as a success and drops the enquiry', async () => {
    await post()
      .send({ ...sampleEnquiry, website: 'http://spam.example' })
      .expect(201);
    await post()
      .type('form')
      .send(formBody({ ...sampleEnquiry, website: 'http://spam.example' }))
      .expect(303);
    expect(await waiting()).toEqual([]);
  });

  it('stores an enquiry sent again with the same id once', async () => {
    const id = '3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
    const first = await post()
      .send({ ...sampleEnquiry, id })
      .expect(201);
    const second = await post()
      .send({ ...sampleEnquiry, id })
      .expect(201);
    expect([first.body.id, second.body.id]).toEqual([id, id]);
    expect(await waiting()).toHaveLength(1);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)(
    'refuses %s with 405 and Allow: POST',
    async (method) => {
      const response = await request(app)[method.toLowerCase() as 'get']('/api/enquiries').expect(405);
      expect(response.headers.allow).toBe('POST');
    },
  );

  it('accepts every enquiry the form allows, however it is written and encoded', async () => {
    for (const char of ['中', 'Ж', 'x']) {
      const longest = longestEnquiry(char);
      await post().send(longest).expect(201);
      await post().set('content-type', 'application/json').send(escapedJson(longest)).expect(201);
      await post().type('form').send(formBody(longest)).expect(303);
    }
    expect(formBody(longestEnquiry()).length).toBeLessThanOrEqual(enquiryBodyLimitBytes);
    expect(formBody(longestEnquiry()).length).toBeGreaterThan(enquiryBodyLimitBytes * 0.9);
  });

  it('refuses with a clear 400 an address past ASCII before the @, or a name that reads as an encoded-word', async () => {
    const address = await post()
      .send({ ...sampleEnquiry, email: 'a\u0085b@example.com' })
      .expect(400);
    expect(address.body.fields.email).toMatch(/before the @ can contain only unaccented letters/);
    const name = await post()
      .send({ ...sampleEnquiry, name: '=?UTF-8?B?QWNjb3VudHM=?=' })
      .expect(400);
    expect(name.body.fields).toEqual({
      name: 'Full Name cannot contain “=?” (an equals sign followed by a question mark): remove it and send it again.',
    });
    expect(await waiting()).toEqual([]);
  });

  it('refuses a body over the cap with 413, JSON or form', async () => {
    const over = { ...sampleEnquiry, message: 'x'.repeat(enquiryBodyLimitBytes) };
    const answer = await post().send(over).expect(413);
    expect(answer.body).toEqual({ error: `What you sent is larger than ${enquiryBodyLimitText}.` });
    const page = await post().type('form').send(formBody(over)).expect(413);
    expect(page.text).toContain('longer than we can accept');
    expect(await waiting()).toEqual([]);
  });

  it.each([
    ['text/plain', 'name=Ada'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<enquiry/>'],
  ])('refuses %s with 415', async (type, body) => {
    await post().set('content-type', type).send(body).expect(415);
  });

  it('refuses JSON it cannot read with 400', async () => {
    await post().set('content-type', 'application/json').send('{"name": ').expect(400);
  });

  it('refuses a post from another site with 403, and accepts its own', async () => {
    await post().set('origin', 'https://evil.example').send(sampleEnquiry).expect(403);
    await post().set('origin', 'null').send(sampleEnquiry).expect(403);
    await post().set('sec-fetch-site', 'cross-site').send(sampleEnquiry).expect(403);
    await post().send(sampleEnquiry).expect(201); // no Origin: not a browser's cross-site post
    // Behind the TLS-terminating edge the scheme differs from the request's; the host matches.
    await post()
      .set('host', 'www.harbourline.example')
      .set('origin', 'https://www.harbourline.example')
      .set('sec-fetch-site', 'same-origin')
      .send(sampleEnquiry)
      .expect(201);
    await post()
      .set('host', 'www.harbourline.example')
      .set('origin', 'https://harbourline.example')
      .send(sampleEnquiry)
      .expect(403);
    expect(await waiting()).toHaveLength(2);
  });

  it('answers 503, stores nothing and says so, when the database is gone', async () => {
    await loseDatabase(enquiries.service);
    const response = await post().send(sampleEnquiry).expect(503);
    expect(response.body).toEqual({ error: 'The enquiry could not be stored; nothing was sent.' });
    expect(response.headers['retry-after']).toBe('60');
    const page = await post().type('form').send(formBody(sampleEnquiry)).expect(503);
    expect(page.text).toContain('could not take it just now');
    expect(JSON.stringify(response.body)).not.toMatch(/destroyed|at \w+ \(/);
  });
});

describe('rate limiting', () => {
  /** Real connections from chosen loopback addresses: each looks like a different visitor. */
  async function postFrom(url: string, localAddress: string): Promise<{ status: number; retryAfter?: string }> {
    const { port } = new URL(url);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/enquiries',
          method: 'POST',
          localAddress,
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(sampleEnquiry));
    });
  }

  it('accepts five enquiries from one address per window, then 429 with Retry-After; others unaffected', async () => {
    const limited = await startTestEnquiries({ notSentPage, rateLimit: { max: 5, windowMs: 600_000 } });
    const server = http.createServer(createApp({ distDir: dist, service: limited.service })).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push(await postFrom(url, '127.0.0.2'));
      expect(statuses.map((s) => s.status)).toEqual([201, 201, 201, 201, 201, 429]);
      expect(Number(statuses[5]?.retryAfter)).toBeGreaterThan(500);
      expect((await postFrom(url, '127.0.0.3')).status).toBe(201);
      expect(await mailCounts(limited.service)).toEqual({ waiting: 6, delivered: 0, failed: 0 });
    } finally {
      server.close();
      await limited.stop();
    }
  });

  it('limits one client network (/24) as well as each address: a bot walking its addresses stops', async () => {
    const limited = await startTestEnquiries({
      notSentPage,
      rateLimit: { max: 5, windowMs: 600_000 },
      networkLimit: { max: 3, windowMs: 600_000 },
    });
    const server = http.createServer(createApp({ distDir: dist, service: limited.service })).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const statuses = [];
      for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'])
        statuses.push(await postFrom(url, address));
      expect(statuses.map((s) => s.status)).toEqual([201, 201, 201, 429, 429]);
      expect(Number(statuses[3]?.retryAfter)).toBeGreaterThan(500);
      // Another /24 is another network.
      expect((await postFrom(url, '127.0.1.2')).status).toBe(201);
      expect(await mailCounts(limited.service)).toEqual({ waiting: 4, delivered: 0, failed: 0 });
    } finally {
      server.close();
      await limited.stop();
    }
  });

  it('answers a retry of a stored enquiry as the first time, however often, without taking a try', async () => {
    const limited = await startTestEnquiries({ notSentPage, rateLimit: { max: 2, windowMs: 600_000 } });
    const limitedApp = createApp({ distDir: dist, service: limited.service });
    const retried = { ...sampleEnquiry, id: '0b6f2d4e-8a1c-4f3b-9d2e-7c5a1b3e9f10' };
    try {
      const ids = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await request(limitedApp).post('/api/enquiries').send(retried).expect(201);
        ids.push(response.body.id);
      }
      expect(new Set(ids)).toEqual(new Set([retried.id]));
      // The address still has its second try for a new enquiry, then the limit.
      await request(limitedApp).post('/api/enquiries').send(sampleEnquiry).expect(201);
      await request(limitedApp).post('/api/enquiries').send(sampleEnquiry).expect(429);
      expect(await mailCounts(limited.service)).toEqual({ waiting: 2, delivered: 0, failed: 0 });
    } finally {
      await limited.stop();
    }
  });
});

describe('GET /api/health', () => {
  it('reports the engine, a database that answers, and how many emails wait, without personal data', async () => {
    await post().send(sampleEnquiry).expect(201);
    const response = await request(app).get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      engine: 'sqlite',
      database: 'ok',
      deliveriesRecorded: true,
      waiting: 1,
      failed: 0,
      oldestWaitingMinutes: 0,
      smtp: 'not configured',
      build: { builtOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), ageDays: expect.any(Number), stale: false },
      timeBound: { known: true, due: [], next: '2027-03-01' },
      calendar: { bankHolidaysUntil: expect.stringMatching(/^\d{4}-12-31$/), warning: null },
      freeTimes: expect.any(Number),
      busyCalendars: [],
      proofOfWork: { on: false, difficulty: 0 },
      keyDateRules: { ended: [], nextEnds: '2027-07-07' },
      problems: [],
    });
    expect(response.text).not.toMatch(/Ada|example\.com/);
  });

  it('names the key-date rules that have ended, from the day after their last deadline', async () => {
    const later = await startTestEnquiries({ clock: () => new Date('2027-07-19T12:00:00Z') });
    try {
      const { body } = await request(createApp({ distDir: dist, service: later.service }))
        .get('/api/health')
        .expect(200);
      expect(body.keyDateRules).toEqual({
        ended: ['key-date rule p11d (from 2027-07-07)'],
        nextEnds: '2027-07-20',
      });
    } finally {
      await later.stop();
    }
  });

  it('says how old the deployed build is, and warns once it is older than BUILD_MAX_AGE_DAYS', async () => {
    const old = await startTestEnquiries({
      build: { builtOn: '2026-03-02', maxAgeDays: 30 },
      clock: () => new Date('2026-11-25T12:00:00Z'),
    });
    try {
      const { body } = await request(createApp({ distDir: dist, service: old.service }))
        .get('/api/health')
        .expect(200);
      expect(body.build).toEqual({ builtOn: '2026-03-02', ageDays: 268, stale: true });
    } finally {
      await old.stop();
    }
  });

  it('asks the database at most once every few seconds, however often it is asked', async () => {
    // The service's clock stands still while it is asked, so a slow machine cannot let the few
    // seconds pass between two asks; then it is moved on by exactly that time.
    let now = new Date('2026-11-25T12:00:00Z');
    const held = await startTestEnquiries({ clock: () => now });
    const server = http.createServer(createApp({ distDir: dist, service: held.service })).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const probe = jest.spyOn(held.service.outbox, 'counts');
      const answers = await Promise.all(Array.from({ length: 50 }, () => request(server).get('/api/health')));
      for (let i = 0; i < 50; i += 1) answers.push(await request(server).get('/api/health'));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(probe).toHaveBeenCalledTimes(1);
      now = new Date(now.getTime() + held.service.config.healthCacheMs);
      await request(server).get('/api/health').expect(200);
      expect(probe).toHaveBeenCalledTimes(2);
    } finally {
      server.close();
      await held.stop();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    await loseDatabase(enquiries.service);
    expect((await request(app).get('/api/health').expect(503)).body).toMatchObject({
      status: 'unavailable',
      database: 'unavailable',
    });
  });

  it('answers 404 in JSON for anything else under /api/', async () => {
    expect((await request(app).get('/api/nothing').expect(404)).body).toEqual({ error: 'Not Found' });
  });
});
