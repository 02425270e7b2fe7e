import express, { type NextFunction, type Request, type Response } from 'express';
import type { FeatureContext } from '../../../../server/platform/feature';
import type { DiaryEntry } from '../../../../server/platform/firm';
import { clientNetwork } from '../../../../server/platform/forms/client-network';
import { mailboxHash } from '../../../../server/platform/forms/address';
import { fromAnotherSite } from '../../../../server/platform/http/api-guards';
import { deskBodyLimitBytes, deskPrefix, refusalBodies } from '../../../../server/platform/http/http-rules';
import { deskCopy } from '../content/desk';
import { deskCookies } from '../content/privacy';
import { randomToken, sameSecret } from './secrets';
import type { Desk } from './desk';
import type { DeskSession } from './sessions';
import { deskPaths } from './paths';
import { diaryActionRoutes } from './diary-routes';
import { offerRoutes } from './offer-routes';
import { AuditView } from './views/audit-view';
import { CancelConfirm, CancelReason } from './views/cancel-views';
import { DiaryView, SignOutEverywhere } from './views/diary-view';
import { EnquiriesView } from './views/enquiries-view';
import { renderDeskPage, type DeskPageProps } from './views/document';
import { LinkButton, NewLink, SignInForm } from './views/sign-in-views';

/** The session's cookie, and the sign-in cookie that binds a link to the browser that asked for it. */
export const { session: sessionCookie, signIn: signInCookie } = deskCookies;

/** Only this page's own forms: `__Host-` (Secure, Path=/, no Domain), HttpOnly, SameSite=Strict. */
const cookieOptions = { secure: true, httpOnly: true, sameSite: 'strict', path: '/' } as const;

/** A cookie's value from the request's Cookie header (the desk reads only its own two). */
function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Whether a post came from another site: the platform's check (Origin's host, Sec-Fetch-Site
 * cross-site), and, stricter for the desk, a sibling subdomain (same-site) too.
 */
const crossSite = (req: Request) => fromAnotherSite(req) || req.get('sec-fetch-site') === 'same-site';

type Locals = { session?: DeskSession };

/**
 * The staff's desk, under /desk: sign-in by a one-time link, the diary and the cancellation as the
 * firm, the audit log, sign-out. Every page is the service's HTML (no script), `noindex`, never
 * stored; every post is refused from another site and, once signed in, without the session's token.
 */
