import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { BookingDetails } from '../../src/content/booking';
import { londonDate } from '../../src/lib/calendar/london-time';
import {
  nearestFree,
  slotGrid,
  slotInstants,
  slotProblem,
  type Slot,
  type SlotDay,
  type SlotProblem,
} from '../../src/lib/booking/slots';
import { RateLimiter } from '../enquiries/rate-limit';
import type { EnquiryService } from '../enquiries/service';
import type { BookingConfig } from './config';
import { Diary } from './diary';
import type { BookingRecord } from './record';

/** What became of a booking request. */
export type BookingOutcome =
  | { ok: true; booking: BookingRecord }
  | { ok: false; kind: 'slot'; problem: SlotProblem }
  | { ok: false; kind: 'taken'; nearest: Slot[] }
  | { ok: false; kind: 'perEmail' | 'perAddress' | 'perDay'; limit: number };

/** How many free slots a refusal of a taken one offers instead. */
const alternatives = 6;

/** A booking is deleted from the diary this long after its consultation (the privacy policy says so). */
export const bookingRetentionDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Consultation bookings: the diary (atomic slot claims on disk) and the enquiry service's spool
 * and delivery worker, which carry each booking's email to the firm exactly once. Bookings are
 * made one at a time in this process, so that the limits (per email, per address, per day) are
 * counted against every booking before it; the slot claim itself is atomic on disk whatever runs.
 */
export class BookingService {
  readonly diary: Diary;
  /** Booking requests from one client address, limited as enquiries are (ENQUIRY_RATE_LIMIT). */
  readonly rateLimiter: RateLimiter;
  private queue: Promise<unknown> = Promise.resolve();
  private lastPurge = 0;

  private constructor(
    readonly config: BookingConfig,
    readonly enquiries: EnquiryService,
    readonly now: () => Date,
  ) {
    this.rateLimiter = new RateLimiter(enquiries.config.rateLimit.max, enquiries.config.rateLimit.windowMs);
    this.diary = new Diary(config.dir ?? path.join(enquiries.config.spoolDir, 'bookings'));
  }

  /**
   * Opens the diary and puts in the spool any booking whose email is not yet there (a crash or
   * restart between the claim and the spool): the spool keeps one email per booking id.
   */
  static async start(config: BookingConfig, enquiries: EnquiryService): Promise<BookingService> {
    const service = new BookingService(config, enquiries, config.clock ?? (() => new Date()));
    await service.diary.open();
    await service.purge();
    for (const booking of await service.diary.bookings()) {
      if (await service.diary.isQueued(booking.id)) continue;
      await service.queueEmail(booking);
      enquiries.log.info(`Booking ${booking.id}: its email to the firm was queued on start.`);
    }
    return service;
  }

  /** The slot grid now: the window's days, each slot free or not. */
  async grid(): Promise<SlotDay[]> {
    return slotGrid(this.now(), this.config.rules, await this.diary.takenSlots());
  }

  /** Books `slot` for the visitor, or says why not; the firm's email is in the spool when it resolves. */
  async book(slot: Slot, details: BookingDetails, clientAddress: string): Promise<BookingOutcome> {
    const next = this.queue.then(() => this.bookNow(slot, details, clientAddress));
    this.queue = next.catch(() => undefined);
    const outcome = await next;
    // The alternatives are looked up outside the queue: a refusal holds up no one else's booking.
    if (outcome === 'taken')
      return { ok: false, kind: 'taken', nearest: nearestFree(await this.grid(), slot, alternatives) };
    return outcome;
  }

  /** Deletes bookings past their retention, at most hourly (on start, then as bookings come in). */
  private async purge(): Promise<void> {
    const now = this.now();
    if (now.getTime() - this.lastPurge < 60 * 60 * 1000) return;
    this.lastPurge = now.getTime();
    const cutoff = new Date(now.getTime() - bookingRetentionDays * dayMs);
    const purged = await this.diary.purgeBefore(cutoff, (booking) => slotInstants(booking.slot).start);
    if (purged > 0) this.enquiries.log.info(`Deleted ${purged} bookings more than ${bookingRetentionDays} days past.`);
  }

  private async bookNow(slot: Slot, details: BookingDetails, clientAddress: string): Promise<BookingOutcome | 'taken'> {
    await this.purge();
    const now = this.now();
    const { rules, limits } = this.config;
    const problem = slotProblem(slot, now, rules);
    if (problem) return { ok: false, kind: 'slot', problem };
    const client = this.diary.clientKey(clientAddress);
    const bookings = await this.diary.bookings();
    const future = bookings.filter((booking) => slotInstants(booking.slot).start > now);
    const email = details.email.toLowerCase();
    if (bookings.some((booking) => booking.slot.id === slot.id)) return 'taken';
    const over = (limit: number, count: () => number) => limit > 0 && count() >= limit;
    if (over(limits.perEmail, () => future.filter((booking) => booking.details.email.toLowerCase() === email).length))
      return { ok: false, kind: 'perEmail', limit: limits.perEmail };
    if (over(limits.perAddress, () => future.filter((booking) => booking.client === client).length))
      return { ok: false, kind: 'perAddress', limit: limits.perAddress };
    const today = londonDate(now);
    if (
      over(limits.perDay, () => bookings.filter((booking) => londonDate(new Date(booking.bookedAt)) === today).length)
    )
      return { ok: false, kind: 'perDay', limit: limits.perDay };
    const booking: BookingRecord = { id: randomUUID(), slot, details, bookedAt: now.toISOString(), client };
    if (!(await this.diary.claim(booking))) return 'taken';
    try {
      await this.enquiries.acceptBooking(booking);
    } catch (error) {
      // Not in the spool, so the firm would never hear of it: free the slot, and the visitor is told.
      await this.diary.release(booking);
      throw error;
    }
    // If this is not recorded, the next start finds the email already in the spool and sends nothing more.
    await this.diary.markQueued(booking.id).catch((error: unknown) => {
      this.enquiries.log.warn(
        `Booking ${booking.id}: could not record that its email is queued (${(error as Error).message}).`,
      );
    });
    return { ok: true, booking };
  }

  stop(): void {
    this.rateLimiter.close();
  }

  private async queueEmail(booking: BookingRecord): Promise<void> {
    await this.enquiries.acceptBooking(booking);
    await this.diary.markQueued(booking.id);
  }
}
