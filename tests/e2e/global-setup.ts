import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
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
  const server = createServer(createApp({ distDir })).listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  (globalThis as { __E2E_SERVER__?: typeof server }).__E2E_SERVER__ = server;
}
