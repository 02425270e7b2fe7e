/* eslint-disable max-lines-per-function -- one import, in one transaction, of every kind a spool holds, in the order the spool was written. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Enquiry } from '../../src/content/enquiry';
import { slotInstants } from '../../src/features/booking/slots';
import { bookingMessageId } from '../../src/features/booking/server/service';
import { firmDiary, type BookingRecord } from '../../src/features/booking/server/record';
import { enquiryMessageId } from '../../src/features/enquiry/server/service';
import type { OutboxTable } from '../platform/db/schema';
import type { BookingTables } from '../../src/features/booking/server/tables';
import type { EnquiryTables } from '../../src/features/enquiry/server/tables';
import type { PlatformSchema } from '../platform/db/schema';

/** The tables an old spool is imported into. */
export type SpoolTables = BookingTables & EnquiryTables;

/** A record as the old file spool kept it (waiting/, delivered/, failed/). */
interface SpoolRecord {
  id: string;
  receivedAt: string;
  enquiry?: Enquiry;
  booking?: BookingRecord & { client?: string };
  delivery: { attempts: number; nextAttemptAt: string; lastError?: string; refusals?: number; deliveredAt?: string };
}

export interface ImportCounts {
  enquiries: number;
  bookings: number;
  cancelled: number;
  emails: number;
}

const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null; // half-written (a crash left it in tmp/) or not ours
  }
};

/** A booking as the new records keep it: the old salted address hash left behind. */
const withoutClient = (record: BookingRecord & { client?: string }): BookingRecord => ({
  id: record.id,
  slot: record.slot,
  details: record.details,
  bookedAt: record.bookedAt,
  sourcePage: null,
  director: firmDiary,
  sequence: 0,
  timeZone: null,
});

const jsonFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => path.join(dir, name))
    : [];

/**
 * Brings an old file spool (the folders the service kept before the database: waiting/, delivered/,
 * failed/, and bookings/ with slots/ and cancelled/) into the database, so that a site upgraded in
 * place loses nothing: every enquiry and booking, and each email in the state it had (waiting with
 * its attempts, delivered, failed). Safe to run twice: what is already there is left as it is.
 * Nothing is deleted from the spool; the runbook says when to remove it.
 */
export async function importSpool(db: Kysely<PlatformSchema & SpoolTables>, spoolDir: string): Promise<ImportCounts> {
  if (!['waiting', 'delivered', 'failed'].some((state) => fs.existsSync(path.join(spoolDir, state))))
    throw new Error(`No file spool at ${spoolDir}: it has no waiting/, delivered/ or failed/ folder.`);
  const counts: ImportCounts = { enquiries: 0, bookings: 0, cancelled: 0, emails: 0 };
  const queued = new Set<string>();

  const message = async (
    id: string,
    kind: string,
    payload: unknown,
    record: SpoolRecord,
    state: OutboxTable['state'],
  ) => {
    const { delivery } = record;
    const result = await db
      .insertInto('outbox')
      .values({
        id,
        kind,
        payload: JSON.stringify(payload),
        due_at: Date.parse(delivery.nextAttemptAt) || Date.parse(record.receivedAt),
        state,
        attempts: delivery.attempts,
        refusals: delivery.refusals ?? 0,
        last_error: delivery.lastError ?? null,
        lease_until: null,
        created_at: Date.parse(record.receivedAt),
        delivered_at: delivery.deliveredAt ? Date.parse(delivery.deliveredAt) : null,
        message_id: randomUUID(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    counts.emails += Number(result.numInsertedOrUpdatedRows ?? 0n);
  };

  const booking = async (
    record: BookingRecord,
    status: 'booked' | 'cancelled',
    cancelled?: { at: string; reason: string },
  ) => {
    const { start, end } = slotInstants(record.slot);
    const result = await db
      .insertInto('bookings')
      .values({
        id: record.id,
        diary: firmDiary,
        starts_at: start.getTime(),
        ends_at: end.getTime(),
        held_until: end.getTime(),
        slot: JSON.stringify(record.slot),
        details: JSON.stringify(record.details),
        booked_at: Date.parse(record.bookedAt),
        // The old salted hashes cannot be matched against today's key: they are left behind.
        client: null,
        status,
        cancelled_at: cancelled ? Date.parse(cancelled.at) : null,
        cancel_reason: cancelled?.reason ?? null,
        source_page: null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n);
  };

  for (const state of ['waiting', 'delivered', 'failed'] as const) {
    for (const file of jsonFiles(path.join(spoolDir, state))) {
      const record = readJson<SpoolRecord>(file);
      if (!record?.id) continue;
      if (record.enquiry) {
        const inserted = await db
          .insertInto('enquiries')
          .values({
            id: record.id,
            received_at: Date.parse(record.receivedAt),
            details: JSON.stringify(record.enquiry),
            source_page: null,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .executeTakeFirst();
        counts.enquiries += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
        const payload = { id: record.id, receivedAt: record.receivedAt, enquiry: record.enquiry, sourcePage: null };
        await message(enquiryMessageId(record.id), 'enquiry', payload, record, state);
      } else if (record.booking) {
        await message(bookingMessageId(record.id), 'booking', withoutClient(record.booking), record, state);
        queued.add(record.id);
      }
    }
  }

  const diary = path.join(spoolDir, 'bookings');
  // The old diary marked each booking whose email was in the spool (queued/<id>): such an email
  // may since have been delivered and deleted, and must not be sent again.
  const marked = path.join(diary, 'queued');
  if (fs.existsSync(marked)) for (const id of fs.readdirSync(marked)) queued.add(id);
  for (const file of jsonFiles(path.join(diary, 'slots'))) {
    const record = readJson<BookingRecord>(file);
    if (!record?.id) continue;
    counts.bookings += await booking(record, 'booked');
    // A booking whose email never reached the spool (a crash between the two) gets one now.
    if (!queued.has(record.id)) {
      const now = new Date().toISOString();
      await message(
        bookingMessageId(record.id),
        'booking',
        withoutClient(record),
        {
          id: record.id,
          receivedAt: record.bookedAt,
          delivery: { attempts: 0, nextAttemptAt: now },
        },
        'waiting',
      );
    }
  }
  for (const file of jsonFiles(path.join(diary, 'cancelled'))) {
    const record = readJson<{ booking: BookingRecord; cancelledAt: string; reason: string }>(file);
    if (!record?.booking?.id) continue;
    counts.cancelled += await booking(record.booking, 'cancelled', { at: record.cancelledAt, reason: record.reason });
  }
  return counts;
}
