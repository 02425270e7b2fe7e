import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Desk } from './desk';
import type { DeskSession } from './sessions';
import type { DeskPageProps, Signed } from './views/document';

/**
 * What the desk's router (routes.tsx) hands each of its route modules: its page, its refusals and
 * its guards, so every module answers, guards and audits one way and mounts with one line, each as
 * `xRoutes(router, kit)` adding its routes to the desk's router (paths relative to /desk).
 */
export interface DeskRouteKit {
  desk: Desk;
  now: () => Date;
  /** A write a visitor's answer depends on (FeatureContext.stored): the mail queue is woken after it. */
  stored: <T>(storing: Promise<T>) => Promise<T>;
  /** The client's network (a /24 or /48), as the audit log keeps it. */
  network: (req: Request) => string;
  page: (res: Response, status: number, props: DeskPageProps) => void;
  refuse: (res: Response, status: number, title: string, text: string) => void;
  signed: (res: Response) => Signed | undefined;
  /** A posted form's field, or '' when absent. */
  field: (req: Request, name: string) => string;
  /** Signed in (and, for a post, carrying the session's token), or sent to sign in. */
  staffOnly: (handler: (req: Request, res: Response, session: DeskSession) => Promise<unknown>) => RequestHandler;
  /** 405 with the methods an address takes. */
  only: (methods: string) => RequestHandler;
  /** Starts a session for a listed member and sets its cookie, as the emailed link does. */
  signInAs: (res: Response, email: string, network: string) => Promise<void>;
}

/** A handler whose failure goes to the desk's error handling, for a route open without signing in. */
export const wrap =
  (handler: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response, next: NextFunction) =>
    handler(req, res).catch(next);

/** What the desk keeps on a response: the session, where the browser has one. */
export type DeskLocals = { session?: DeskSession };
