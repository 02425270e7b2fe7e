import type { Request, Response } from 'express';
import { site } from '../../../../config/site';
import { phoneInText } from '../../../../content/reply-words';
import { isFormPost } from '../../../../../server/platform/http/api-guards';
import book from '../../content/pages/book';
import { challengePath, proofField } from '../../proof-of-work';
import type { ProofCheck } from '../proofs';
import type { BookingService } from '../service';
import { actionRouter, privately, type BookingRoutes } from './kit';
import type { BookingRefusals } from './refusals';

/** Why a hold was refused for its proof of work: for the app (which solves it) and for a plain form (which cannot). */
export const proofCopy = {
  plain: `The diary is checking booking requests more carefully just now, so this form cannot book without JavaScript. Call ${phoneInText} or email ${site.email}, or send us an enquiry, and we will find you a time.`,
  missing: `The diary has just started checking booking requests more carefully: nothing was booked. Press "${book.form.submit}" again.`,
  again: `This request's check had run out or had been used already: nothing was booked. Press "${book.form.submit}" again.`,
};

/** GET /api/bookings/challenge: a proof-of-work challenge and its difficulty (0 and none while BOOKING_PROOF_OF_WORK is off). */
export function challengeRouter({ bookings }: BookingRoutes) {
  const router = actionRouter();
  router.all(challengePath, async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).json({ error: 'Method Not Allowed' });
      return;
    }
    privately(res).json(await bookings.proofs.issue());
  });
  return router;
}

/**
 * Whether a hold request may go on: always while no proof is asked for; else only with a solved,
 * live, unused challenge (which this uses up). Refused, it has been answered: 400, with the app's
 * words (press again: it asks for a new challenge), or for a plain form the "not booked" page
 * saying why and pointing to the enquiry form, never a way round the check.
 */
export async function proofAccepted(
  { bookings, refusals }: { bookings: BookingService; refusals: BookingRefusals },
  req: Request,
  res: Response,
  body: Record<string, unknown>,
): Promise<boolean> {
  if (bookings.proofs.difficulty === 0) return true;
  const check: ProofCheck = await bookings.proofs.check(body[proofField]);
  if (check === 'ok') return true;
  const message = isFormPost(req) ? proofCopy.plain : check === 'missing' ? proofCopy.missing : proofCopy.again;
  refusals.answer(req, res, 400, { error: message, proof: check }, { message, checking: true });
  return false;
}
