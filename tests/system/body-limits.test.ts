import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, startNginx, type RunningNginx } from '../../scripts/serve-nginx';
import { featureRoutes } from '../../server/app/features';
import { refusalBodies } from '../../server/platform/http/http-rules';
import { writeNginxIncludes } from '../../server/platform/http/nginx-includes';
import type { NamedRoutes } from '../../server/platform/http/nginx-body-limits';
import { describeWithNginx } from '../../test-kit/nginx';

/**
 * Each feature's body limit, as its plug declares it (server/platform/http/body-limits.ts), held by
 * the real nginx.conf with the includes generated from the declarations: a body at the limit goes
 * through to the service, one byte more is refused with the feature's own answer (asked of the
 * service without the body) or nginx's plain 413; a path under no feature keeps the site's 1 KB.
 * Then one declaration is changed, and only its feature's limit moves: nothing outside a feature's
 * folder holds its number. A stand-in service says what reached it, so only nginx is under test.
 */

/** What nginx's client_max_body_size holds a declared limit to: whole KB. */
const nginxLimit = (bytes: number) => Math.ceil(bytes / 1024) * 1024;

/** A path under a prefix that the stand-in answers for any method. */
const under = (prefix: string) => `${prefix}/limit-probe`;

interface Reached {
  method: string;
  path: string;
  bytes: number;
}

/** The service's stand-in: reads every body, and answers a too-large path as a feature would. */
function standIn(reached: Reached[]): Promise<http.Server> {
  const tooLargePaths = new Set(featureRoutes.flatMap((feature) => feature.tooLargePath ?? []));
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      const path = req.url ?? '';
      reached.push({ method: req.method ?? '', path, bytes });
      if (tooLargePaths.has(path)) res.writeHead(413, { 'Content-Type': 'text/plain' }).end(`own refusal: ${path}`);
      else res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`read ${bytes}`);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** nginx with the includes written from `features` into a folder of its own (and a build of one page). */
async function nginxFor(features: readonly NamedRoutes[], serviceUrl: string): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'body-limits-'));
  const includesDir = path.join(dir, 'nginx');
  const distDir = path.join(dir, 'dist');
  writeNginxIncludes(features, includesDir);
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Home</title>');
  // Many posts in a row from one address: the edge's rate limit is another test's (enquiry-nginx).
  return startNginx({
    port: await freePort(),
    distDir,
    includesDir,
    quiet: true,
    enquiryServiceUrl: serviceUrl,
    liftRateLimit: true,
  });
}

const post = async (nginx: RunningNginx, urlPath: string, bytes: number) => {
  const response = await fetch(`${nginx.url}${urlPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'x'.repeat(bytes),
  });
  return { status: response.status, body: await response.text() };
};

describeWithNginx('each feature’s body limit, through nginx', () => {
  const reached: Reached[] = [];
  let service: http.Server;
  let serviceUrl: string;
  let nginx: RunningNginx;

  beforeAll(async () => {
    service = await standIn(reached);
    serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    nginx = await nginxFor(featureRoutes, serviceUrl);
  });

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => service?.close(resolve));
  });

  it('are declared by every feature with routes, each prefix by one feature', () => {
    expect(featureRoutes.map((feature) => feature.name).sort()).toEqual(
      ['alerts', 'booking', 'desk', 'enquiry', 'tools'].sort(),
    );
    const prefixes = featureRoutes.flatMap((feature) => feature.prefixes);
    expect(prefixes.length).toBeGreaterThanOrEqual(featureRoutes.length);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it.each(featureRoutes.map((feature) => [feature.name, feature] as const))(
    '%s: a body at its limit reaches the service; one byte more gets its own refusal',
    async (_name, feature) => {
      for (const prefix of feature.prefixes) {
        const limit = nginxLimit(feature.bodyLimitBytes);
        reached.length = 0;
        const at = await post(nginx, under(prefix), limit);
        expect(at).toEqual({ status: 200, body: `read ${limit}` });
        expect(reached).toEqual([{ method: 'POST', path: under(prefix), bytes: limit }]);

        reached.length = 0;
        const over = await post(nginx, under(prefix), limit + 1);
        expect(over.status).toBe(413);
        if (feature.tooLargePath) {
          // The feature's own refusal, asked for without the body.
          expect(over.body).toBe(`own refusal: ${feature.tooLargePath}`);
          expect(reached).toEqual([{ method: 'GET', path: feature.tooLargePath, bytes: 0 }]);
        } else {
          expect(over.body).toBe(refusalBodies[413]);
          expect(reached).toEqual([]);
        }
      }
    },
  );

  it('keeps the site’s 1 KB for a path under no feature’s prefix', async () => {
    reached.length = 0;
    expect(await post(nginx, '/api/no-such-feature', 1024)).toEqual({ status: 200, body: 'read 1024' });
    expect(await post(nginx, '/api/no-such-feature', 1025)).toEqual({ status: 413, body: refusalBodies[413] });
    // Nor does a prefix take a longer name that begins with it.
    const [booking] = featureRoutes.filter((feature) => feature.name === 'booking');
    expect(await post(nginx, `${booking?.prefixes[0]}x`, 1025)).toEqual({ status: 413, body: refusalBodies[413] });
  });

  it('moves one feature’s limit when its declaration alone changes', async () => {
    const changed = featureRoutes.map((feature) =>
      feature.name === 'booking' ? { ...feature, bodyLimitBytes: 2 * 1024 } : feature,
    );
    const booking = changed.find((feature) => feature.name === 'booking');
    const enquiry = changed.find((feature) => feature.name === 'enquiry');
    if (!booking || !enquiry) throw new Error('The booking and enquiry features declare their routes.');
    const moved = await nginxFor(changed, serviceUrl);
    try {
      expect((await post(moved, under(booking.prefixes[0]!), 2 * 1024)).status).toBe(200);
      expect((await post(moved, under(booking.prefixes[0]!), 2 * 1024 + 1)).status).toBe(413);
      // Another feature's limit is as declared before.
      const enquiryLimit = nginxLimit(enquiry.bodyLimitBytes);
      expect((await post(moved, under(enquiry.prefixes[0]!), enquiryLimit)).status).toBe(200);
    } finally {
      await moved.stop();
    }
  });
});
