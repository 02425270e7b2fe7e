import { feedMediaTypes, feedPaths } from '../../src/config/feed-paths';
import { pageDataPath } from '../../src/config/paths';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { freePort, startNginx, type RunningNginx } from '../../scripts/serve-nginx';
import { createApp, createServer } from '../../server/app/app';
import { cacheControl, healthPath, securityHeaders } from '../../server/platform/http/http-rules';
import { staticPaths } from '../../src/app/static-paths';
import {
  formBody,
  sampleEnquiry,
  startEnquiryHttp,
  startTestEnquiries,
  type TestEnquiries,
} from '../../test-kit/enquiry-service';
import { bookingBody, testBookingConfig } from '../../test-kit/booking';
import { parseHtml } from '../support/html';
import { describeWithNginx } from '../../test-kit/nginx';
import { rawRequest, type RawResponse } from '../../test-kit/raw-request';
import { enquiryRoutes } from '../../src/features/enquiry/server/http';

const enquiryBodyLimitBytes = enquiryRoutes.bodyLimitBytes;

/**
 * nginx (the project's nginx.conf, run by Debian's nginx) and the Express preview server, side by
 * side on loopback ports, asked the same questions: the same status, security headers and cache
 * policy for every URL in the corpus, and never a 5xx.
 */
const dist = path.resolve(__dirname, '../../dist');

/** The scripts and styles the home page loads. */
const firstAsset = () =>
  [...parseHtml(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).querySelectorAll('[src], [href]')]
    .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
    .filter((url) => url.startsWith('/assets/'));

