import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort, startNginx, type RunningNginx } from '../../scripts/serve-nginx';
import { createEnquiryApp } from '../../server/app/enquiry-server';
import { securityHeaders } from '../../server/platform/http/http-rules';
import {
  escapedJson,
  formBody,
  longestEnquiry,
  sampleEnquiry,
  refuseWrites,
  startTestEnquiries,
  type TestEnquiries,
} from '../../test-kit/enquiry-service';
import { describeWithNginx } from '../../test-kit/nginx';
import { rawRequest } from '../../test-kit/raw-request';
import { enquiryRoutes } from '../../src/features/enquiry/server/http';
import { limitText } from '../../server/platform/http/body-limits';

const enquiryBodyLimitBytes = enquiryRoutes.bodyLimitBytes;
const enquiryBodyLimitText = limitText(enquiryBodyLimitBytes);

/**
 * The production pair: nginx (the project's nginx.conf) in front of the enquiry service, with the
 * service's own rate limit as deployed (five per address per window). Refusals that only the pair
 * can give: the edge's rate limit, the service down and back, a spoofed X-Forwarded-For.
 */
const dist = path.resolve(__dirname, '../../dist');

const json = { 'content-type': 'application/json' };
const valid = JSON.stringify(sampleEnquiry);

describeWithNginx('nginx in front of the enquiry service', () => {
  let nginx: RunningNginx;
  let enquiries: TestEnquiries;
  let service: http.Server;
  let servicePort: number;

  const listen = () =>
    new Promise<void>((resolve) => {
      service = http.createServer(createEnquiryApp(enquiries.service)).listen(servicePort, '127.0.0.1', resolve);
    });
  const close = async () => {
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
  };

  beforeAll(async () => {
    enquiries = await startTestEnquiries({
      notSentPage: path.join(dist, 'contact/not-sent/index.html'),
      rateLimit: { max: 5, windowMs: 600_000 },
    });
    servicePort = await freePort();
    await listen();
    nginx = await startNginx({
      port: await freePort(),
      distDir: dist,
      quiet: true,
      enquiryServiceUrl: `http://127.0.0.1:${servicePort}`,
    });
  }, 20_000);

  afterAll(async () => {
    await nginx?.stop();
    if (service?.listening) await close();
    await enquiries?.stop();
  });

  const post = (localAddress: string, body = valid, headers: Record<string, string> = json) =>
    rawRequest(nginx.url, '/api/enquiries', { method: 'POST', headers, body, localAddress });

  it('lets one address send five enquiries, then answers 429 with one Retry-After; others still get through', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await post('127.0.0.50'));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(500);
    expect(answers[5]!.headers['cache-control']).toBe('no-store');
    expect((await post('127.0.0.51')).status).toBe(201);
  });

  it('counts the visitor nginx sees, not an X-Forwarded-For the visitor makes up', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await post('127.0.0.52', valid, { ...json, 'x-forwarded-for': `203.0.113.${i}` })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('believes X-Forwarded-For only from a proxy named in TRUSTED_PROXIES', async () => {
    const behindProxy = await startNginx({
      port: await freePort(),
      distDir: dist,
      quiet: true,
      enquiryServiceUrl: `http://127.0.0.1:${servicePort}`,
      trustedProxies: '127.0.0.60/32',
    });
    try {
      const viaProxy = (visitor: string) =>
        rawRequest(behindProxy.url, '/api/enquiries', {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': visitor },
          body: valid,
          localAddress: '127.0.0.60',
        });
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await viaProxy('203.0.113.7')).status);
      // One visitor behind the proxy is limited; another behind the same proxy is not.
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect((await viaProxy('203.0.113.8')).status).toBe(201);
    } finally {
      await behindProxy.stop();
    }
  });

  it('limits a flood of posts from one address at the edge: 429 from nginx, plain text, Retry-After 60', async () => {
    const answers = [];
    for (let i = 0; i < 16; i += 1) answers.push(await post('127.0.0.53', 'x', { 'content-type': 'text/plain' }));
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, 11)).toEqual(Array(11).fill(415)); // a burst of 10 beyond the rate
    expect(statuses.slice(11)).toEqual(Array(5).fill(429));
    expect(answers[15]!.headers['retry-after']).toBe('60');
    expect(answers[15]!.body.toString()).toBe('Too Many Requests\n');
    expect(answers[15]!.headers['content-security-policy']).toBeDefined();
  });

  it('does not write each refusal of a flood to its logs', async () => {
    const logged = () => fs.statSync(nginx.logFile ?? '').size;
    const before = logged();
    const answers = [];
    for (let i = 0; i < 200; i += 1) answers.push(await post('127.0.0.59', 'x', { 'content-type': 'text/plain' }));
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(189);
    // The burst's 11 answers are logged (about 120 B each); the 189 refusals after it are not.
    expect(logged() - before).toBeLessThan(11 * 300);
  });

  it('answers 503 while the service is down (the branded page for a form post), and recovers when it returns', async () => {
    await close();
    try {
      const fromApp = await post('127.0.0.54');
      expect([fromApp.status, fromApp.headers['retry-after'], fromApp.headers['cache-control']]).toEqual([
        503,
        '60',
        'no-store',
      ]);
      const fromForm = await post('127.0.0.54', formBody(sampleEnquiry), {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(fromForm.status).toBe(503);
      expect(fromForm.body.toString()).toContain('Your enquiry has not been sent');
      // The rest of the site does not depend on the service.
      expect((await rawRequest(nginx.url, '/contact')).status).toBe(200);
    } finally {
      await listen();
    }
    expect((await post('127.0.0.55')).status).toBe(201);
  });

  it('answers 503 when the service cannot store, and its health check says why', async () => {
    const restore = await refuseWrites(enquiries.service);
    try {
      const response = await post('127.0.0.56');
      expect(response.status).toBe(503);
      expect(JSON.parse(response.body.toString())).toEqual({
        error: 'The enquiry could not be stored; nothing was sent.',
      });
      expect(response.headers['retry-after']).toBe('60');
      const health = await rawRequest(nginx.url, '/api/health');
      expect([health.status, JSON.parse(health.body.toString()).database]).toEqual([503, 'unavailable']);
    } finally {
      await restore();
    }
  });

  it('accepts every enquiry the form allows, in any script, as JSON or as a form', async () => {
    for (const [i, char] of ['中', 'Ж'].entries()) {
      const longest = longestEnquiry(char);
      const address = `127.0.0.${70 + i}`;
      expect((await post(address, JSON.stringify(longest))).status).toBe(201);
      expect((await post(address, escapedJson(longest))).status).toBe(201);
      const fromForm = await post(address, formBody(longest), { 'content-type': 'application/x-www-form-urlencoded' });
      expect([fromForm.status, fromForm.headers.location]).toEqual([303, '/contact/thank-you']);
    }
  });

  it('refuses a body over the cap as the service does, chunked or not: the branded page for a form', async () => {
    const over = formBody({ ...sampleEnquiry, message: 'x'.repeat(enquiryBodyLimitBytes) });
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const headers of [formHeaders, { ...formHeaders, 'transfer-encoding': 'chunked' }]) {
      const page = await post('127.0.0.57', over, headers);
      expect([page.status, page.headers['content-type'], page.headers['cache-control']]).toEqual([
        413,
        'text/html; charset=utf-8',
        'no-store',
      ]);
      expect(page.body.toString()).toContain('Your enquiry has not been sent');
      expect(page.headers['content-security-policy']).toBe(securityHeaders['Content-Security-Policy']);
    }
    const overJson = JSON.stringify({ ...sampleEnquiry, message: 'x'.repeat(enquiryBodyLimitBytes) });
    for (const headers of [json, { ...json, 'transfer-encoding': 'chunked' }]) {
      const answer = await post('127.0.0.58', overJson, headers);
      expect([answer.status, JSON.parse(answer.body.toString())]).toEqual([
        413,
        { error: `What you sent is larger than ${enquiryBodyLimitText}.` },
      ]);
    }
  });
});
