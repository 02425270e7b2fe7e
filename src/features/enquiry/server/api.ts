import express, { type Request, type Response } from 'express';
import { apiPaths, href } from '../../../config/paths';
import { isFormPost } from '../../../../server/platform/http/api-guards';
import { enquiryGuards, enquiryRoutes } from './http';
import type { FeatureContext } from '../../../../server/platform/feature';
import { formSource } from '../../../../server/platform/http/source-page';
import { renderNotSentPage, type NotSentReason } from './not-sent-page';
import { isRecordId } from '../../../../server/platform/db/record-id';
import { clientNetwork } from '../../../../server/platform/forms/client-network';
import type { EnquiryService } from './service';
import { validateEnquiry } from './validation';

/**
 * The enquiry API, the same in the preview server and in the production enquiry service:
 *   POST /api/enquiries   JSON (the app) or a plain HTML form post; 201 or 303 once stored
 * Refusals: 400 invalid (the fields named), 403 another site, 405 other methods, 413 over the cap (enquiryRoutes, ./http.ts),
 * 415 other content types, 429 too many from one address, 503 not stored. Never a 2xx for an
 * enquiry that was not stored; a filled honeypot is answered as a success and dropped.
 */
export function enquiryApi(enquiries: EnquiryService, context: FeatureContext): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });

  /** A refusal, as JSON for the app or as the branded page for a plain form post. */
  function refuse(req: Request, res: Response, status: number, reason: NotSentReason, error: string): void {
    if (isFormPost(req)) {
      res
        .status(status)
        .type('html')
        .send(renderNotSentPage(enquiries.config.notSentPage, reason, req.body));
    } else {
      res.status(status).json(reason.kind === 'invalid' ? { error, fields: reason.problems } : { error });
    }
  }

  router.all(apiPaths.enquiries, enquiryGuards.postGuard(refuse, { one: 'enquiry', many: 'Enquiries' }));

  router.post(apiPaths.enquiries, ...enquiryGuards.parsers, async (req: Request, res: Response) => {
    // The app sends an id of its own, the same on a retry, so a lost answer never stores twice.
    const requested = (req.body as Record<string, unknown> | undefined)?.id;
    const id = isRecordId(requested) ? requested : undefined;
    // Counted once a request looks like an enquiry from this site (floods of anything else are
    // nginx's to limit): a visitor correcting a mistake still has their few tries. A retry of an
    // enquiry already stored is answered as the first time was, and takes none of them.
    if (id === undefined || !(await enquiries.has(id))) {
      const address = req.ip ?? 'unknown';
      const limit = enquiries.rateLimiter.take(address);
      // Counted only once the address's own limit allows it: one address cannot use up its network's.
      const network = limit.allowed ? enquiries.networkLimiter.take(clientNetwork(address)) : limit;
      if (!network.allowed) {
        res.set('Retry-After', String(network.retryAfterSeconds));
        const from = limit.allowed ? 'network' : 'address';
        return refuse(req, res, 429, { kind: 'rateLimited' }, `Too many enquiries from this ${from}; try again later.`);
      }
    }
    const result = validateEnquiry(req.body);
    if (!result.ok)
      return refuse(req, res, 400, { kind: 'invalid', problems: result.problems }, 'Some fields need changing.');
    const answer = (id: string) => {
      if (isFormPost(req)) res.redirect(303, href('/contact/thank-you'));
      else res.status(201).json({ id });
    };
    if (result.spam) {
      context.log.info('An enquiry with the honeypot filled in was answered as sent and dropped.');
      return answer(context.newId());
    }
    try {
      const stored = await context.stored(
        enquiries.accept(result.enquiry, {
          id: id ?? context.newId(),
          sourcePage: formSource(req.body, req.get('referer'), req.get('host')),
          now: context.clock(),
        }),
      );
      answer(stored.id);
    } catch (error) {
      context.log.warn(`An enquiry could not be stored: ${(error as Error).message}`);
      res.set('Retry-After', '60');
      refuse(req, res, 503, { kind: 'unavailable' }, 'The enquiry could not be stored; nothing was sent.');
    }
  });

  router.get(enquiryRoutes.tooLargePath, (req, res) =>
    refuse(req, res, 413, { kind: 'tooLarge' }, enquiryGuards.tooLarge),
  );

  router.use(enquiryGuards.apiErrors(refuse, context.log, 'The enquiry could not be stored; nothing was sent.'));

  return router;
}
