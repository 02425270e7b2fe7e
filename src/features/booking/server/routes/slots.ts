import { bookingCopy, bookingFields } from '../../fields';
import { apiPaths } from '../../../../config/paths';
import { actionRouter, type BookingRoutes } from './kit';

const topics = new Set<string>(bookingFields.topic.options.map((option) => option.value).filter(Boolean));

/**
 * GET /api/bookings/slots?topic=ID: the slot grid, London times, each slot free when a director who
 * takes the topic is (any director without a topic), and the proof of work a hold needs (BOOKING_PROOF_OF_WORK).
 */
export function slotsRouter({ bookings }: BookingRoutes) {
  const router = actionRouter();
  router.all(apiPaths.bookingSlots, async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).json({ error: 'Method Not Allowed' });
      return;
    }
    const { topic } = req.query;
    if (topic !== undefined && (typeof topic !== 'string' || !topics.has(topic))) {
      res.status(400).json({ error: bookingCopy.topicInvalid });
      return;
    }
    // The proof of work a hold needs now (0: none), so that the form solves one before it books.
    const { proofOfWork } = bookings.config;
    res.json({ timeZone: 'Europe/London', topic: topic ?? null, proofOfWork, days: await bookings.grid(topic) });
  });
  return router;
}
