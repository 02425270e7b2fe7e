import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type MigrationProvider,
} from 'kysely';
import pg from 'pg';
import { describeDatabase, type DatabaseConfig } from './config';
import { combined, type Migrations, type Schema } from './migrations';
import type { PlatformSchema } from './schema';

export type Engine = DatabaseConfig['engine'];

/** The open database: the query builder, which engine is behind it, and how to close it. */
export interface Database {
  db: Kysely<PlatformSchema>;
  engine: Engine;
  /** For logs and health: the engine and where, never a password. */
  description: string;
  close: () => Promise<void>;
}

/** How long a statement waits for another process's write to finish before it fails. */
const busyTimeoutMs = 10_000;

/**
 * PostgreSQL's bigint (int8) as a JavaScript number: every value here is a time in milliseconds
 * or a count, far below 2^53. Without this, pg returns them as strings.
 */
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
};

/**
 * SQLite rolls a transaction back by itself when a statement fails for want of space (SQLITE_FULL)
 * or memory; Kysely's ROLLBACK after it then fails ("no transaction is active") and that error would
 * replace the one that says why. The driver rolls back only a transaction still open.
 */
class SqliteDriverKeepingTheCause extends SqliteDriver {
  constructor(
    private readonly database: BetterSqlite3.Database,
    config: ConstructorParameters<typeof SqliteDriver>[0],
  ) {
    super(config);
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.database.inTransaction) await super.rollbackTransaction(connection);
  }
}

class SqliteDialectKeepingTheCause extends SqliteDialect {
  constructor(private readonly database: BetterSqlite3.Database) {
    super({ database });
  }

  override createDriver(): SqliteDriver {
    return new SqliteDriverKeepingTheCause(this.database, { database: this.database });
  }
}

/** The WAL is cut back to this size after a checkpoint, so a burst does not keep its disk space. */
const walSizeLimitBytes = 4 * 1024 * 1024;

function openSqlite(file: string): Kysely<PlatformSchema> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const database = new BetterSqlite3(file, { timeout: busyTimeoutMs });
  // The file (and its -wal and -shm, which SQLite creates with the file's mode) for the service's user only.
  fs.chmodSync(file, 0o600);
  // WAL: readers never wait for the writer. synchronous=FULL: a transaction is on disk when its
  // commit returns, so a success shown to a visitor survives a crash or a power cut.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma(`journal_size_limit = ${walSizeLimitBytes}`);
  return new Kysely<PlatformSchema>({ dialect: new SqliteDialectKeepingTheCause(database) });
}

function openPostgres(url: string, poolSize: number): Kysely<PlatformSchema> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: pgTypes,
    connectionTimeoutMillis: 5_000,
    // A statement that waits longer than this for a lock or a slow server fails, and the visitor
    // gets a 503, rather than a request that hangs.
    statement_timeout: 15_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection dropping (the server restarted, the network cut) is reported as an event: on the
  // pool for an idle client, on the client itself for one in use. Unheard, either would end the
  // process; heard, the query under way fails (a 503) and the pool connects afresh next time.
  const report = (error: Error) => console.warn(`PostgreSQL connection: ${error.message}`);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return new Kysely<PlatformSchema>({ dialect: new PostgresDialect({ pool }) });
}

const provider = (migrations: Migrations, engine: Engine): MigrationProvider => ({
  getMigrations: async () => migrations(engine),
});

/**
 * Applies every migration not yet applied, one process at a time: PostgreSQL's migrator holds an
 * advisory lock; with SQLite the whole run is one IMMEDIATE transaction, which a second process
 * starting at once waits for (busy timeout) and then finds nothing left to do.
 */
async function migrate(db: Kysely<PlatformSchema>, engine: Engine, migrations: Migrations): Promise<void> {
  if (engine === 'postgres') {
    const { error } = await new Migrator({ db, provider: provider(migrations, engine) }).migrateToLatest();
    if (error) throw error;
    return;
  }
  await sql`begin immediate`.execute(db);
  try {
    const { error } = await new Migrator({
      db,
      provider: provider(migrations, engine),
      disableTransactions: true,
    }).migrateToLatest();
    if (error) throw error;
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => undefined);
    throw error;
  }
}

/**
 * Opens the configured database and brings its schema up to date: the platform's tables, and those
 * of the features whose migrations are given (server/app/ gives every feature's, and the retired ones).
 */
export async function openDatabase(config: DatabaseConfig, schema: Schema = { parts: [] }): Promise<Database> {
  const db = config.engine === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url, config.poolSize);
  try {
    await migrate(db, config.engine, combined(schema));
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new Error(`The database (${describeDatabase(config)}) could not be prepared: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return { db, engine: config.engine, description: describeDatabase(config), close: () => db.destroy() };
}

/** Whether an error is the database refusing a second row with the same key. */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = error as { code?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Whether an error is the database refusing a row that an exclusion rule named `rule` forbids:
 * PostgreSQL's exclusion constraint of that name, or the SQLite trigger that raises its name.
 */
export function isExclusion(error: unknown, rule: string): boolean {
  const { code, message, constraint } = error as { code?: string; message?: string; constraint?: string };
  if (code === '23P01') return constraint === undefined || constraint === rule;
  return code === 'SQLITE_CONSTRAINT_TRIGGER' && (message ?? '').includes(rule);
}
