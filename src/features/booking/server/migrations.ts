/* eslint-disable max-lines-per-function -- each migration is a step that has shipped and is never edited: its history stays as it ran. */
import { sql, type Kysely } from 'kysely';
import { isExclusion } from '../../../../server/platform/db/database';
import type { Migrations } from '../../../../server/platform/db/migrations';

/**
 * The booking tables' versions, oldest first (server/platform/db/migrations.ts says how they are
 * applied). Never edit one that has shipped: add the next. Where the engines differ (how "no two
 * bookings of one diary overlap" is enforced), the migration says so; tables, columns and queries
 * are the same in both.
 */
export const bookingMigrations: Migrations = (engine) => ({
  /** Part of the first version, which the platform's and the enquiries' tables share. */
  '2026-11-25-01-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('bookings')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('diary', 'text', (column) => column.notNull())
        .addColumn('starts_at', 'bigint', (column) => column.notNull())
        .addColumn('ends_at', 'bigint', (column) => column.notNull())
        .addColumn('slot', 'text', (column) => column.notNull())
        .addColumn('details', 'text', (column) => column.notNull())
        .addColumn('booked_at', 'bigint', (column) => column.notNull())
        .addColumn('client', 'text')
        .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('booked', 'cancelled')`))
        .addColumn('cancelled_at', 'bigint')
        .addColumn('cancel_reason', 'text')
        .addColumn('source_page', 'text')
        .addCheckConstraint('bookings_range', sql`starts_at < ends_at`)
        .execute();
      await db.schema.createIndex('bookings_diary_time').on('bookings').columns(['diary', 'starts_at']).execute();
      await db.schema.createIndex('bookings_booked_at').on('bookings').column('booked_at').execute();
      if (engine === 'postgres') {
        // A time range per diary that no other booked row may overlap: the database refuses it.
        await sql`create extension if not exists btree_gist`.execute(db);
        await sql`alter table bookings add constraint bookings_no_overlap
          exclude using gist (diary with =, int8range(starts_at, ends_at) with &&)
          where (status = 'booked')`.execute(db);
      } else {
        // SQLite has no exclusion constraint: triggers refuse the same overlap, on insert and update.
        // (A row never overlaps itself: a second insert of one id is the primary key's to refuse.)
        for (const event of ['insert', 'update of diary, starts_at, ends_at, status'] as const) {
          const name = event === 'insert' ? 'bookings_no_overlap_insert' : 'bookings_no_overlap_update';
          await sql
            .raw(
              `create trigger ${name} before ${event} on bookings
               when new.status = 'booked' and exists (
                 select 1 from bookings other where other.diary = new.diary and other.status = 'booked'
                 and other.starts_at < new.ends_at and other.ends_at > new.starts_at and other.id <> new.id)
               begin select raise(abort, 'bookings_no_overlap'); end`,
            )
            .execute(db);
        }
      }

      // The row booking changes take their turn on (the platform's part made the table).
      await db
        .insertInto('locks' as never)
        .values({ name: 'bookings', taken_at: 0 } as never)
        .execute();

      await db.schema
        .createTable('client_keys')
        .addColumn('day', 'text', (column) => column.primaryKey())
        .addColumn('key', 'text', (column) => column.notNull())
        .execute();
    },
  },

  /**
   * Directors' diaries: a booking's `diary` is now the director who takes it, and it holds their
   * time until `held_until` (its end plus their buffer), which the overlap rule now reads, so that
   * no two consultations of one director come closer than the buffer. Each booking also gets the
   * hash of its manage link's token, the SEQUENCE of its calendar invitation (raised by each move),
   * and the visitor's time zone, as their browser gave it.
   */
  '2026-11-25-02-directors-and-manage-links': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('bookings')
        .addColumn('held_until', 'bigint', (column) => column.notNull().defaultTo(0))
        .execute();
      await sql`update bookings set held_until = ends_at`.execute(db);
      await db.schema.alterTable('bookings').addColumn('manage_token', 'text').execute();
      await db.schema
        .alterTable('bookings')
        .addColumn('sequence', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('bookings').addColumn('time_zone', 'text').execute();
      await db.schema.createIndex('bookings_manage_token').unique().on('bookings').column('manage_token').execute();
      if (engine === 'postgres') {
        await sql`alter table bookings drop constraint bookings_no_overlap`.execute(db);
        await sql`alter table bookings add constraint bookings_held_range check (held_until >= ends_at)`.execute(db);
        await sql`alter table bookings add constraint bookings_no_overlap
          exclude using gist (diary with =, int8range(starts_at, held_until) with &&)
          where (status = 'booked')`.execute(db);
      } else {
        for (const event of ['insert', 'update of diary, starts_at, ends_at, held_until, status'] as const) {
          const name = event === 'insert' ? 'bookings_no_overlap_insert' : 'bookings_no_overlap_update';
          await sql.raw(`drop trigger ${name}`).execute(db);
          await sql
            .raw(
              `create trigger ${name} before ${event} on bookings
               when new.status = 'booked' and exists (
                 select 1 from bookings other where other.diary = new.diary and other.status = 'booked'
                 and other.starts_at < new.held_until and other.held_until > new.starts_at and other.id <> new.id)
               begin select raise(abort, 'bookings_no_overlap'); end`,
            )
            .execute(db);
        }
      }
    },
  },

  /**
   * Held bookings: a new booking holds its time only until `hold_expires_at`, unless the visitor
   * confirms it from their email (then the column is cleared: null is a confirmed booking, as
   * every booking before this was). The overlap rule is unchanged and reads only `booked` rows:
   * PostgreSQL's exclusion constraint cannot say "not yet expired" (its WHERE may not read the
   * clock), so the service, under the bookings lock and before it books or moves anything, turns
   * every expired hold into a cancelled row (server: `lapseExpired`), in the same transaction.
   * `network` is the client's network (IPv4 /24, IPv6 /48) as a keyed hash, like `client`: the
   * limits on unconfirmed holds are counted per network, across every process on the database.
   */
  '2026-11-26-01-booking-holds': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('bookings').addColumn('hold_expires_at', 'bigint').execute();
      await db.schema.alterTable('bookings').addColumn('network', 'text').execute();
      await db.schema.createIndex('bookings_holds').on('bookings').columns(['status', 'hold_expires_at']).execute();
    },
  },

  /**
   * A hold extended once (issue 44, S2): when the visitor asked for more time from the manage
   * page. Null until then; a hold is extended at most once, by `holdMinutes`.
   */
  '2026-11-27-01-booking-hold-extended': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('bookings').addColumn('hold_extended_at', 'bigint').execute();
    },
  },

  /**
   * Contested holds (contest.ts): the overlap rule now reads only confirmed bookings (`booked`, no
   * `hold_expires_at`), so that past `heldAtOnce` a hold can share its time with others and the
   * first to confirm gets it. The service, under the bookings lock, still keeps holds apart while
   * they are few, and lapses the holds a confirmation overlaps before it confirms.
   */
  '2026-11-27-05-confirmed-first': {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await sql`alter table bookings drop constraint bookings_no_overlap`.execute(db);
        await sql`alter table bookings add constraint bookings_no_overlap
          exclude using gist (diary with =, int8range(starts_at, held_until) with &&)
          where (status = 'booked' and hold_expires_at is null)`.execute(db);
      } else {
        for (const event of [
          'insert',
          'update of diary, starts_at, ends_at, held_until, status, hold_expires_at',
        ] as const) {
          const name = event === 'insert' ? 'bookings_no_overlap_insert' : 'bookings_no_overlap_update';
          await sql.raw(`drop trigger ${name}`).execute(db);
          await sql
            .raw(
              `create trigger ${name} before ${event} on bookings
               when new.status = 'booked' and new.hold_expires_at is null and exists (
                 select 1 from bookings other where other.diary = new.diary and other.status = 'booked'
                 and other.hold_expires_at is null
                 and other.starts_at < new.held_until and other.held_until > new.starts_at and other.id <> new.id)
               begin select raise(abort, 'bookings_no_overlap'); end`,
            )
            .execute(db);
        }
      }
    },
  },

  /**
   * The firm's diary actions (issue 52): time a director blocks (a holiday, a training day), which
   * the availability engine reads as busy time like their calendar's, and whether a consultation
   * was attended or missed, as the firm marks it after its start.
   */
  '2026-11-29-01-booking-diary-blocks-and-attendance': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('diary_blocks')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('diary', 'text', (column) => column.notNull())
        .addColumn('starts_at', 'bigint', (column) => column.notNull())
        .addColumn('ends_at', 'bigint', (column) => column.notNull())
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('created_by', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addCheckConstraint('diary_blocks_range', sql`starts_at < ends_at`)
        .execute();
      await db.schema.createIndex('diary_blocks_time').on('diary_blocks').columns(['diary', 'ends_at']).execute();
      await db.schema
        .alterTable('bookings')
        .addColumn('attendance', 'text', (column) => column.check(sql`attendance in ('attended', 'missed')`))
        .execute();
      await db.schema.alterTable('bookings').addColumn('attendance_at', 'bigint').execute();
      await db.schema.alterTable('bookings').addColumn('attendance_by', 'text').execute();
    },
  },

  /**
   * A visitor's hold is never taken within its hour (issue 53): a hold made while the site held
   * fewer than `heldAtOnce` unconfirmed bookings keeps its time for its whole hour, even once
   * holds are contested (contest.ts). Holds made before this version are not marked: each lapses
   * within its hour as before.
   */
  '2026-11-29-01-booking-hold-kept': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('bookings')
        .addColumn('hold_kept', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
    },
  },

  /** Times the firm offers a visitor in place of their booking's, held for them until the offer lapses (offers.ts). */
  '2026-11-29-02-booking-offers': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('booking_offers')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('booking_id', 'text', (column) => column.notNull())
        .addColumn('token', 'text', (column) => column.notNull())
        .addColumn('diary', 'text', (column) => column.notNull())
        .addColumn('starts_at', 'bigint', (column) => column.notNull())
        .addColumn('held_until', 'bigint', (column) => column.notNull())
        .addColumn('slot', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .addColumn('note', 'text', (column) => column.notNull())
        .addColumn('created_by', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('booking_offers_booking').on('booking_offers').column('booking_id').execute();
      await db.schema.createIndex('booking_offers_token').on('booking_offers').column('token').execute();
      await db.schema
        .createIndex('booking_offers_time')
        .on('booking_offers')
        .columns(['diary', 'expires_at'])
        .execute();
    },
  },

  /**
   * The hold request's proof of work (proofs.ts, BOOKING_PROOF_OF_WORK): the key its challenges
   * are signed with, made once, and each challenge a hold has used, until it expires.
   */
  '2026-11-29-03-booking-proofs': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('booking_secrets')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('key', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('booking_proofs')
        .addColumn('challenge', 'text', (column) => column.primaryKey())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('booking_proofs_expires').on('booking_proofs').column('expires_at').execute();
    },
  },

  /**
   * The client's wider network (IPv4 /16, IPv6 /32: client-network.ts, `widePrefix`) as a keyed
   * hash with the day's key, like `network`, and cleared with it: the near days' limit per wide
   * network (rules.ts, `nearPerWideNetwork`). Bookings made before have none, and count towards no
   * wide network (the day's key that could have made one is gone by the next day anyway).
   */
  '2026-11-29-04-booking-wide-network': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('bookings').addColumn('wide_network', 'text').execute();
    },
  },
});

/** Whether an error is the database refusing a booking that overlaps another of the same diary (the rule above). */
export const isOverlap = (error: unknown): boolean => isExclusion(error, 'bookings_no_overlap');
