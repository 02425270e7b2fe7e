import type { Kysely, Migration } from 'kysely';

/** The desk's sign-in limits' and passkeys' tables' versions (migrations.ts puts them with the desk's others). */
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
  // Passkeys (WebAuthn): their public keys, and the challenges handed out for them.
  '2026-11-29-02-desk-passkeys': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('desk_passkeys')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('public_key', 'text', (column) => column.notNull())
        .addColumn('counter', 'bigint', (column) => column.notNull())
        .addColumn('transports', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('last_used_at', 'bigint')
        .execute();
      await db.schema.createIndex('desk_passkeys_email').on('desk_passkeys').column('email').execute();
      await db.schema
        .createTable('desk_challenges')
        .addColumn('challenge', 'text', (column) => column.primaryKey())
        .addColumn('purpose', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
    },
  },
};
