import express, { type NextFunction, type Request, type Response } from 'express';
import { apiPaths, href } from '../../src/config/paths';
import { bookingApi } from '../bookings/api';
import { enquiryBodyLimitBytes, enquiryBodyLimitText, enquiryTooLargePath } from '../http-rules';
import { renderNotSentPage, type NotSentReason } from './not-sent-page';
import type { Logger } from './delivery';
import type { EnquiryService } from './service';
import { isEnquiryId } from './spool';
import { validateEnquiry } from './validation';

const json = 'application/json';
const tooLarge = `The enquiry is larger than ${enquiryBodyLimitText}.`;
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

/** Body-parser refusals (too large, not JSON, an unknown charset) and anything unexpected: 503 `unavailable`. */
export function apiErrors(refuse: Refuse, log: Logger, unavailable: string) {
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
}

/** The body parsers of every POST to the API: JSON (the app) or a plain HTML form. */
export const parsers = [
  express.json({ limit: enquiryBodyLimitBytes, type: json, strict: true }),
  express.urlencoded({ limit: enquiryBodyLimitBytes, type: form, extended: false, parameterLimit: 20 }),
];

/** How an API refuses: as JSON for the app, as a branded page for a plain form post. */
export type Refuse = (req: Request, res: Response, status: number, reason: NotSentReason, error: string) => void;

/** What every POST to the API must be before its body is read: 405, 413, 403 or 415 otherwise. */
export function postGuard(refuse: Refuse, what: { one: string; many: string }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST') {
      res.set('Allow', 'POST').status(405).json({ error: 'Method Not Allowed' });
      return;
    }
    if (Number(req.get('content-length') ?? 0) > enquiryBodyLimitBytes) {
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
}

/**
 * The enquiry API, the same in the preview server and in the production enquiry service:
 *   POST /api/enquiries   JSON (the app) or a plain HTML form post; 201 or 303 once stored
 *   GET  /api/health      whether the spool is writable and how many enquiries wait
 * Refusals: 400 invalid (the fields named), 403 another site, 405 other methods, 413 over the cap (enquiryBodyLimitBytes),
 * 415 other content types, 429 too many from one address, 503 not stored. Never a 2xx for an
 * enquiry that was not stored; a filled honeypot is answered as a success and dropped.
 */
export function enquiryApi(service: EnquiryService): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });

  /** A refusal, as JSON for the app or as the branded page for a plain form post. */
  function refuse(req: Request, res: Response, status: number, reason: NotSentReason, error: string): void {
    if (isFormPost(req)) {
      res.status(status).type('html').send(renderNotSentPage(service.config.notSentPage, reason));
    } else {
      res.status(status).json(reason.kind === 'invalid' ? { error, fields: reason.problems } : { error });
    }
  }

  router.all(apiPaths.enquiries, postGuard(refuse, { one: 'enquiry', many: 'Enquiries' }));

  router.post(apiPaths.enquiries, ...parsers, async (req: Request, res: Response) => {
    // The app sends an id of its own, the same on a retry, so a lost answer never stores twice.
    const requested = (req.body as Record<string, unknown> | undefined)?.id;
    const id = isEnquiryId(requested) ? requested : undefined;
    // Counted once a request looks like an enquiry from this site (floods of anything else are
    // nginx's to limit): a visitor correcting a mistake still has their few tries. A retry of an
    // enquiry already stored is answered as the first time was, and takes none of them.
    if (id === undefined || !(await service.spool.has(id))) {
      const limit = service.rateLimiter.take(req.ip ?? 'unknown');
      if (!limit.allowed) {
        res.set('Retry-After', String(limit.retryAfterSeconds));
        return refuse(req, res, 429, { kind: 'rateLimited' }, 'Too many enquiries from this address; try again later.');
      }
    }
    const result = validateEnquiry(req.body);
    if (!result.ok)
      return refuse(req, res, 400, { kind: 'invalid', problems: result.problems }, 'Some fields need changing.');
    const answer = (id: string) => {
      if (isFormPost(req)) res.redirect(303, href('enquirySent'));
      else res.status(201).json({ id });
    };
    if (result.spam) {
      service.log.info('An enquiry with the honeypot filled in was answered as sent and dropped.');
      return answer(service.newId());
    }
    try {
      const stored = await service.accept(result.enquiry, id);
      answer(stored.id);
    } catch (error) {
      service.log.warn(`An enquiry could not be stored: ${(error as Error).message}`);
      res.set('Retry-After', '60');
      refuse(req, res, 503, { kind: 'unavailable' }, 'The enquiry could not be stored; nothing was sent.');
    }
  });

  router.get(enquiryTooLargePath, (req, res) => refuse(req, res, 413, { kind: 'tooLarge' }, tooLarge));

  router.all(apiPaths.health, async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).json({ error: 'Method Not Allowed' });
      return;
    }
    const health = await service.health();
    res.status(health.spoolWritable ? 200 : 503).json(health);
  });

  router.use(bookingApi(service));

  router.all('/api/{*rest}', (_req, res) => {
    res.status(404).json({ error: 'Not Found' });
  });

  router.use(apiErrors(refuse, service.log, 'The enquiry could not be stored; nothing was sent.'));

  return router;
}
