import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp, createServer } from '../../server/app/app';
import { SiteService } from '../../server/app/service';
import { testServiceConfig } from '../../test-kit/enquiry-service';
import { launchBrowser } from '../support/browser';
import { browserEndpointVariables, noScriptArgs } from './helpers';

/**
 * One browser for the whole run, and one with JavaScript off: every file connects to them
 * (tests/e2e/helpers.ts), each in browser contexts of its own, instead of starting Chromium
 * again. Then the build, served with the preview server on a free loopback port for the whole
 * run; E2E_BASE_URL, when set, points the suite at a server that is already running instead.
 */
export default async function globalSetup(): Promise<void> {
  const browsers = await Promise.all([launchBrowser(), launchBrowser({}, noScriptArgs)]);
  (globalThis as { __E2E_BROWSERS__?: typeof browsers }).__E2E_BROWSERS__ = browsers;
  process.env[browserEndpointVariables.on] = browsers[0].wsEndpoint();
  process.env[browserEndpointVariables.off] = browsers[1].wsEndpoint();

  if (process.env.E2E_BASE_URL) return;
  const distDir = path.resolve(__dirname, '../../dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('The e2e tests serve the build, and there is none: run "npm run build" first (npm test does).');
  }
  // The enquiry and booking API as in the preview, on a database of its own; no SMTP
  // (src/features/enquiry/enquiry.e2e.test.ts runs its own servers with a mailbox).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const service = await SiteService.start(testServiceConfig({ pollMs: 15_000 }, dataDir), {
    info: () => undefined,
    warn: (line) => console.warn(line),
  });
  const server = createServer(createApp({ distDir, service })).listen(0, '127.0.0.1');
  server.once('close', () => void service.stop().then(() => fs.rmSync(dataDir, { recursive: true, force: true })));
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  (globalThis as { __E2E_SERVER__?: typeof server }).__E2E_SERVER__ = server;
}
