import type { Kysely } from 'kysely';
import {
  isPerson,
  rowFields,
  type ErasePlan,
  type Erased,
  type HeldRow,
  type Person,
  type PersonalDataStore,
} from '../../../../server/platform/personal-data';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import { mailQueueRetentionDays } from '../../../platform/privacy/servers';
import { bookingPrivacy } from '../content/privacy';
import type { BookingDetails } from '../fields';
import type { BookingService } from './service';
import type { BookingSchema } from './tables';

/** Why the firm cancelled, as the booking's record and the audit log keep it. */
export const erasureReason = 'Erased at the person’s request (UK GDPR Article 17)';

/** Every booking made from the person's address, earliest first. */
const theirBookings = async (db: Kysely<BookingSchema>, person: Person) =>
  (await db.selectFrom('bookings').selectAll().orderBy('starts_at').execute()).filter((row) =>
    isPerson(person, (JSON.parse(row.details) as BookingDetails).email),
  );

/** Their bookings with the answers given, and the times the firm offered in place of one (no link token shown). */
async function findBookingRows(db: Kysely<BookingSchema>, person: Person): Promise<HeldRow[]> {
  const rows = await theirBookings(db, person);
  const offers =
    rows.length === 0
      ? []
      : await db
          .selectFrom('booking_offers')
          .selectAll()
          .where(
            'booking_id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
  return [
    ...rows.map(({ details, manage_token: _token, ...row }) => ({
      table: 'bookings',
      id: row.id,
      fields: { ...rowFields(row), ...rowFields(JSON.parse(details) as Record<string, unknown>) },
    })),
    ...offers.map(({ token: _token, ...row }) => ({ table: 'booking_offers', id: row.id, fields: rowFields(row) })),
  ];
}

/** What erasing deletes (the consultations still to come cancelled first), and what it keeps and why. */
function bookingErasurePlan(found: readonly HeldRow[], now: Date): ErasePlan {
  const records = found.filter((row) => row.table === 'bookings');
  const offered = found.filter((row) => row.table === 'booking_offers');
  const coming = found.filter(
    (row) => row.fields.status === 'booked' && (row.fields.ends_at ?? '') > now.toISOString(),
  );
  return {
    deletes: [
      ...(coming.length > 0
        ? [
            `${coming.length} consultation${coming.length === 1 ? '' : 's'} still to come: cancelled first, so the time is free again and the director’s calendar gets the cancellation; the visitor is not emailed (tell them in your answer to their request)`,
          ]
        : []),
      ...(records.length > 0
        ? [`${records.length} booking record${records.length === 1 ? '' : 's'} in all, with the answers given`]
        : []),
      ...(offered.length > 0
        ? [`${offered.length} time${offered.length === 1 ? '' : 's'} the firm offered in place of a booking’s`]
        : []),
    ],
    keeps:
      coming.length > 0
        ? [
            {
              what: 'the cancellation queued for the director’s calendar',
              why: `so the time leaves their calendar; the mail queue deletes it ${mailQueueRetentionDays} days after it is sent`,
            },
          ]
        : [],
  };
}

/** Each future booking cancelled by the booking's own cancellation, then every booking and offer deleted. */
async function eraseBookings(
  db: Kysely<BookingSchema>,
  outbox: Outbox,
  bookings: BookingService,
  person: Person,
): Promise<Erased> {
  const rows = await theirBookings(db, person);
  const queued: string[] = [];
  const future = (row: { status: string; ends_at: number }) =>
    row.status === 'booked' && row.ends_at > bookings.now().getTime();
  for (const row of rows.filter(future)) {
    const prefix = `booking:${row.id}:`;
    const before = new Set((await outbox.list(undefined, prefix)).map((message) => message.id));
    try {
      await bookings.cancel(row.id, erasureReason, { tellVisitor: false });
    } catch {
      // Its time ran out or it was cancelled meanwhile: nothing left to cancel, only to delete.
    }
    for (const message of await outbox.list('waiting', prefix))
      if (!before.has(message.id) && message.kind === 'booking') queued.push(message.id);
  }
  if (rows.length === 0) return { deleted: 0, queued };
  const ids = rows.map((row) => row.id);
  const offers = await db.deleteFrom('booking_offers').where('booking_id', 'in', ids).executeTakeFirst();
  const result = await db.deleteFrom('bookings').where('id', 'in', ids).executeTakeFirst();
  return { deleted: Number(result.numDeletedRows) + Number(offers.numDeletedRows), queued };
}

/**
 * One person's consultations (server/platform/personal-data.ts): every booking made from their
 * address, past, held, confirmed or cancelled, kept as JSON and matched by the one address rule.
 * Erasing first cancels each that still holds a future time, with the booking's own cancellation
 * (the time freed, the reminder withdrawn, the firm's calendar sent the cancellation), then deletes
 * every one. The visitor is not emailed (the cancellation withdraws their email in its own
 * transaction): the firm answers the erasure request itself. The firm's calendar's cancellation is
 * reported as queued, so that the mail queue's store leaves it to go.
 */
export function bookingPersonalData(
  db: Kysely<BookingSchema>,
  outbox: Outbox,
  bookings: BookingService,
): PersonalDataStore {
  return {
    declaration: bookingPrivacy,
    tables: ['bookings', 'booking_offers'],
    find: (person) => findBookingRows(db, person),
    plan: (_person, found) => bookingErasurePlan(found, bookings.now()),
    erase: (person) => eraseBookings(db, outbox, bookings, person),
  };
}
