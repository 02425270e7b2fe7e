import type { Kysely } from 'kysely';
import type { Migrations } from '../../../../server/platform/db/migrations';
import { deskAccessMigrations } from './access-migrations';

/** The staff's desk's tables' versions (server/platform/db/migrations.ts says how they are applied). */
export const deskMigrations: Migrations = () => ({
  '2026-11-28-01-desk': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('desk_links')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('browser_hash', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createTable('desk_sessions')
        .addColumn('id_hash', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('csrf', 'text', (column) => column.notNull())
        .addColumn('network', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('seen_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('desk_sessions_email').on('desk_sessions').column('email').execute();
      await db.schema
        .createTable('desk_audit')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('at', 'bigint', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('detail', 'text', (column) => column.notNull())
        .addColumn('network', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('desk_audit_at').on('desk_audit').column('at').execute();
    },
  },
  ...deskAccessMigrations,
});
