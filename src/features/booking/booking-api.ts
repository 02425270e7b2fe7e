import { apiPaths } from '../../config/paths';
import type { BookingDetails } from './fields';
import { proofField } from './proof-of-work';
import type { Slot, SlotDay } from './slots';
import { postForm, type PostOptions } from '../../platform/forms/post-form';

/** What the service answers a booking with (src/features/booking/server/api.ts). */
export interface BookingAnswer {
  id: string;
  slot: Slot;
  inWords: string;
  confirmation: string;
  calendar: string;
  /** The same time on the visitor's clock, when it reads differently from London's. */
  inTheirTime?: string | null;
  /** Who they will meet. */
  director?: { id: string; name: string; role: string } | null;
  /** How: a video call's meeting room, a phone call, the office's address. */
  where?: string;
  /** Until when (ISO 8601) the time is held for the visitor to confirm it from their email, and for how many minutes. */
  heldUntil?: string | null;
  holdMinutes?: number;
}

export type BookingResult =
  | { kind: 'booked'; booking: BookingAnswer }
  /** Someone else took the time: the free times nearest to it, as the service names them. */
  | { kind: 'taken'; nearest: Slot[] }
  /** Refused with the service's own words (a limit, a field to put right). */
  | { kind: 'refused'; message: string; fields?: Record<string, string> }
  | { kind: 'failed' };

/** Read when the visitor books, not as the page starts: the formatter loads locale data (see platform/calendar/format.ts). */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/**
 * The slot grid from the service: the window's days, each slot free or not, and the proof of work
 * a hold needs now (BOOKING_PROOF_OF_WORK; 0: none).
 */
export async function fetchSlots(): Promise<{ days: SlotDay[]; proofOfWork: number }> {
  const response = await fetch(apiPaths.bookingSlots, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`The slots could not be loaded (${response.status}).`);
  const { days, proofOfWork } = (await response.json()) as { days: SlotDay[]; proofOfWork?: number };
  return { days, proofOfWork: proofOfWork ?? 0 };
}

/**
 * Books the slot; the post is the platform's (postForm: at least the enquiry form's second, its
 * timeout, and the retry key `id`, so that a booking whose answer was lost on the way is answered
 * as made, not as taken by someone else).
 */
export async function submitBooking(
  details: BookingDetails,
  slot: string,
  id: string | undefined,
  options: PostOptions & { proof?: string | null } = {},
): Promise<BookingResult> {
  // The browser's time zone, so that the confirmation says the time on the visitor's clock too.
  const { proof, ...postOptions } = options;
  const answer = await postForm<BookingAnswer, { nearest?: unknown } | null>(
    apiPaths.bookings,
    { ...details, slot, ...(proof ? { [proofField]: proof } : {}) },
    id,
    {
      ...postOptions,
      headers: { 'x-time-zone': browserTimeZone() },
    },
  );
  switch (answer.kind) {
    case 'accepted':
      return { kind: 'booked', booking: answer.body };
    case 'conflict':
      return { kind: 'taken', nearest: Array.isArray(answer.body?.nearest) ? (answer.body.nearest as Slot[]) : [] };
    case 'refused':
      return answer.message
        ? {
            kind: 'refused',
            message: answer.message,
            ...(Object.keys(answer.fields).length > 0 ? { fields: answer.fields as Record<string, string> } : {}),
          }
        : { kind: 'failed' };
    default:
      return { kind: 'failed' };
  }
}
