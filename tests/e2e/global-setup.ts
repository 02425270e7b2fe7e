import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadEnquiryConfig } from '../../server/enquiries/config';
import { EnquiryService } from '../../server/enquiries/service';
import { createApp, createServer } from '../../server/app';

/**
 * Serves the build with the preview server on a free loopback port for the whole e2e run.
 * E2E_BASE_URL, when set, points the suite at a server that is already running instead.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const distDir = path.resolve(__dirname, '../../dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('The e2e tests serve the build, and there is none: run "npm run build" first (npm test does).');
  }
  // The enquiry API as in the preview, on a spool of its own; no SMTP (tests/e2e/enquiry.test.ts
  // runs its own servers with a mailbox).
  const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-spool-'));
  const enquiries = await EnquiryService.start(
    { ...loadEnquiryConfig({ ENQUIRY_SPOOL_DIR: spoolDir }), rateLimit: { max: 0, windowMs: 60_000 } },
    { info: () => undefined, warn: (line) => console.warn(line) },
  );
  const server = createServer(createApp({ distDir, enquiries })).listen(0, '127.0.0.1');
  server.once('close', () => void enquiries.stop().then(() => fs.rmSync(spoolDir, { recursive: true, force: true })));
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  (globalThis as { __E2E_SERVER__?: typeof server }).__E2E_SERVER__ = server;
}
