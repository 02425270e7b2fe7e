import type { Kysely } from 'kysely';
import type { Migrations } from '../../../../server/platform/db/migrations';

/**
 * The enquiries table's versions, oldest first (server/platform/db/migrations.ts says how they are
 * applied). Never edit one that has shipped: add the next.
 */
export const enquiryMigrations: Migrations = () => ({
  /** Part of the first version, which the platform's and the booking's tables share. */
  '2026-11-25-01-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('enquiries')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('received_at', 'bigint', (column) => column.notNull())
        .addColumn('details', 'text', (column) => column.notNull())
        .addColumn('source_page', 'text')
        .execute();
      await db.schema.createIndex('enquiries_received').on('enquiries').column('received_at').execute();
    },
  },
  /** Where the firm is with each enquiry and who took it, set at the staff desk (docs/desk.md). */
  '2026-11-29-01-enquiry-status': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('enquiries')
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
        .execute();
      await db.schema.alterTable('enquiries').addColumn('taken_by', 'text').execute();
      await db.schema.alterTable('enquiries').addColumn('status_at', 'bigint').execute();
    },
  },
});
