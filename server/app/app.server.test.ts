import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from './app';
import { cacheControl, securityHeaders } from '../platform/http/http-rules';
import { startTestEnquiries, type TestEnquiries } from '../../test-kit/enquiry-service';

/**
 * A small build, made for the test: two prerendered pages, the app shell, the not-found page, a
 * hashed asset, a plain file and a dotfile (and a private file beside the build).
 */
function makeBuild(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-')), 'dist');
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'about'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title><div id="root">Home</div>');
  fs.writeFileSync(
    path.join(dir, 'about', 'index.html'),
    '<!doctype html><title>about</title><div id="root">About</div>',
  );
  fs.writeFileSync(path.join(dir, 'app-shell.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>404</title><div id="root">Not found</div>');
  fs.writeFileSync(path.join(dir, 'assets', 'main.0123456789.js'), 'console.log("app");');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  fs.writeFileSync(path.join(dir, '..', 'outside-build.txt'), 'private');
  return dir;
}

const build = makeBuild();
let app: ReturnType<typeof createApp>;
let enquiries: TestEnquiries;

beforeAll(async () => {
  enquiries = await startTestEnquiries();
  app = createApp({ distDir: build, service: enquiries.service });
});
afterAll(async () => {
  await enquiries.stop();
  fs.rmSync(path.dirname(build), { recursive: true, force: true });
});

describe('preview server', () => {
  describe('pages', () => {
    it.each([
      ['/', 'Home'],
      ['/about', 'About'],
      ['/about/', 'About'],
      ['/about?ref=newsletter', 'About'],
    ])('serves the prerendered page for %s', async (url, body) => {
      const res = await request(app).get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain(`<div id="root">${body}</div>`);
      expect(res.headers['cache-control']).toBe(cacheControl.revalidate);
    });

    it.each(['/services', '/services/tax', '/services/audit/safeguarding-audit', '/contact'])(
      'serves the app shell (history-API fallback) with status 200 for the route %s, not prerendered here',
      async (url) => {
        const res = await request(app).get(url);
        expect(res.status).toBe(200);
        expect(res.text).toContain('<title>shell</title>');
        expect(res.headers['cache-control']).toBe(cacheControl.revalidate);
      },
    );

    it.each(['/insights/no-such-article', '/insights/topics/no-such-topic'])(
      'serves the not-found page with status 404 for %s, whose route has all its pages prerendered, not this one',
      async (url) => {
        const res = await request(app).get(url);
        expect(res.status).toBe(404);
        expect(res.text).toContain('<div id="root">Not found</div>');
      },
    );

    it.each(['/no-such-page', '/about/team', '/services/a/b/c', '/index'])(
      'serves the not-found page with status 404 for %s, which no route matches',
      async (url) => {
        const res = await request(app).get(url);
        expect(res.status).toBe(404);
        expect(res.text).toContain('<div id="root">Not found</div>');
      },
    );

    it.each(['/services/%2e%2e/%2e%2e', '/sectors/..%2f..%2f/x', '/services/%2e%2e', '/about%00'])(
      'refuses %s, which names a parent folder or a NUL byte, with 400',
      async (url) => {
        const res = await request(app).get(url);
        expect(res.status).toBe(400);
        expect(res.text).not.toMatch(/private|SECRET/);
      },
    );
  });

  describe('files', () => {
    it('caches content-hashed assets for a year as immutable', async () => {
      const res = await request(app).get('/assets/main.0123456789.js');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
    });

    it('revalidates assets when they are not content-hashed (the development server)', async () => {
      const development = createApp({ distDir: build, service: enquiries.service, hashedAssets: false });
      const res = await request(development).get('/assets/main.0123456789.js');
      expect([res.status, res.headers['cache-control']]).toEqual([200, 'no-cache']);
    });

    it('revalidates files whose names do not change between builds', async () => {
      const res = await request(app).get('/favicon.svg');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/assets/main.missing.js', '/robots.txt', '/assets/'])(
      'answers a missing file %s with a plain 404, not the app',
      async (url) => {
        const res = await request(app).get(url);
        expect(res.status).toBe(404);
        expect(res.text).not.toContain('<div id="root">');
      },
    );

    it.each(['/.env', '/%2e%2e/outside-build.txt', '/assets/..%2f..%2foutside-build.txt', '/..%5coutside-build.txt'])(
      'never serves dotfiles or files outside the build: %s',
      async (url) => {
        const res = await request(app).get(url);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.text).not.toMatch(/SECRET|private/);
      },
    );
  });

  describe('requests it refuses', () => {
    it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('answers %s with 405 and an Allow header', async (method) => {
      const res = await request(app)[method.toLowerCase() as 'post' | 'put' | 'delete' | 'patch']('/contact');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    });

    it('answers malformed percent-encoding with 400, not a crash', async () => {
      const res = await request(app).get('/%E0%A4%A');
      expect(res.status).toBe(400);
    });

    it('answers HEAD like GET without a body', async () => {
      const res = await request(app).head('/services');
      expect(res.status).toBe(200);
      expect(res.text).toBeUndefined();
    });
  });

  it.each(['/', '/assets/main.0123456789.js', '/no-such-page', '/.env'])(
    'sends the security headers on %s and no server version',
    async (url) => {
      const res = await request(app).get(url);
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(res.headers[name.toLowerCase()]).toBe(value);
      }
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers.server).toBeUndefined();
    },
  );
});
