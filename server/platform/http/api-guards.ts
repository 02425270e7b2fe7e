/**
 * What every POST to the API goes through, the enquiry API's and the booking API's alike: the
 * checks before a body is read, the body parsers and the refusals of what could not be read, each
 * sized by the feature's own declared limit (body-limits.ts).
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from '../outbox/worker';
import type { NotSentReason } from '../forms/pages';
import { formProblems } from '../../../src/content/form-problems';
import { limitText, type FeatureRoutes } from './body-limits';

const json = 'application/json';
const form = 'application/x-www-form-urlencoded';

/**
 * Whether the request came from the site's own form (a browser posting a plain HTML form). Read
 * from the header alone: nginx asks for the too-large refusal without the body.
 */
export const isFormPost = (req: Request) =>
  (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() === form;

/** True when an Origin or Sec-Fetch-Site header shows the request came from another site. */
export function fromAnotherSite(req: Request): boolean {
  if (req.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.get('origin');
  if (origin === undefined) return false;
  try {
    // Behind a TLS-terminating proxy the scheme differs; the host (and port) must not.
    return new URL(origin).host !== req.get('host');
  } catch {
    return true; // "null" (a sandboxed frame, a file) or garbage
  }
}

/** How an API refuses: as JSON for the app, as a branded page for a plain form post. */
export type Refuse = (req: Request, res: Response, status: number, reason: NotSentReason, error: string) => void;

/** A feature's guards, sized by its declared body limit: `apiGuards(myRoutes)` in its own folder. */
export function apiGuards({ bodyLimitBytes }: Pick<FeatureRoutes, 'bodyLimitBytes'>) {
  /** What a body over the limit is told ("What you sent is larger than 53 KB."). */
  const tooLarge = formProblems.tooLarge(limitText(bodyLimitBytes));
  return {
    tooLarge,
    /** The body parsers of every POST to the API: JSON (the app) or a plain HTML form. */
    parsers: [
      express.json({ limit: bodyLimitBytes, type: json, strict: true }),
      express.urlencoded({ limit: bodyLimitBytes, type: form, extended: false, parameterLimit: 20 }),
    ],
    /** What every POST to the API must be before its body is read: 405, 413, 403 or 415 otherwise. */
    postGuard(refuse: Refuse, what: { one: string; many: string }) {
      return (req: Request, res: Response, next: NextFunction): void => {
        if (req.method !== 'POST') {
          res.set('Allow', 'POST').status(405).json({ error: 'Method Not Allowed' });
          return;
        }
        if (Number(req.get('content-length') ?? 0) > bodyLimitBytes) {
          return refuse(req, res, 413, { kind: 'tooLarge' }, tooLarge);
        }
        if (fromAnotherSite(req))
          return refuse(req, res, 403, { kind: 'crossSite' }, `${what.many} are accepted from this site only.`);
        if (!req.is([json, form])) {
          res.status(415).json({ error: `Send the ${what.one} as ${json} or ${form}.` });
          return;
        }
        next();
      };
    },
    /** Body-parser refusals (too large, not JSON, an unknown charset) and anything unexpected: 503 `unavailable`. */
    apiErrors(refuse: Refuse, log: Logger, unavailable: string) {
      return (error: Error & { type?: string; status?: number }, req: Request, res: Response, _next: NextFunction) => {
        if (error.type === 'entity.too.large') return refuse(req, res, 413, { kind: 'tooLarge' }, tooLarge);
        if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
          res.status(415).json({ error: 'Send it in UTF-8.' });
          return;
        }
        if (error.status && error.status >= 400 && error.status < 500) {
          res.status(error.status === 413 ? 413 : 400).json({ error: 'The request could not be read.' });
          return;
        }
        log.warn(`The API failed: ${error.message}`);
        refuse(req, res, 503, { kind: 'unavailable' }, unavailable);
      };
    },
  };
}

/** A feature's guards (apiGuards). */
export type ApiGuards = ReturnType<typeof apiGuards>;
