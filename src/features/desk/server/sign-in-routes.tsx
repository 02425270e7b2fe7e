import type { Response, Router } from 'express';
import { mailboxHash } from '../../../../server/platform/forms/address';
import { deskCopy } from '../content/desk';
import { cookie, cookieOptions, sessionCookie, signInCookie } from './cookies';
import { deskPaths } from './paths';
import { wrap, type DeskLocals as Locals, type DeskRouteKit } from './route-kit';
import { randomToken } from './secrets';
import { PasskeyButton, passkeyScripts } from './views/passkey-views';
import { LinkButton, NewLink, SignInForm } from './views/sign-in-views';
import { deskForms, emailMaxLength } from './form-fields';

/** The desk's front door (to the diary or to sign in) and the form that asks for a sign-in link. */
function signInFormRoutes(router: Router, kit: DeskRouteKit): void {
  const { desk, now, network, page, refuse, field, only, stored } = kit;
  const { config } = desk;

  router
    .route('/')
    .get((_req, res) => res.redirect(303, (res.locals as Locals).session ? deskPaths.diary : deskPaths.signIn))
    .all(only('GET, HEAD'));

  router
    .route('/sign-in')
    .get((req, res) => {
      if ((res.locals as Locals).session) return res.redirect(303, deskPaths.diary);
      const said = { out: deskCopy.signIn.signedOut, everywhere: deskCopy.signIn.signedOutEverywhere }[
        String(req.query.signed) as 'out' | 'everywhere'
      ];
      page(res, 200, {
        title: deskCopy.signIn.title,
        lead: deskCopy.signIn.lead,
        ...(said ? { notice: { text: said } } : {}),
        scripts: passkeyScripts,
        children: (
          <>
            <SignInForm />
            <PasskeyButton mode="sign-in" />
          </>
        ),
      });
    })
    .post(
      wrap(async (req, res) => {
        const email = field(req, deskForms.signIn.email).trim().slice(0, emailMaxLength);
        if (!email)
          return page(res, 400, {
            title: deskCopy.signIn.title,
            lead: deskCopy.signIn.lead,
            children: <SignInForm problem={deskCopy.signIn.missing} />,
          });
        const at = now().getTime();
        // The network first: a flood from one network is refused before it counts against an address.
        const byNetwork = await desk.perNetwork.take(network(req), at);
        const limited = byNetwork.allowed ? await desk.perAddress.take(mailboxHash(email), at) : byNetwork;
        if (!limited.allowed) {
          res.set('Retry-After', String(limited.retryAfterSeconds));
          return refuse(
            res,
            429,
            deskCopy.refused.tooManyTitle,
            deskCopy.refused.tooMany(Math.ceil(limited.retryAfterSeconds / 60)),
          );
        }
        // Every answer sets the browser's value, listed address or not: the answers cannot be told apart.
        const browser = randomToken();
        await stored(desk.signIn.request(email, browser, network(req)));
        res.cookie(signInCookie, browser, { ...cookieOptions, maxAge: config.linkMinutes * 60_000 });
        page(res, 200, {
          title: deskCopy.checkInbox.title,
          lead: deskCopy.checkInbox.lead(config.linkMinutes),
          children: <NewLink label={deskCopy.checkInbox.again} />,
        });
      }),
    )
    .all(only('GET, HEAD, POST'));
}

/** The emailed link: a page with one button (so a mail scanner's GET signs no one in), then the session. */
function signInLinkRoutes(router: Router, kit: DeskRouteKit): void {
  const { desk, network, page, only } = kit;
  const { config } = desk;

  const invalidLink = (res: Response) =>
    page(res, 410, {
      title: deskCopy.link.invalidTitle,
      lead: deskCopy.link.invalid(config.linkMinutes),
      children: <NewLink />,
    });

  router
    .route('/sign-in/:token')
    .get(
      wrap(async (req, res) => {
        if (!(await desk.signIn.usable(req.params.token))) return invalidLink(res);
        page(res, 200, {
          title: deskCopy.link.title,
          lead: deskCopy.link.lead,
          children: <LinkButton token={String(req.params.token)} />,
        });
      }),
    )
    .post(
      wrap(async (req, res) => {
        const outcome = await desk.signIn.complete(req.params.token, cookie(req, signInCookie), network(req));
        if (outcome.kind === 'invalid') return invalidLink(res);
        if (outcome.kind === 'otherBrowser')
          return page(res, 403, {
            title: deskCopy.link.otherBrowserTitle,
            lead: deskCopy.link.otherBrowser,
            children: <NewLink />,
          });
        res.clearCookie(signInCookie, cookieOptions);
        res.cookie(sessionCookie, outcome.cookie, { ...cookieOptions, maxAge: config.absoluteHours * 60 * 60_000 });
        res.redirect(303, deskPaths.diary);
      }),
    )
    .all(only('GET, HEAD, POST'));
}

/** Signing in to the desk by a one-time link sent to a listed address, bound to the browser that asked. */
export function signInRoutes(router: Router, kit: DeskRouteKit): void {
  signInFormRoutes(router, kit);
  signInLinkRoutes(router, kit);
}
