/**
 * Runs before the tests (npm test): what they need beyond node_modules, found or fetched, or one
 * clear line saying what to install.
 *   - A browser for the browser tests: the system's Chromium or Chrome, else Puppeteer's own,
 *     installed now if need be (it needs a route to Puppeteer's downloads); else, on Debian as root
 *     or with passwordless sudo, Debian's chromium and chromium-headless-shell (and nginx with them,
 *     if missing) from apt-get. The tests' pages open in the headless shell (scripts/find-browser.ts),
 *     installed the same way where the whole browser alone is there; the whole browser is needed too.
 *   - nginx for the tests of nginx.conf: required in CI (CI=true), where it is installed the same
 *     way if it can be; elsewhere those tests are skipped, with a notice.
 *   - PostgreSQL for the database tests on the second engine: installed from Debian the same way
 *     where it can be (the tests start their own server in a temporary folder); required in CI,
 *     skipped with a notice elsewhere.
 *   - radicale, a CalDAV server, for the tests of the directors' busy calendars: the same (the tests
 *     start it on a loopback port with a temporary folder).
 *   - goaccess, which counts the staff desk's page views from an access log: the same.
 *   - docker-compose, which checks the compose files: the same.
 * What is skipped is listed again at the end of the run, test by test, with the reason
 * (test-kit/prerequisites.ts, tests/support/skipped-summary-reporter.js).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { findBrowser, headlessShellPackage, isHeadlessShell, noBrowserMessage } from './find-browser';
import { nginxInstalled, nginxMissingMessage } from '../test-kit/nginx';
import { postgresBinDir } from '../test-kit/postgres';
import { onPath } from '../test-kit/prerequisites';
import { radicaleCommand, radicaleMissingMessage } from '../test-kit/radicale';
import { goAccessPrerequisite } from '../test-kit/goaccess';

function puppeteersBrowser(): boolean {
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

/** How to run apt-get here without a question: as root, or through passwordless sudo; else null. */
function aptGet(): string[] | null {
  if (!fs.existsSync('/usr/bin/apt-get')) return null;
  const noQuestions = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  if (process.getuid?.() === 0) return noQuestions;
  try {
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
    return ['sudo', '-n', ...noQuestions];
  } catch {
    return null;
  }
}

/** Installs Debian packages, saying so in one line first; false if it cannot or they fail. */
function aptInstall(packages: string[]): boolean {
  const apt = aptGet();
  if (!apt) return false;
  console.log(`Installing ${packages.join(' and ')} from Debian (apt-get install ${packages.join(' ')}) ...`);
  const [command = 'apt-get', ...args] = apt;
  try {
    for (const step of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...packages],
    ]) {
      execFileSync(command, [...args, ...step], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 900_000 });
    }
    return true;
  } catch {
    return false;
  }
}

let ok = true;
if (!findBrowser() && !puppeteersBrowser()) {
  const packages = nginxInstalled() ? ['chromium', headlessShellPackage] : ['chromium', headlessShellPackage, 'nginx'];
  if (!aptInstall(packages) || !findBrowser()) {
    console.error(noBrowserMessage);
    ok = false;
  }
}
// The headless shell where Debian has it: the browser tests' pages at a third of the CPU. Without
// it they run in the whole browser, slower.
const browser = findBrowser();
if (browser && !isHeadlessShell(browser) && !aptInstall([headlessShellPackage])) {
  console.warn(
    `Notice: the browser tests run in ${browser}, which takes about three times the CPU of Debian's ${headlessShellPackage} (apt-get install ${headlessShellPackage}).`,
  );
}
// The whole browser too, for what only it does (its back/forward cache).
if (
  findBrowser() &&
  !findBrowser({ fullBrowser: true }) &&
  !(aptInstall(['chromium']) && findBrowser({ fullBrowser: true }))
) {
  console.error(`A browser test needs the whole browser as well as the headless shell. ${noBrowserMessage}`);
  ok = false;
}
if (!nginxInstalled()) {
  if (process.env.CI) {
    if (!aptInstall(['nginx']) || !nginxInstalled()) {
      console.error(`CI needs nginx for the tests of nginx.conf. ${nginxMissingMessage}`);
      ok = false;
    }
  } else {
    console.warn(`Notice: nginx is not installed, so the tests of nginx.conf will be skipped. ${nginxMissingMessage}`);
  }
}
if (!postgresBinDir() && !(aptInstall(['postgresql']) && postgresBinDir())) {
  const how = 'Install it with: apt-get install postgresql (the tests start their own server; nothing else to set up).';
  if (process.env.CI) {
    console.error(`CI runs the database tests on PostgreSQL too, and it is not installed. ${how}`);
    ok = false;
  } else {
    console.warn(`Notice: PostgreSQL is not installed, so the database tests run on SQLite only. ${how}`);
  }
}
if (!radicaleCommand() && !(aptInstall(['radicale']) && radicaleCommand())) {
  if (process.env.CI) {
    console.error(`CI needs radicale for the tests of the busy calendars. ${radicaleMissingMessage}`);
    ok = false;
  } else {
    console.warn(
      `Notice: radicale is not installed, so the tests against a CalDAV server will be skipped. ${radicaleMissingMessage}`,
    );
  }
}
if (!goAccessPrerequisite.present && !(aptInstall(['goaccess']) && onPath('goaccess'))) {
  const how = `Install it with: ${goAccessPrerequisite.install}.`;
  if (process.env.CI) {
    console.error(`CI needs goaccess for the tests of the desk's page views. ${how}`);
    ok = false;
  } else {
    console.warn(`Notice: goaccess is not installed, so the tests of the desk's page views will be skipped. ${how}`);
  }
}
if (!onPath('docker-compose') && !(aptInstall(['docker-compose']) && onPath('docker-compose'))) {
  if (process.env.CI) {
    console.error(
      'CI needs docker-compose for the tests of the compose files. Install it with: apt-get install docker-compose.',
    );
    ok = false;
  } else {
    console.warn(
      'Notice: docker-compose is not installed, so the tests of the compose files will be skipped (apt-get install docker-compose).',
    );
  }
}
process.exit(ok ? 0 : 1);
