import type { Kysely } from 'kysely';
import { fromRow } from './repository';
import type { BookingRecord } from './record';
import type { BookingSchema } from './tables';

/** Whether the visitor came to their consultation, as the firm marks it after its start. */
export type Attendance = 'attended' | 'missed';

/** How far back the firm's diary shows consultations to mark: those started in the last this many days. */
export const attendanceDays = 14;

const dayMs = 24 * 60 * 60 * 1000;

/** A consultation that has started, and what the firm marked of it (null: not yet). */
export interface StartedBooking {
  booking: BookingRecord;
  attendance: { outcome: Attendance; by: string; at: string } | null;
}

/**
 * Attended or missed: recorded on the booking (kept as long as it is, bookingRetentionDays), by the
 * firm, for confirmed consultations that have started. It can be changed (a slip of the finger), so
 * it needs no second step; the visitor is not emailed about it.
 */
export class BookingAttendance {
  constructor(
    private readonly db: Kysely<BookingSchema>,
    private readonly now: () => Date,
  ) {}

  /** Confirmed consultations started in the last `attendanceDays`, the latest first. */
  async recent(): Promise<StartedBooking[]> {
    const now = this.now().getTime();
    const rows = await this.db
      .selectFrom('bookings')
      .selectAll()
      .where('status', '=', 'booked')
      .where('hold_expires_at', 'is', null)
      .where('starts_at', '<=', now)
      .where('starts_at', '>', now - attendanceDays * dayMs)
      .orderBy('starts_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      booking: fromRow(row),
      attendance:
        row.attendance && row.attendance_at !== null
          ? {
              outcome: row.attendance,
              by: row.attendance_by ?? '',
              at: new Date(Number(row.attendance_at)).toISOString(),
            }
          : null,
    }));
  }

  /** Marks consultation `id` attended or missed, by `by`; false unless it is confirmed and has started. */
  async mark(id: string, outcome: Attendance, by: string): Promise<boolean> {
    const now = this.now().getTime();
    const updated = await this.db
      .updateTable('bookings')
      .set({ attendance: outcome, attendance_at: now, attendance_by: by })
      .where('id', '=', id)
      .where('status', '=', 'booked')
      .where('hold_expires_at', 'is', null)
      .where('starts_at', '<=', now)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }
}
