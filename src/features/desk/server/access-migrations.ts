import type { Kysely, Migration } from 'kysely';

/** The desk's sign-in limits' table's versions (migrations.ts puts them with the desk's others). */
export const deskAccessMigrations: Record<string, Migration> = {
  // Sign-in limits in the database, not one process's memory: every process and a restart share them.
  '2026-11-29-01-desk-sign-in-limits': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('desk_limits')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('desk_limits_key').on('desk_limits').columns(['kind', 'key', 'at']).execute();
    },
  },
};
