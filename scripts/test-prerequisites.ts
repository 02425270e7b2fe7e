/**
 * Runs before the tests (npm test): what they need beyond node_modules, found or fetched, or one
 * clear line saying what to install.
 *   - A browser for the browser tests: the system's Chromium or Chrome, else Puppeteer's own,
 *     installed now if need be (it needs a route to Puppeteer's downloads).
 *   - nginx for the tests of nginx.conf: required in CI (CI=true); elsewhere those tests are
 *     skipped, with a notice.
 */
import { execFileSync } from 'node:child_process';
import { findBrowser, noBrowserMessage } from '../tests/support/find-browser';
import { hasNginx, nginxMissingMessage } from '../tests/support/nginx';

function browser(): boolean {
  if (findBrowser()) return true;
  console.log(
    'No Chromium or Chrome on this machine: installing Puppeteer’s own (npx puppeteer browsers install chrome) ...',
  );
  try {
    execFileSync('npx', ['--yes', 'puppeteer', 'browsers', 'install', 'chrome'], {
      stdio: ['ignore', 'inherit', 'pipe'],
      timeout: 300_000,
    });
  } catch {
    return false;
  }
  return findBrowser() !== null;
}

let ok = true;
if (!browser()) {
  console.error(noBrowserMessage);
  ok = false;
}
if (!hasNginx) {
  if (process.env.CI) {
    console.error(`CI needs nginx for the tests of nginx.conf. ${nginxMissingMessage}`);
    ok = false;
  } else {
    console.warn(`Notice: nginx is not installed, so the tests of nginx.conf will be skipped. ${nginxMissingMessage}`);
  }
}
process.exit(ok ? 0 : 1);
