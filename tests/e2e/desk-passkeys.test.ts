import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createApp, createServer } from '../../server/app/app';
import { freePort } from '../../scripts/serve-nginx';
import { deskCopy } from '../../src/features/desk/content/desk';
import { passkeyCopy } from '../../src/features/desk/content/passkeys';
import { startTestEnquiries, type TestEnquiries } from '../../test-kit/enquiry-service';
import { SmtpSink } from '../../test-kit/smtp-sink';
import { until } from '../../test-kit/until';
import { axeViolations } from '../support/axe';
import { viewports } from '../support/browser';
import { useBrowser } from './helpers';

/**
 * Passkeys in a real browser: Chromium's own WebAuthn with a virtual authenticator (the DevTools
 * protocol's WebAuthn.addVirtualAuthenticator, an internal one with user verification), driven
 * by the desk's script and @simplewebauthn/browser as served by the desk. A member signs in by
 * the emailed link, adds a passkey, signs out, and signs in again with the passkey alone. The
 * page is at http://localhost:PORT, which WebAuthn treats as secure, and the desk's site address
 * is set to it (the relying party is the site's host). axe and screenshots at 390 and 1440 px of
 * the sign-in page and the passkeys page go to SHOTS_DIR (reports/screenshots/desk by default).
 */
const browser = useBrowser();
const dist = path.resolve(__dirname, '../../dist');
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../reports/screenshots/desk');
const administrator = 'sam.clerk@harbourline.example';

let sink: SmtpSink;
let site: { url: string; enquiries: TestEnquiries; server: http.Server };

beforeAll(async () => {
  fs.mkdirSync(shotDir, { recursive: true });
  sink = await new SmtpSink().start();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const enquiries = await startTestEnquiries({
    smtpUrl: sink.url,
    desk: { staff: [{ name: 'Sam Clerk', email: administrator, role: 'administrator' }], siteUrl: url },
  });
  const server = createServer(createApp({ distDir: dist, service: enquiries.service }));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  site = { url, enquiries, server };
}, 30_000);

afterAll(async () => {
  site?.server.closeAllConnections();
  site?.server.close();
  await site?.enquiries.stop();
  await sink?.stop();
});

// A whole walk (two sign-ins, a passkey made, two pages checked with axe at two widths): longer than Jest's default.
it('adds a passkey after signing in by link, then signs in with it alone', async () => {
  const page = await browser.open(`${site.url}/desk/sign-in`, 'phone', { javaScript: true });
  const cdp = await page.createCDPSession();
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const shoot = async (name: string) => {
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shotDir, `${name}-390.png`), fullPage: true });
    await page.setViewport(viewports.desktop);
    await page.screenshot({ path: path.join(shotDir, `${name}-1440.png`), fullPage: true });
    await page.setViewport(viewports.phone);
  };
  const go = (act: Promise<unknown>) => Promise.all([page.waitForNavigation(), act]);

  // The sign-in page, reloaded now that the browser has an authenticator: the passkey button shows.
  await page.reload();
  await page.waitForSelector('[data-passkey="sign-in"]:not([hidden])');
  await shoot('sign-in-with-passkey');
  await page.type('#desk-email', administrator);
  await go(page.click(`::-p-aria([name="${deskCopy.signIn.button}"][role="button"])`));
  await until(() => sink.messages.length === 1);
  const link = /(\/desk\/sign-in\/[\w-]{43})/.exec(sink.messages[0]?.parsed.text ?? '')?.[1];
  await page.goto(`${site.url}${link}`);
  await go(page.click(`::-p-aria([name="${deskCopy.link.button}"][role="button"])`));
  expect(new URL(page.url()).pathname).toBe('/desk/diary');

  await go(page.click('a[href="/desk/passkeys"]'));
  await page.waitForSelector('[data-passkey="add"]:not([hidden])');
  await go(page.click(`::-p-aria([name="${passkeyCopy.add}"][role="button"])`));
  expect(new URL(page.url()).search).toBe('?done=added');
  expect(await page.$eval('main', (main) => main.textContent)).toContain(passkeyCopy.addedNotice);
  await shoot('passkeys');
  // The passkey is in the authenticator, made for the site's host; the desk keeps only its public key.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((credential) => [credential.rpId, credential.isResidentCredential])).toEqual([
    ['localhost', true],
  ]);

  await go(page.click(`::-p-aria([name="${deskCopy.nav.signOut}"][role="button"])`));
  await page.waitForSelector('[data-passkey="sign-in"]:not([hidden])');
  await go(page.click(`::-p-aria([name="${passkeyCopy.signIn}"][role="button"])`));
  expect(new URL(page.url()).pathname).toBe('/desk/diary');
  expect(await page.$eval('main', (main) => main.textContent)).toContain('Sam Clerk');
  expect(sink.messages).toHaveLength(1);
}, 90_000);
