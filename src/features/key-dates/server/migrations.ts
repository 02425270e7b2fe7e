/* eslint-disable max-lines-per-function -- each migration is a step that has shipped and is never edited: its history stays as it ran. */
import { sql, type Kysely } from 'kysely';
import type { Migrations } from '../../../../server/platform/db/migrations';
import { mailboxHash } from '../../../../server/platform/forms/address';
import type { AlertTables } from './tables';

/** Deadline alerts' tables' versions (server/platform/db/migrations.ts says how they are applied). */
export const alertMigrations: Migrations = () => ({
  '2026-11-27-01-deadline-alerts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('alert_subscriptions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('mailbox', 'text', (column) => column.notNull())
        .addColumn('audiences', 'text', (column) => column.notNull())
        .addColumn('lead_days', 'text', (column) => column.notNull())
        .addColumn('token', 'text', (column) => column.notNull().unique())
        .addColumn('state', 'text', (column) =>
          column.notNull().check(sql`state in ('pending', 'confirmed', 'unsubscribed')`),
        )
        .addColumn('wording', 'text', (column) => column.notNull())
        .addColumn('requested_at', 'bigint', (column) => column.notNull())
        .addColumn('confirmed_at', 'bigint')
        .addColumn('unsubscribed_at', 'bigint')
        .execute();
      await db.schema.createIndex('alert_subscriptions_mailbox').on('alert_subscriptions').column('mailbox').execute();
      await db.schema
        .createIndex('alert_subscriptions_state')
        .on('alert_subscriptions')
        .columns(['state', 'requested_at'])
        .execute();
      await db.schema
        .createTable('alert_consents')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('subscription_id', 'text', (column) => column.notNull())
        .addColumn('event', 'text', (column) =>
          column.notNull().check(sql`event in ('requested', 'confirmed', 'withdrawn')`),
        )
        .addColumn('at', 'bigint', (column) => column.notNull())
        .addColumn('audiences', 'text', (column) => column.notNull())
        .addColumn('lead_days', 'text', (column) => column.notNull())
        .addColumn('wording', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('alert_consents_subscription')
        .on('alert_consents')
        .column('subscription_id')
        .execute();
      await db.schema
        .createTable('alert_wordings')
        .addColumn('version', 'text', (column) => column.primaryKey())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('first_used_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('alert_sent')
        .addColumn('subscription_id', 'text', (column) => column.notNull())
        .addColumn('rule_id', 'text', (column) => column.notNull())
        .addColumn('due_date', 'text', (column) => column.notNull())
        .addColumn('lead_days', 'integer', (column) => column.notNull())
        .addColumn('sent_on', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('alert_sent_key', ['subscription_id', 'rule_id', 'due_date', 'lead_days'])
        .execute();
      await db.schema
        .createTable('alert_suppressions')
        .addColumn('mailbox', 'text', (column) => column.primaryKey())
        .addColumn('at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('alert_requests')
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('alert_requests_key', ['day', 'subject'])
        .execute();
      // The row alert changes take their turn on, across every process on the database.
      await db
        .insertInto('locks' as never)
        .values({ name: 'alerts', taken_at: 0 } as never)
        .execute();
    },
  },
  // A company's own dates, from the company tool's sign-up: {"yearEnd": "YYYY-MM-DD", "vat": stagger id or ""}.
  '2026-11-27-02-alerts-company': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('alert_subscriptions').addColumn('company', 'text').execute();
      await db.schema.alterTable('alert_consents').addColumn('company', 'text').execute();
    },
  },
  /*
   * The one address rule (issue 53) folds `+tags` at every domain, so a subscription at another
   * provider's `ada+news@` is the mailbox `ada@` now: each kept address is keyed again, and one that
   * left is never mailed under its new key either (its old key stays on the list too). Addresses
   * already deleted (left more than the consent record's period ago) are on the list by their old
   * key only, which still matches the address exactly as it was given.
   */
  '2026-11-28-01-alerts-mailbox-rule': {
    async up(db: Kysely<unknown>) {
      const alerts = db as unknown as Kysely<AlertTables>;
      const rows = await alerts.selectFrom('alert_subscriptions').select(['id', 'email', 'mailbox', 'state']).execute();
      for (const row of rows) {
        const mailbox = mailboxHash(row.email);
        if (mailbox === row.mailbox) continue;
        await alerts.updateTable('alert_subscriptions').set({ mailbox }).where('id', '=', row.id).execute();
        if (row.state === 'unsubscribed')
          await alerts
            .insertInto('alert_suppressions')
            .values({ mailbox, at: Date.now() })
            .onConflict((conflict) => conflict.column('mailbox').doNothing())
            .execute();
      }
    },
  },
  // The page a sign-up was sent from (a path only), as enquiries and bookings keep theirs: the firm's sources report.
  '2026-11-29-01-alerts-source-page': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('alert_subscriptions').addColumn('source_page', 'text').execute();
    },
  },
});
