import type { BlockEntry, DiaryEntry, FirmDiary } from '../../../../server/platform/firm';
import { displayValue } from '../../../platform/forms/form-fields';
import { bookingFields } from '../fields';
import { fieldsWithQuestions } from './answers';
import { attendanceDays, type StartedBooking } from './attendance';
import type { DiaryBlock } from './blocks';
import { parseSlotId, type Slot } from '../slots';
import { offerLifeHours, offerMaxTimes } from './offers';
import type { BookingRecord } from './record';
import type { BookingService } from './service';

/** One booking as the firm's diary shows it: every field and answer given, by its label, in the form's order. */
function entry(
  bookings: BookingService,
  booking: BookingRecord,
  attendance: StartedBooking['attendance'] = null,
): DiaryEntry {
  const details = booking.details as unknown as Partial<Record<string, string>>;
  // The topic and format are the entry's own (its heading's line): the rest, in the form's order.
  const shown = Object.entries(fieldsWithQuestions).flatMap(([name, field]) => {
    const value = details[name];
    return value && name !== 'topic' && name !== 'format'
      ? [{ label: field.label, value: displayValue(field, value) }]
      : [];
  });
  return {
    id: booking.id,
    diary: booking.director,
    directorName: bookings.director(booking.director)?.name ?? 'The firm',
    date: booking.slot.date,
    start: booking.slot.start,
    end: booking.slot.end,
    state: booking.holdExpiresAt ? 'held' : 'confirmed',
    heldUntil: booking.holdExpiresAt ?? null,
    topic: displayValue(bookingFields.topic, booking.details.topic),
    format: displayValue(bookingFields.format, booking.details.format),
    details: shown,
    visitor: { name: booking.details.name, email: booking.details.email },
    bookedAt: booking.bookedAt,
    sourcePage: booking.sourcePage,
    attendance,
  };
}

/** A block as the firm's diary shows it. */
const blockEntry = (bookings: BookingService, block: DiaryBlock): BlockEntry => ({
  id: block.id,
  diary: block.diary,
  directorName: bookings.director(block.diary)?.name ?? block.diary,
  from: new Date(block.from).toISOString(),
  until: new Date(block.until).toISOString(),
  reason: block.reason,
  by: block.createdBy,
});

/**
 * The booking's diary as the firm runs it (server/platform/firm.ts): what the root hands the
 * staff's desk. It calls what `npm run bookings` calls (the listing, `--cancel`, `--block`,
 * `--unblock`, `--mark`), so the desk and the command line do one thing one way.
 */
export function firmDiary(bookings: () => BookingService): FirmDiary {
  return {
    directors: () => bookings().config.directors.map(({ id, name }) => ({ id, name })),
    upcoming: async () => (await bookings().list()).map((booking) => entry(bookings(), booking)),
    async find(id) {
      const booking = await bookings().find(id);
      return booking ? entry(bookings(), booking) : undefined;
    },
    async cancel(id, reason) {
      if (!(await bookings().find(id))) return false;
      try {
        await bookings().cancel(id, reason);
        return true;
      } catch (error) {
        // Cancelled (or its hold lapsed) between the look and the cancelling: nothing left to cancel.
        if (!(await bookings().find(id))) return false;
        throw error;
      }
    },
    attendanceDays,
    started: async () =>
      (await bookings().attendance.recent()).map(({ booking, attendance }) => entry(bookings(), booking, attendance)),
    mark: (id, outcome, by) => bookings().attendance.mark(id, outcome, by),
    blocks: async () => (await bookings().blocks.upcoming()).map((block) => blockEntry(bookings(), block)),
    async block({ diary, from, until, reason, by }) {
      const block = await bookings().blocks.add({ diary, from: from.getTime(), until: until.getTime(), reason, by });
      return blockEntry(bookings(), block);
    },
    async unblock(id) {
      const block = await bookings().blocks.remove(id);
      return block ? blockEntry(bookings(), block) : undefined;
    },
    offerLimits: { times: offerMaxTimes, hours: offerLifeHours },
    async offerable(id) {
      const found = await bookings().offerable(id);
      return found?.days
        .map((day) => ({
          date: day.date,
          times: day.slots
            .filter((slot) => slot.free && slot.id !== found.booking.slot.id)
            .map(({ id: slotId, start, end }) => ({ id: slotId, start, end })),
        }))
        .filter((day) => day.times.length > 0);
    },
    async offer({ id, times, note, by }) {
      const slots = times.map((time) => parseSlotId(time, bookings().config.rules));
      const distinct = new Set(times).size === times.length;
      if (!distinct || slots.length === 0 || slots.length > offerMaxTimes || slots.some((slot) => !slot))
        return { kind: 'invalid' };
      const outcome = await bookings().offer(id, slots as Slot[], note, by);
      return outcome.kind === 'taken' ? { kind: 'taken', time: outcome.slot.id } : outcome;
    },
  };
}