interface Question {
  method: string;
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const validJson = JSON.stringify(sampleEnquiry);

/** The enquiry API: every answer it gives, through nginx to the service and from the preview. */
function apiCorpus(): Question[] {
  return [
    { method: 'POST', target: '/api/enquiries', headers: json, body: validJson },
    { method: 'POST', target: '/api/enquiries', headers: form, body: formBody({ ...sampleEnquiry, website: '' }) },
    { method: 'POST', target: '/api/enquiries', headers: json, body: JSON.stringify({ ...sampleEnquiry, email: 'x' }) },
    { method: 'POST', target: '/api/enquiries', headers: form, body: formBody({ ...sampleEnquiry, subject: '' }) },
    {
      method: 'POST',
      target: '/api/enquiries',
      headers: json,
      body: JSON.stringify({ ...sampleEnquiry, website: 'spam' }),
    },
    { method: 'POST', target: '/api/enquiries', headers: json, body: '{"name":' },
    { method: 'POST', target: '/api/enquiries', headers: { 'content-type': 'text/plain' }, body: 'hello' },
    { method: 'POST', target: '/api/enquiries', body: validJson },
    {
      method: 'POST',
      target: '/api/enquiries',
      headers: json,
      body: JSON.stringify({ ...sampleEnquiry, message: 'x'.repeat(enquiryBodyLimitBytes) }),
    },
    {
      method: 'POST',
      target: '/api/enquiries',
      headers: form,
      body: formBody({ ...sampleEnquiry, message: 'x'.repeat(enquiryBodyLimitBytes) }),
    },
    {
      method: 'POST',
      target: '/api/enquiries',
      headers: { ...form, 'transfer-encoding': 'chunked' },
      body: formBody({ ...sampleEnquiry, message: 'x'.repeat(enquiryBodyLimitBytes) }),
    },
    { method: 'POST', target: '/api/enquiries', headers: { ...json, origin: 'https://evil.example' }, body: validJson },
    { method: 'POST', target: '/api/enquiries?utm_source=x', headers: json, body: validJson },
    { method: 'GET', target: '/api/enquiries' },
    { method: 'HEAD', target: '/api/enquiries' },
    { method: 'PUT', target: '/api/enquiries', headers: json, body: validJson },
    { method: 'DELETE', target: '/api/enquiries' },
    { method: 'OPTIONS', target: '/api/enquiries' },
    { method: 'GET', target: '/api/health' },
    { method: 'POST', target: '/api/health' },
    { method: 'GET', target: '/api/nothing' },
    { method: 'POST', target: '/api/nothing', headers: json, body: validJson },
    { method: 'GET', target: '/api' },
    { method: 'POST', target: '/api', headers: json, body: validJson },
    { method: 'POST', target: '/Api/enquiries', headers: json, body: validJson },
    { method: 'GET', target: '/api/../etc/passwd' },
    { method: 'POST', target: '/api/%2e%2e/enquiries', headers: json, body: validJson },
    { method: 'GET', target: `/api/${'a'.repeat(9000)}` },
  ];
}

/** The booking API (on a fixed clock, the same on both sides): the grid, a booking, the slot taken, the refusals. */
function bookingCorpus(): Question[] {
  const booking = JSON.stringify(bookingBody('2026-12-01T10:00'));
  return [
    { method: 'GET', target: '/api/bookings/slots' },
    { method: 'HEAD', target: '/api/bookings/slots' },
    { method: 'PUT', target: '/api/bookings/slots', headers: json, body: booking },
    { method: 'POST', target: '/api/bookings', headers: json, body: booking },
    { method: 'POST', target: '/api/bookings', headers: json, body: booking },
    { method: 'POST', target: '/api/bookings', headers: form, body: formBody(bookingBody('2026-12-01T10:00')) },
    { method: 'POST', target: '/api/bookings', headers: json, body: JSON.stringify(bookingBody('2026-11-28T10:00')) },
    { method: 'POST', target: '/api/bookings', headers: form, body: formBody({ slot: '2026-12-01T11:00' }) },
    { method: 'POST', target: '/api/bookings', headers: { 'content-type': 'text/plain' }, body: 'hello' },
    { method: 'POST', target: '/api/bookings', headers: { ...json, origin: 'https://evil.example' }, body: booking },
    { method: 'GET', target: '/api/bookings' },
    { method: 'GET', target: '/api/bookings/00000000-0000-4000-8000-000000000000' },
    { method: 'GET', target: '/api/bookings/00000000-0000-4000-8000-000000000000.ics' },
  ];
}

/** The staff desk (the service's pages, proxied as the API is): its pages, refusals and near misses. */
function deskCorpus(): Question[] {
  const get = (target: string) => ({ method: 'GET', target });
  const email = formBody({ email: 'eleanor.hartley@harbourline.example' });
  return [
    ...[
      '/desk',
      '/desk/',
      '/desk?from=x',
      '/desk/sign-in',
      '/desk/sign-in/',
      '/desk/diary',
      '/desk/audit',
      '/desk/enquiries',
      '/desk/enquiries.csv',
    ].map(get),
    get(`/desk/sign-in/${'a'.repeat(43)}`),
    get('/desk/nothing'),
    get('/desktop'),
    get('/desk/../etc/passwd'),
    get('/desk/.env'),
    { method: 'HEAD', target: '/desk/sign-in' },
    { method: 'POST', target: '/desk/sign-in', headers: form, body: email },
    { method: 'POST', target: '/desk/sign-in', headers: { ...form, origin: 'https://evil.example' }, body: email },
    { method: 'POST', target: '/desk/sign-in', headers: form, body: '' },
    { method: 'POST', target: '/desk/sign-in', headers: form, body: `email=${'a'.repeat(9000)}` },
    { method: 'POST', target: `/desk/sign-in/${'a'.repeat(43)}`, headers: form, body: '' },
    { method: 'POST', target: '/desk/sign-out', headers: form, body: 'csrf=x' },
    { method: 'PUT', target: '/desk/sign-in', headers: form, body: email },
    { method: 'DELETE', target: '/desk' },
    { method: 'POST', target: '/desktop', headers: form, body: email },
  ];
}

function corpus(): Question[] {
  const get = (target: string) => ({ method: 'GET', target });
  const targets = [
    // Every route known at build time, with and without a trailing slash.
    ...staticPaths().map((p) => p),
    ...staticPaths()
      .filter((p) => p !== '/')
      .slice(0, 10)
      .map((p) => `${p}/`),
    // Assets, files, and missing ones.
    ...firstAsset(),
    '/assets/main.0000000000.js',
    '/assets/',
    '/assets',
    '/favicon.svg',
    '/og-image.png',
    '/robots.txt',
    '/sitemap.xml',
    // The insights' feeds: files under a route's prefix, each with its own media type.
    ...Object.values(feedPaths),
    '/insights/no-such-article',
    '/insights/topics/no-such-topic',
    '/insights/topics',
    // The further pages of the listings (prerendered only), and the data each insights page fetches.
    '/insights/page/1',
    '/insights/page/99',
    '/insights/topics/no-such-topic/page/2',
    pageDataPath('/insights'),
    pageDataPath('/insights/page/99'),
    '/data/',
    '/favicon.ico',
    '/index.html',
    '/app-shell.html',
    '/404.html',
    '/services/tax/index.html',
    // The key dates' calendar feeds (text/calendar, an hour's cache), and ones that do not exist.
    '/key-dates/employers.ics',
    '/key-dates/vat.ics',
    '/key-dates/nobody.ics',
    '/key-dates/employers.ICS',
    // Wildcards the client router matches, and near misses it does not.
    '/sectors/unknown',
    '/sectors/financial-services/unknown-subsector',
    '/sectors/a/b/c/d',
    '/services/unknown',
    '/services/tax/unknown',
    '/services/a/b/c',
    '/key-dates/nobody',
    '/key-dates/employers/more',
    '/nope',
    '/about/team',
    '/contact/thanks',
    '/Services',
    // Query strings and fragments (a fragment is never sent, but a client may).
    '/?utm_source=newsletter',
    '/about?x=1&y=2',
    '/services?open=tax#fintech',
    '/contact#enquiry',
    // Percent-encodings, valid and not.
    '/services/%74ax',
    '/about%2F',
    '/sectors/caf%C3%A9',
    '/%E0%A4%A',
    '/%ZZ',
    '/about%00',
    '/%00',
    // Traversal and dotfile attempts.
    '/../etc/passwd',
    '/services/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/services/%2e%2e/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/..%5c..%5cpackage.json',
    '/./about',
    '/.env',
    '/.git/config',
    '/.well-known/security.txt',
    '/.htaccess',
    // Health check, and over-long targets.
    healthPath,
    `/${'a'.repeat(9000)}`,
    `/sectors/${'b'.repeat(12000)}`,
  ].map(get);
  const methods = ['HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].flatMap((method) =>
    ['/', '/contact', '/assets/main.0000000000.js', '/nope'].map((target) => ({ method, target })),
  );
  // Byte ranges: one, several, unsatisfiable, backwards, malformed, another unit; on a page, a
  // plain file, the app shell and the not-found page.
  const ranges = [
    'bytes=0-10',
    'bytes=0-10,20-30',
    'bytes=999999999-',
    'bytes=5-1',
    'bytes=abc',
    'bytes=-0',
    'items=0-5',
  ].flatMap((range) =>
    ['/', '/favicon.svg', '/sectors/unknown', '/nope'].map((target) => ({ method: 'GET', target, headers: { range } })),
  );
  return [...targets, ...methods, ...ranges, ...apiCorpus(), ...bookingCorpus(), ...deskCorpus()];
}

/** What must match: the status, each security header, the cache policy and what is allowed. */
function comparable(response: RawResponse) {
  return {
    status: response.status,
    cacheControl: response.headers['cache-control'],
    allow: response.headers.allow,
    location: response.headers.location,
    ...Object.fromEntries(Object.keys(securityHeaders).map((name) => [name, response.headers[name.toLowerCase()]])),
  };
}

describeWithNginx('nginx and the Express preview server', () => {
  let nginx: RunningNginx;
  let express: Server;
  let expressUrl: string;
  let behindNginx: Awaited<ReturnType<typeof startEnquiryHttp>>;
  let inPreview: TestEnquiries;

  beforeAll(async () => {
    // The same enquiry settings on both sides; rate limits are tested on their own.
    const settings = { notSentPage: path.join(dist, 'contact/not-sent/index.html'), booking: testBookingConfig() };
    behindNginx = await startEnquiryHttp(settings);
    inPreview = await startTestEnquiries(settings);
    nginx = await startNginx({
      port: await freePort(),
      distDir: dist,
      quiet: true,
      enquiryServiceUrl: behindNginx.url,
    });
    express = createServer(createApp({ distDir: dist, service: inPreview.service })).listen(0, '127.0.0.1');
    await new Promise((resolve) => express.once('listening', resolve));
    expressUrl = `http://127.0.0.1:${(express.address() as AddressInfo).port}`;
  }, 20_000);

  afterAll(async () => {
    await nginx?.stop();
    express?.closeAllConnections();
    await new Promise((resolve) => express?.close(resolve));
    await behindNginx?.stop();
    await inPreview?.stop();
  });

  const requests = corpus();

  it('are asked at least 80 different questions', () => {
    expect(requests.length).toBeGreaterThanOrEqual(80);
  });

  it.each(
    requests.map(
      (r, index) =>
        [
          `${r.method} ${r.target.slice(0, 60)} ${r.headers?.['content-type'] ?? r.headers?.range ?? ''}`,
          r,
          index,
        ] as const,
    ),
  )(
    '%s: same status, security headers and cache policy; no 5xx',
    async (_, { method, target, headers, body }, index) => {
      // Each question from its own loopback address, so the edge's rate limit never answers.
      const options = {
        method,
        headers,
        body,
        localAddress: `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`,
      };
      const [fromNginx, fromExpress] = await Promise.all([
        rawRequest(nginx.url, target, options),
        rawRequest(expressUrl, target, options),
      ]);
      expect(comparable(fromExpress)).toEqual(comparable(fromNginx));
      expect(fromNginx.status).toBeLessThan(500);
      expect(fromNginx.headers.server ?? '').not.toMatch(/\d/);
      expect(fromNginx.body.toString()).not.toMatch(/nginx|Express|at \w+ \(/);
      expect(fromNginx.headers['retry-after']).toBe(fromExpress.headers['retry-after']);
      expect(fromExpress.body.toString()).not.toMatch(/nginx|Express|at \w+ \(/);
    },
  );

  describe.each([
    ['nginx', () => nginx.url],
    ['Express', () => expressUrl],
  ])('%s', (_, url) => {
    it('serves the not-found page with status 404', async () => {
      const response = await rawRequest(url(), '/no-such-page');
      expect(response.status).toBe(404);
      expect(response.body.toString()).toContain('We can’t find that page');
    });

    it.each(['/insights/no-such-article', '/insights/topics/no-such-topic', '/insights/topics'])(
      'serves the not-found page with status 404 for %s: every article and topic page is prerendered',
      async (target) => {
        const response = await rawRequest(url(), target);
        expect(response.status).toBe(404);
        expect(response.body.toString()).toContain('We can’t find that page');
      },
    );

    it('serves the app shell with status 200 for a URL under a sector, which the client renders', async () => {
      const response = await rawRequest(url(), '/sectors/technology/saas-startups');
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain('<div id="root"></div>');
    });

    it.each(Object.keys(feedPaths) as (keyof typeof feedPaths)[])(
      'serves the %s feed as its own media type, the file itself, gzipped or not',
      async (feed) => {
        for (const encoding of ['gzip', 'identity']) {
          const response = await rawRequest(url(), feedPaths[feed], { headers: { 'accept-encoding': encoding } });
          expect(response.status).toBe(200);
          expect(response.headers['content-type']).toBe(`${feedMediaTypes[feed]}; charset=utf-8`);
        }
        const plain = await rawRequest(url(), feedPaths[feed]);
        expect(plain.body.toString()).toMatch(/^<\?xml /);
      },
    );

    it('answers a plain form booking with a 303 to its page, which shows the slot held until confirmed', async () => {
      const response = await rawRequest(url(), '/api/bookings', {
        method: 'POST',
        headers: form,
        body: formBody(bookingBody('2026-12-02T16:00', { email: 'parity@example.com' })),
        localAddress: '127.0.9.9',
      });
      expect(response.status).toBe(303);
      // The booking's own address with the receipt that opens it for its maker; its manage link is only in the email.
      expect(response.headers.location).toMatch(/^\/api\/bookings\/[0-9a-f-]{36}\?receipt=[\w-]{43}$/);
      const page = await rawRequest(url(), response.headers.location as string);
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('This time is held for you for 60 minutes');
      expect(page.body.toString()).toContain('Wednesday 2 December 2026, 16:00 to 16:30 (London time)');
      expect(page.body.toString()).toContain('Format: Video call');
    });

    it('answers the health check', async () => {
      const response = await rawRequest(url(), healthPath);
      expect([response.status, response.body.toString()]).toEqual([200, 'ok\n']);
    });

    it('sends gzip to clients that accept it, and plain bytes to those that do not', async () => {
      const gzip = await rawRequest(url(), '/', { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);
      const plain = await rawRequest(url(), '/');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toMatch(/<div id="root"[ >]/);
    });

    it('caches hashed assets for a year and revalidates HTML, sitemap and robots', async () => {
      const asset = firstAsset()[0] ?? '';
      expect((await rawRequest(url(), asset)).headers['cache-control']).toBe(cacheControl.immutable);
      for (const target of ['/', '/sitemap.xml', '/robots.txt', '/no-such-page']) {
        expect((await rawRequest(url(), target)).headers['cache-control']).toBe(cacheControl.revalidate);
      }
    });

    it('refuses other methods with 405 and says which are allowed', async () => {
      const response = await rawRequest(url(), '/contact', { method: 'POST' });
      expect([response.status, response.headers.allow]).toEqual([405, 'GET, HEAD']);
    });
  });
});
