import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response, Router } from 'express';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { passkeyCopy } from '../content/passkeys';
import { passkeyScript } from './passkey-script';
import { deskPaths } from './paths';
import { wrap, type DeskRouteKit } from './route-kit';
import { PasskeysView, passkeyScripts } from './views/passkey-views';
import { deskForms } from './form-fields';

/** The WebAuthn library's browser bundle, read once from the installed package (never fetched from elsewhere). */
const webauthnBundle = fs.readFileSync(
  path.join(path.dirname(require.resolve('@simplewebauthn/browser')), '..', 'dist', 'bundle', 'index.umd.min.js'),
  'utf8',
);

/** A browser's WebAuthn answer, posted as JSON in the form field `response`; undefined when it is not JSON. */
function answerIn<T>(text: string): T | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Passkeys at the desk: a signed-in member adds, lists and removes their own
 * (/desk/passkeys), and anyone signs in with one from the sign-in page. The two pages that offer
 * a passkey load the library's browser bundle and the desk's script, both served from here; every
 * post is the desk's (from this site only, and once signed in with the session's token). Each
 * addition, removal, sign-in and refusal is in the audit log.
 */
export function passkeyRoutes(router: Router, kit: DeskRouteKit): void {
  const script = (body: string) => (_req: Request, res: Response) =>
    res.status(200).type('text/javascript; charset=utf-8').send(body);
  router.route('/scripts/webauthn.js').get(script(webauthnBundle)).all(kit.only('GET, HEAD'));
  router.route('/scripts/passkeys.js').get(script(passkeyScript)).all(kit.only('GET, HEAD'));
  memberPasskeyRoutes(router, kit);
  passkeySignInRoutes(router, kit);
}

/** A signed-in member's own passkeys: the list, adding one (its options, then its answer) and removing one. */
function memberPasskeyRoutes(router: Router, kit: DeskRouteKit): void {
  const { desk, page, signed, staffOnly, only, network, field } = kit;
  const notices = {
    added: { text: passkeyCopy.addedNotice },
    removed: { text: passkeyCopy.removedNotice },
    gone: { text: passkeyCopy.goneNotice, alert: true },
  };
  router
    .route('/passkeys')
    .get(
      staffOnly(async (req, res, session) => {
        const notice = notices[String(req.query.done) as keyof typeof notices];
        page(res, 200, {
          title: passkeyCopy.title,
          lead: passkeyCopy.lead,
          signed: signed(res),
          current: 'passkeys',
          scripts: passkeyScripts,
          ...(notice ? { notice } : {}),
          children: <PasskeysView passkeys={await desk.passkeys.list(session.member.email)} csrf={session.csrf} />,
        });
      }),
    )
    .all(only('GET, HEAD'));

  router
    .route('/passkeys/options')
    .post(staffOnly(async (_req, res, session) => res.json(await desk.passkeys.registrationOptions(session.member))))
    .all(only('POST'));

  router
    .route('/passkeys/add')
    .post(
      staffOnly(async (req, res, session) => {
        const response = answerIn<RegistrationResponseJSON>(field(req, deskForms.passkey.response));
        if (!response || !(await desk.passkeys.register(session.member, response)))
          return res.status(400).json({ message: passkeyCopy.notAdded });
        await desk.audit.record({
          email: session.member.email,
          action: 'added a passkey',
          detail: response.id,
          network: network(req),
        });
        res.json({ next: `${deskPaths.passkeys}?done=added` });
      }),
    )
    .all(only('POST'));

  router
    .route('/passkeys/:id/remove')
    .post(
      staffOnly(async (req, res, session) => {
        const id = String(req.params.id);
        const removed = await desk.passkeys.remove(session.member.email, id);
        if (removed)
          await desk.audit.record({
            email: session.member.email,
            action: 'removed a passkey',
            detail: id,
            network: network(req),
          });
        res.redirect(303, `${deskPaths.passkeys}?done=${removed ? 'removed' : 'gone'}`);
      }),
    )
    .all(only('POST'));
}

/** Signing in with a passkey, from the sign-in page: its options, then its answer. */
function passkeySignInRoutes(router: Router, kit: DeskRouteKit): void {
  const { desk, only, network, field } = kit;
  router
    .route('/passkey-sign-in/options')
    .post(wrap(async (_req, res) => res.json(await desk.passkeys.authenticationOptions())))
    .all(only('POST'));

  router
    .route('/passkey-sign-in')
    .post(
      wrap(async (req, res) => {
        const response = answerIn<AuthenticationResponseJSON>(field(req, deskForms.passkey.response));
        const email = response ? await desk.passkeys.authenticate(response) : undefined;
        // A passkey of someone taken off the staff list signs no one in.
        if (!email || !desk.member(email)) {
          await desk.audit.record({
            email: email ?? '',
            action: 'refused: a passkey sign-in',
            detail: email ? 'no longer on the staff list' : '',
            network: network(req),
          });
          return res.status(403).json({ message: passkeyCopy.refused });
        }
        await kit.signInAs(res, email, network(req));
        await desk.audit.record({ email, action: 'signed in with a passkey', detail: '', network: network(req) });
        res.json({ next: deskPaths.diary });
      }),
    )
    .all(only('POST'));
}
