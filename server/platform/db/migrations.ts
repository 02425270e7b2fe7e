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

/** A feature's migrations and whose they are: its plug's name, which its new migrations carry. */
export interface OwnedMigrations {
  owner: string;
  migrations: Migrations;
}

/** What the database is migrated to: each feature's migrations, and the names of removed features' (see combined). */
export interface Schema {
  parts: readonly OwnedMigrations[];
  retired?: readonly string[];
}

/**
 * The one name several parts declared, from before features had folders of their own: one step
 * they took together. No other name may be declared twice.
 */
export const sharedHistory: readonly string[] = ['2026-11-25-01-initial'];

/**
 * From this day on, a migration's name carries its owner's name after the date
 * (`2026-12-01-01-booking-reminders`), so that two features cannot choose the same one unawares;
 * those before it are the history, kept as they ran.
 */
export const ownerNamedFrom = '2026-11-29';

/**
 * Why these parts cannot make one history, or null: a name two parts declare (outside
 * `sharedHistory`), a new name that does not carry its owner's, or a retired name still declared.
 */
export function migrationsProblem(
  parts: readonly OwnedMigrations[],
  engine: Engine,
  retired: readonly string[] = [],
): string | null {
  const ownerOf = new Map<string, string>(Object.keys(platformMigrations(engine)).map((name) => [name, 'platform']));
  for (const { owner, migrations } of parts) {
    for (const name of Object.keys(migrations(engine))) {
      const other = ownerOf.get(name);
      if (other && !sharedHistory.includes(name)) return `Migration "${name}" is declared by ${other} and ${owner}.`;
      if (name.slice(0, 10) >= ownerNamedFrom && !name.includes(`-${owner}-`))
        return `Migration "${name}" of ${owner} must carry its owner's name: "YYYY-MM-DD-NN-${owner}-what".`;
      if (retired.includes(name)) return `Migration "${name}" of ${owner} is listed as retired.`;
      ownerOf.set(name, owner);
    }
  }
  return null;
}

/**
 * Every part's migrations as one history, applied in order of name on start (database.ts), each in
 * a transaction, one process at a time. A name that several parts declare is one step they took
 * together (`sharedHistory`): the platform's part runs first, then each feature's in the order
 * given, in that step's one transaction. A name declared twice otherwise, or new and not carrying
 * its owner's name, stops the start (`migrationsProblem`). `retired` names the migrations of a
 * feature that was removed: a database that ran them still opens (Kysely refuses one whose history
 * names a migration it does not know), and they do nothing.
 */
export function combined({ parts, retired = [] }: Schema): Migrations {
  return (engine) => {
    const problem = migrationsProblem(parts, engine, retired);
    if (problem) throw new Error(problem);
    const steps = new Map<string, Migration[]>(retired.map((name) => [name, []]));
    for (const part of [platformMigrations, ...parts.map((owned) => owned.migrations)])
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