export function deskRoutes(desk: Desk, context: FeatureContext): express.Router {
  const { config } = desk;
  const now = () => (config.clock ?? context.clock)();
  const network = (req: Request) => clientNetwork(req.ip ?? 'unknown');
  const page = (res: Response, status: number, props: DeskPageProps) =>
    res.status(status).type('html').send(renderDeskPage(config.frame, props));
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

  const router = express.Router({ caseSensitive: true, strict: false });
  const body = express.urlencoded({ limit: deskBodyLimitBytes, extended: false, parameterLimit: 10 });
  const field = (req: Request, name: string): string => {
    const value = (req.body as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value : '';
  };

  router.use((req, res, next) => {
    res.set({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
    next();
  });
  /** Every post: from this site only, and a body the desk can read. */
  router.use((req, res, next) => {
    if (req.method !== 'POST') return next();
    if (crossSite(req)) return refuse(res, 403, deskCopy.refused.crossSiteTitle, deskCopy.refused.crossSite);
    body(req, res, next);
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

  const wrap =
    (handler: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response, next: NextFunction) =>
      handler(req, res).catch(next);
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
      if (req.method === 'POST' && !sameSecret(field(req, 'csrf'), session.csrf))
        return refuse(res, 403, deskCopy.refused.crossSiteTitle, deskCopy.refused.crossSite);
      handler(req, res, session).catch(next);
    };
  const only = (methods: string) => (_req: Request, res: Response) =>
    res.set('Allow', methods).status(405).type('text/plain').send('Method Not Allowed\n');

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
        children: <SignInForm />,
      });
    })
    .post(
      wrap(async (req, res) => {
        const email = field(req, 'email').trim().slice(0, 254);
        if (!email)
          return page(res, 400, {
            title: deskCopy.signIn.title,
            lead: deskCopy.signIn.lead,
            children: <SignInForm problem={deskCopy.signIn.missing} />,
          });
        const at = now().getTime();
        const limited = [desk.perNetwork.take(network(req), at), desk.perAddress.take(mailboxHash(email), at)].find(
          (taken) => !taken.allowed,
        );
        if (limited && !limited.allowed) {
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
        await context.stored(desk.signIn.request(email, browser, network(req)));
        res.cookie(signInCookie, browser, { ...cookieOptions, maxAge: config.linkMinutes * 60_000 });
        page(res, 200, {
          title: deskCopy.checkInbox.title,
          lead: deskCopy.checkInbox.lead(config.linkMinutes),
          children: <NewLink label={deskCopy.checkInbox.again} />,
        });
      }),
    )
    .all(only('GET, HEAD, POST'));

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

  /** Whether this member may act on this consultation: an administrator any, a director their own. */
  const mayAct = (session: DeskSession, entry: DiaryEntry) =>
    session.member.role === 'administrator' || session.member.diary === entry.diary;
  const what = (entry: DiaryEntry) =>
    `${entry.directorName}, ${entry.date} ${entry.start}, ${entry.visitor.name} (reference ${entry.id})`;

  router
    .route('/diary')
    .get(
      staffOnly(async (req, res, session) => {
        const entries = await desk.diary.upcoming();
        const done = { firm: deskCopy.diary.cancelled, hold: deskCopy.diary.cancelledHold }[
          String(req.query.cancelled) as 'firm' | 'hold'
        ];
        page(res, 200, {
          title: deskCopy.diary.title,
          lead: deskCopy.diary.lead,
          signed: signed(res),
          current: 'diary',
          ...(done ? { notice: { text: done } } : {}),
          children: (
            <>
              {entries.length === 0 ? (
                <p>{deskCopy.diary.empty}</p>
              ) : (
                <DiaryView
                  directors={desk.diary.directors()}
                  entries={entries}
                  canCancel={(entry) => mayAct(session, entry)}
                />
              )}
              <SignOutEverywhere csrf={session.csrf} />
            </>
          ),
        });
      }),
    )
    .all(only('GET, HEAD'));

  /** The consultation a cancellation names, if it still holds a time and this member may act on it; else the refusal, sent. */
  const actionable = async (req: Request, res: Response, session: DeskSession) => {
    const entry = await desk.diary.find(String(req.params.id));
    if (!entry) {
      refuse(res, 404, deskCopy.refused.notFoundTitle, deskCopy.cancel.gone);
      return undefined;
    }
    if (!mayAct(session, entry)) {
      await desk.audit.record({
        email: session.member.email,
        action: 'refused: cancel another director’s consultation',
        detail: what(entry),
        network: network(req),
      });
      refuse(res, 403, deskCopy.refused.forbiddenTitle, deskCopy.cancel.notYours);
      return undefined;
    }
    return entry;
  };
  const reasonProblem = (reason: string) =>
    !reason
      ? deskCopy.cancel.missing
      : reason.length > config.reasonMaxLength
        ? deskCopy.cancel.tooLong(config.reasonMaxLength)
        : undefined;
  const cancelPage = (res: Response, status: number, session: DeskSession, children: DeskPageProps['children']) =>
    page(res, status, {
      title: deskCopy.cancel.title,
      lead: deskCopy.cancel.lead,
      signed: signed(res),
      current: 'diary',
      children,
    });

  router
    .route('/diary/:id/cancel')
    .get(
      staffOnly(async (req, res, session) => {
        const entry = await actionable(req, res, session);
        if (!entry) return;
        cancelPage(
          res,
          200,
          session,
          <CancelReason entry={entry} csrf={session.csrf} maxLength={config.reasonMaxLength} />,
        );
      }),
    )
    .post(
      staffOnly(async (req, res, session) => {
        const entry = await actionable(req, res, session);
        if (!entry) return;
        const reason = field(req, 'reason').trim();
        const problem = reasonProblem(reason);
        if (problem)
          return cancelPage(
            res,
            400,
            session,
            <CancelReason
              entry={entry}
              csrf={session.csrf}
              reason={reason}
              problem={problem}
              maxLength={config.reasonMaxLength}
            />,
          );
        page(res, 200, {
          title: deskCopy.cancel.confirmTitle,
          lead: deskCopy.cancel.confirmLead,
          signed: signed(res),
          current: 'diary',
          children: <CancelConfirm entry={entry} csrf={session.csrf} reason={reason} />,
        });
      }),
    )
    .all(only('GET, HEAD, POST'));

  router
    .route('/diary/:id/cancel/confirm')
    .post(
      staffOnly(async (req, res, session) => {
        const entry = await actionable(req, res, session);
        if (!entry) return;
        const reason = field(req, 'reason').trim();
        if (reasonProblem(reason)) return res.redirect(303, deskPaths.cancel(entry.id));
        const cancelled = await context.stored(desk.diary.cancel(entry.id, reason));
        if (!cancelled) return refuse(res, 404, deskCopy.refused.notFoundTitle, deskCopy.cancel.gone);
        await desk.audit.record({
          email: session.member.email,
          action: entry.state === 'held' ? 'cancelled an unconfirmed hold' : 'cancelled a consultation as the firm',
          detail: `${what(entry)}: ${reason}`,
          network: network(req),
        });
        res.redirect(303, `${deskPaths.diary}?cancelled=${entry.state === 'held' ? 'hold' : 'firm'}`);
      }),
    )
    .all(only('POST'));

  /** The enquiries a request's subject filter keeps (a subject not offered keeps none), and every one. */
  const filtered = async (req: Request) => {
    const all = await desk.enquiries.list();
    const subject = typeof req.query.subject === 'string' ? req.query.subject : '';
    return { all, subject, shown: subject ? all.filter((entry) => entry.subject.value === subject) : all };
  };

  router
    .route('/enquiries')
    .get(
      staffOnly(async (req, res) => {
        const { all, subject, shown } = await filtered(req);
        page(res, 200, {
          title: deskCopy.enquiries.title,
          lead: deskCopy.enquiries.lead,
          signed: signed(res),
          current: 'enquiries',
          children: (
            <EnquiriesView subjects={desk.enquiries.subjects()} subject={subject} entries={shown} total={all.length} />
          ),
        });
      }),
    )
    .all(only('GET, HEAD'));

  router
    .route('/enquiries.csv')
    .get(
      staffOnly(async (req, res, session) => {
        const { subject, shown } = await filtered(req);
        await desk.audit.record({
          email: session.member.email,
          action: 'downloaded enquiries as CSV',
          detail: `${shown.length} enquiries${subject ? `, subject ${subject}` : ''}`,
          network: network(req),
        });
        res
          .status(200)
          .type('text/csv; charset=utf-8')
          .set('Content-Disposition', 'attachment; filename="enquiries.csv"')
          .send(await desk.enquiries.csv(shown.map((entry) => entry.id)));
      }),
    )
    .all(only('GET, HEAD'));

  router
    .route('/audit')
    .get(
      staffOnly(async (req, res, session) => {
        if (session.member.role !== 'administrator') {
          await desk.audit.record({
            email: session.member.email,
            action: 'refused: the audit log (administrators only)',
            detail: '',
            network: network(req),
          });
          return refuse(res, 403, deskCopy.refused.forbiddenTitle, deskCopy.audit.administratorsOnly);
        }
        page(res, 200, {
          title: deskCopy.audit.title,
          lead: deskCopy.audit.lead(config.auditDays),
          signed: signed(res),
          current: 'audit',
          children: <AuditView entries={await desk.audit.latest()} />,
        });
      }),
    )
    .all(only('GET, HEAD'));

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

  router.use(diaryActionRoutes(desk, { page, refuse, staffOnly, field, network, signed, mayAct, what, now }));
  router.use(offerRoutes(desk, { page, refuse, staffOnly, field, network, signed, mayAct, what, now }));
  router.use((_req, res) => refuse(res, 404, deskCopy.refused.notFoundTitle, deskCopy.refused.notFound));
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
