import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveCheckout } from '../../scripts/bench-checkout';
import { freePort } from '../../scripts/serve-nginx';
import { describeWithNginx } from '../../test-kit/nginx';

/**
 * How `npm run bench -- --compare` serves a build: by that checkout's own scripts/serve-nginx.ts.
 * This checkout's own (its nginx and its service, so /book's slots are there), and a checkout
 * whose serve-nginx.ts can start nginx alone, as older ones could not start a service.
 */
const root = path.resolve(__dirname, '../..');

/** A checkout folder whose scripts/serve-nginx.ts is `source`. */
function checkoutWith(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.writeFileSync(path.join(dir, 'scripts', 'serve-nginx.ts'), source);
  return dir;
}

describeWithNginx('a build served for the side-by-side benchmark', () => {
  it('serves this checkout with its nginx and its service behind it: /book lists its slots', async () => {
    const served = await serveCheckout(root, { port: await freePort() });
    try {
      expect(served.withService).toBe(true);
      const page = await fetch(new URL('/book', served.url));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1');
      const slots = await fetch(new URL('/api/bookings/slots', served.url));
      expect(slots.status).toBe(200);
      const body = (await slots.json()) as { timeZone: string; days: unknown[] };
      expect(body.timeZone).toBe('Europe/London');
      expect(body.days.length).toBeGreaterThan(0);
    } finally {
      await served.stop();
    }
  }, 30_000);

  it('serves a checkout that can start only nginx, with /api/ sent nowhere', async () => {
    // Its startNginx is this checkout's: the build served is this one, the path taken the older one.
    const dir = checkoutWith(`export { startNginx } from ${JSON.stringify(path.join(root, 'scripts', 'serve-nginx'))};\n`);
    try {
      const served = await serveCheckout(dir, { port: await freePort() });
      try {
        expect(served.withService).toBe(false);
        expect((await fetch(new URL('/', served.url))).status).toBe(200);
        expect((await fetch(new URL('/api/bookings/slots', served.url))).status).toBeGreaterThanOrEqual(500);
      } finally {
        await served.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('refuses a checkout whose serve-nginx.ts cannot start nginx', async () => {
    const dir = checkoutWith('export const freePort = () => 0;\n');
    try {
      await expect(serveCheckout(dir, { port: await freePort() })).rejects.toThrow(
        'exports neither startProductionPair nor startNginx',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
