import type { Router } from 'express';
import { cookieOptions, sessionCookie } from './cookies';
import { deskPaths } from './paths';
import type { DeskRouteKit } from './route-kit';

/** Signing out: this browser's session, or every session of this member's; each audited. */
export function signOutRoutes(router: Router, { desk, staffOnly, only, network }: DeskRouteKit): void {
  router
    .route('/sign-out')
    .post(
      staffOnly(async (req, res, session) => {
        await desk.sessions.end(session.idHash);
        await desk.audit.record({
          email: session.member.email,
          action: 'signed out',
          detail: '',
          network: network(req),
        });
        res.clearCookie(sessionCookie, cookieOptions);
        res.redirect(303, `${deskPaths.signIn}?signed=out`);
      }),
    )
    .all(only('POST'));

  router
    .route('/sign-out-everywhere')
    .post(
      staffOnly(async (req, res, session) => {
        const ended = await desk.sessions.endEverywhere(session.member.email);
        await desk.audit.record({
          email: session.member.email,
          action: 'signed out everywhere',
          detail: `${ended} session${ended === 1 ? '' : 's'} ended`,
          network: network(req),
        });
        res.clearCookie(sessionCookie, cookieOptions);
        res.redirect(303, `${deskPaths.signIn}?signed=everywhere`);
      }),
    )
    .all(only('POST'));
}
