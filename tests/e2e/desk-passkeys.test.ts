import path from 'node:path';
import { freePort } from '../../scripts/serve-nginx';
import { deskCopy } from '../../src/features/desk/content/desk';
import { passkeyCopy } from '../../src/features/desk/content/passkeys';
import { useBrowser } from './helpers';
import { actions, pageCheck, signInByEmail } from './desk-walk';
import { useDeskSite } from './desk-site';
import { administrator } from '../../test-kit/desk';

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
const shotDir = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../reports/screenshots/desk');
const check = pageCheck(shotDir, { scripts: 'unchecked', classes: false });

const site = useDeskSite(async () => ({ shotDir, port: await freePort() }));

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
  const shoot = (name: string) => check(page, name, true);
  const go = (act: Promise<unknown>) => Promise.all([page.waitForNavigation(), act]);

  // The sign-in page, reloaded now that the browser has an authenticator: the passkey button shows.
  await page.reload();
  await page.waitForSelector('[data-passkey="sign-in"]:not([hidden])');
  await shoot('sign-in-with-passkey');
  await signInByEmail(page, actions(page, false), site, administrator);
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
  expect(site.sink.messages).toHaveLength(1);
}, 90_000);
