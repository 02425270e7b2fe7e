import express, { type NextFunction, type Request, type Response } from 'express';
import type { FeatureContext } from '../../../../server/platform/feature';
import { clientNetwork } from '../../../../server/platform/forms/client-network';
import { fromAnotherSite } from '../../../../server/platform/http/api-guards';
import { deskPrefix, refusalBodies } from '../../../../server/platform/http/http-rules';
import { deskRoutesDeclared } from './http';
import { deskCopy } from '../content/desk';
import { auditRoutes } from './audit-routes';
import { diaryCancelRoutes } from './cancel-routes';
import { cookie, cookieOptions, sessionCookie } from './cookies';
import { deskNetworkGate } from './networks';
import { passkeyRoutes } from './passkey-routes';
import { sameSecret } from './secrets';
import type { Desk } from './desk';
import type { DeskSession } from './sessions';
import { sourcesRoutes } from './sources-routes';
import { deskPaths } from './paths';
import { diaryActionRoutes } from './diary-routes';
import { enquiryDeskRoutes } from './enquiry-routes';
import { peopleDeskRoutes } from './people-routes';
import type { DeskLocals as Locals, DeskRouteKit } from './route-kit';
import { signInRoutes } from './sign-in-routes';
import { signOutRoutes } from './sign-out-routes';
import { offerRoutes } from './offer-routes';
import { csrfField, mostFormFields } from './form-fields';
import { keepRawForm, readOverfullOffer } from './overfull-offer';
import { renderDeskPage, type DeskPageProps } from './views/document';
import { SignInForm } from './views/sign-in-views';

export { sessionCookie, signInCookie } from './cookies';

/**
 * Whether a post came from another site: the platform's check (Origin's host, Sec-Fetch-Site
 * cross-site), and, stricter for the desk, a sibling subdomain (same-site) too.
 */
const crossSite = (req: Request) => fromAnotherSite(req) || req.get('sec-fetch-site') === 'same-site';

/** The kit every desk route module is handed: one page, one refusal, one guard for all of them. */
function deskKit(desk: Desk, context: FeatureContext): DeskRouteKit {
  const { config } = desk;
  const page = (res: Response, status: number, props: DeskPageProps) =>
    res
      .status(status)
      .type('html')
      .send(renderDeskPage(config.frame, { refused: status >= 400, ...props }));
  const signed = (res: Response) => {
    const session = (res.locals as Locals).session;
    return session ? { member: session.member, csrf: session.csrf } : undefined;
  };
  const refuse = (res: Response, status: number, title: string, text: string) =>
    page(res, status, {
      title,
      signed: signed(res),
      notice: { text, alert: true },
      children: (
        <p>
          <a href={deskPaths.home} className="font-semibold text-teal-800 underline">
            {deskCopy.refused.back}
          </a>
        </p>
      ),
    });
  const field = (req: Request, name: string): string => {
    const value = (req.body as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value : '';
  };
  /** Signed in (and, for a post, carrying the session's token), or sent to sign in. */
  const staffOnly =
    (handler: (req: Request, res: Response, session: DeskSession) => Promise<unknown>) =>
    (req: Request, res: Response, next: NextFunction) => {
      const session = (res.locals as Locals).session;
      if (!session) {
        if (req.method === 'GET' || req.method === 'HEAD') return res.redirect(303, deskPaths.signIn);
        return page(res, 403, {
          title: deskCopy.signIn.title,
          notice: { text: deskCopy.signIn.ended, alert: true },
          children: <SignInForm />,
        });
      }
      if (req.method === 'POST' && !sameSecret(field(req, csrfField), session.csrf))
        return refuse(res, 403, deskCopy.refused.crossSiteTitle, deskCopy.refused.crossSite);
      handler(req, res, session).catch(next);
    };
  const only = (methods: string) => (_req: Request, res: Response) =>
    res.set('Allow', methods).status(405).type('text/plain').send('Method Not Allowed\n');
  const signInAs = async (res: Response, email: string, from: string) => {
    const value = await desk.sessions.start(email, from);
    res.cookie(sessionCookie, value, { ...cookieOptions, maxAge: config.absoluteHours * 60 * 60_000 });
  };
  return {
    desk,
    now: () => (config.clock ?? context.clock)(),
    stored: context.stored,
    network: (req: Request) => clientNetwork(req.ip ?? 'unknown'),
    page,
    refuse,
    signed,
    field,
    staffOnly,
    only,
    signInAs,
  };
}

/**
 * The staff's desk, under /desk: sign-in by a one-time link, the diary and the cancellation as the
 * firm, the audit log, sign-out. Every page is the service's HTML (no script), `noindex`, never
 * stored; every post is refused from another site and, once signed in, without the session's token.
 */
export function deskRoutes(desk: Desk, context: FeatureContext): express.Router {
  const kit = deskKit(desk, context);
  const { refuse } = kit;
  const { config } = desk;
  const notFound = (res: Response) => refuse(res, 404, deskCopy.refused.notFoundTitle, deskCopy.refused.notFound);
  const router = express.Router({ caseSensitive: true, strict: false });
  const body = express.urlencoded({
    limit: deskRoutesDeclared.bodyLimitBytes,
    extended: false,
    parameterLimit: mostFormFields(desk.diary.offerLimits.times),
    verify: keepRawForm,
  });

  router.use((req, res, next) => {
    res.set({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
    next();
  });
  router.use(deskNetworkGate(config.networks, (res) => notFound(res)));
  /** Every post: from this site only, and a body the desk can read. */
  router.use((req, res, next) => {
    if (req.method !== 'POST') return next();
    if (crossSite(req)) return refuse(res, 403, deskCopy.refused.crossSiteTitle, deskCopy.refused.crossSite);
    body(req, res, (error?: unknown) => (error && !readOverfullOffer(req, error) ? next(error) : next()));
  });
  /** The session, where the browser has one. */
  router.use(async (req, res, next) => {
    try {
      const session = await desk.sessions.find(cookie(req, sessionCookie));
      if (session) (res.locals as Locals).session = session;
      next();
    } catch (error) {
      next(error);
    }
  });

  // Each module adds its routes to this router (route-kit.ts), in the same way.
  for (const routes of [
    signInRoutes,
    diaryCancelRoutes,
    enquiryDeskRoutes,
    peopleDeskRoutes,
    auditRoutes,
    signOutRoutes,
    diaryActionRoutes,
    sourcesRoutes,
    offerRoutes,
    passkeyRoutes,
  ])
    routes(router, kit);
  router.use((_req, res) => notFound(res));
  // A body too large or unreadable: refused in plain text, as nginx refuses one over its cap.
  router.use((error: Error & { status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent || !error.status || error.status < 400 || error.status >= 500) return next(error);
    const status = error.status === 413 ? 413 : 400;
    res.status(status).type('text/plain').send(refusalBodies[status]);
  });

  const outer = express.Router({ caseSensitive: true, strict: false });
  outer.use(deskPrefix, router);
  return outer;
}
