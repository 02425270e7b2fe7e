import type { Server } from 'node:http';
import type { Browser } from 'puppeteer';

export default async function globalTeardown(): Promise<void> {
  const browsers = (globalThis as { __E2E_BROWSERS__?: Browser[] }).__E2E_BROWSERS__ ?? [];
  await Promise.all(browsers.map((browser) => browser.close()));
  const server = (globalThis as { __E2E_SERVER__?: Server }).__E2E_SERVER__;
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
