import { apiPaths } from '../../config/paths';
import { timings } from '../../config/site';
import type { BookingDetails } from './fields';
import type { Slot, SlotDay } from './slots';
import { sourcePage } from '../../platform/source-page';

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
  /** The link to cancel or move it (also in the confirmation email); null when a retry was answered. */
  manageUrl?: string | null;
}

export type BookingResult =
  | { kind: 'booked'; booking: BookingAnswer }
  | { kind: 'taken' }
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

/** The slot grid from the service: the window's days, each slot free or not. */
export async function fetchSlots(): Promise<SlotDay[]> {
  const response = await fetch(apiPaths.bookingSlots, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`The slots could not be loaded (${response.status}).`);
  return ((await response.json()) as { days: SlotDay[] }).days;
}

/**
 * Books the slot; takes at least the enquiry form's second, and gives up after its timeout. `id`
 * stays the same when the visitor tries again after a failure, so a booking whose answer was lost
 * on the way is answered as made, not as taken by someone else.
 */
export async function submitBooking(
  details: BookingDetails,
  slot: string,
  id: string | undefined,
  { minimumMs = timings.submitDelayMs, timeoutMs = timings.submitTimeoutMs } = {},
): Promise<BookingResult> {
  const atLeast = new Promise((resolve) => setTimeout(resolve, minimumMs));
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), timeoutMs);
  let result: BookingResult;
  try {
    const response = await fetch(apiPaths.bookings, {
      method: 'POST',
      // The browser's time zone, so that the confirmation says the time on the visitor's clock too.
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-time-zone': browserTimeZone() },
      body: JSON.stringify({ ...details, slot, sourcePage: sourcePage(), ...(id ? { id } : {}) }),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
    if (response.status === 201) result = { kind: 'booked', booking: body as unknown as BookingAnswer };
    else if (response.status === 409) result = { kind: 'taken' };
    else if ((response.status === 400 || response.status === 429) && body.error)
      result = { kind: 'refused', message: body.error, ...(body.fields ? { fields: body.fields } : {}) };
    else result = { kind: 'failed' };
  } catch {
    result = { kind: 'failed' };
  } finally {
    clearTimeout(timeout);
  }
  await atLeast;
  return result;
}
