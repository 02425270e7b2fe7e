import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from './database';

/** A part's migrations, by name, for an engine: the platform's (below) and each feature's. */
export type Migrations = (engine: Engine) => Record<string, Migration>;

/**
 * The platform's tables' versions, oldest first: the mail queue and the lock rows. Never edit one
 * that has shipped: add the next. Each feature declares its own tables' versions in its folder
 * (src/features/<feature>/server/migrations.ts); `combined` puts them together.
 */
export const platformMigrations: Migrations = () => ({
  '2026-11-25-01-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('due_at', 'bigint', (column) => column.notNull())
        .addColumn('state', 'text', (column) =>
          column.notNull().check(sql`state in ('waiting', 'sending', 'delivered', 'failed')`),
        )
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('refusals', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('lease_until', 'bigint')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('delivered_at', 'bigint')
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['state', 'due_at']).execute();

      await db.schema
        .createTable('locks')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('taken_at', 'bigint', (column) => column.notNull())
        .execute();
      await db
        .insertInto('locks' as never)
        .values({ name: 'health', taken_at: 0 } as never)
        .execute();
    },
  },
  // Each message keeps its Message-ID from when it is queued, so every attempt carries the same one.
  '2026-11-28-01-outbox-message-ids': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').addColumn('message_id', 'text').execute();
    },
  },
});

/**
 * Every part's migrations as one history, applied in order of name on start (database.ts), each in
 * a transaction, one process at a time. A name that several parts declare is one step they took
 * together (the history from before features had folders of their own): the platform's part runs
 * first, then each feature's in the order given, in that step's one transaction. A new migration
 * takes a name of its own, date first.
 */
export function combined(parts: readonly Migrations[]): Migrations {
  return (engine) => {
    const steps = new Map<string, Migration[]>();
    for (const part of [platformMigrations, ...parts])
      for (const [name, migration] of Object.entries(part(engine)))
        steps.set(name, [...(steps.get(name) ?? []), migration]);
    return Object.fromEntries(
      [...steps].map(([name, migrations]) => [
        name,
        {
          async up(db: Kysely<unknown>) {
            for (const migration of migrations) await migration.up(db);
          },
        },
      ]),
    );
  };
}
