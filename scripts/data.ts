/**
 * The service's data, for ops:   npm run data -- COMMAND
 *   backup FILE          a consistent copy of the embedded database while the service runs
 *                        (SQLite's online backup); for PostgreSQL, pg_dump (docs/deploying.md)
 *   restore FILE         puts a backup in place as the database of DATA_DIR: stop the service
 *                        first; refuses to replace a database unless --replace is given
 *   import-spool DIR     brings an old file spool and diary (before the database) into it, losing
 *                        nothing; safe to run twice
 * Reads DATA_DIR or DATABASE_URL as the service does. In docker compose (the image runs it compiled):
 *   docker compose exec enquiries node scripts/data-main.js backup /var/lib/enquiries/backup.sqlite3
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { loadDatabaseConfig } from '../server/platform/db/config';
import { openDatabase } from '../server/platform/db/database';
import { featureMigrations } from '../server/app/service';
import { importSpool, type SpoolTables } from '../server/app/import-spool';

/** A consistent copy of a SQLite database that may be in use, written to `target`. */
export async function backupSqlite(file: string, target: string): Promise<number> {
  if (!fs.existsSync(file)) throw new Error(`No database at ${file}.`);
  const source = new BetterSqlite3(file, { readonly: true, fileMustExist: true, timeout: 10_000 });
  try {
    const { totalPages } = await source.backup(target);
    fs.chmodSync(target, 0o600);
    return totalPages;
  } finally {
    source.close();
  }
}

/** Checks a backup, then puts it in place as `file` (atomically); refuses to replace one unless told. */
export function restoreSqlite(backup: string, file: string, { replace = false } = {}): void {
  if (fs.existsSync(file) && !replace)
    throw new Error(
      `${file} exists: stop the service, then run restore with --replace to put the backup in its place.`,
    );
  const check = new BetterSqlite3(backup, { readonly: true, fileMustExist: true });
  try {
    const [result] = check.pragma('integrity_check') as { integrity_check: string }[];
    if (result?.integrity_check !== 'ok') throw new Error(`${backup} is damaged: ${result?.integrity_check}`);
  } finally {
    check.close();
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.restoring`;
  fs.copyFileSync(backup, tmp);
  fs.chmodSync(tmp, 0o600);
  for (const stale of [`${file}-wal`, `${file}-shm`]) fs.rmSync(stale, { force: true });
  fs.renameSync(tmp, file);
}

async function main(): Promise<void> {
  const [command, argument] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const config = loadDatabaseConfig();
  if (command === 'import-spool') {
    if (!argument) throw new Error('Say where the old spool is: npm run data -- import-spool DIR');
    const database = await openDatabase(config, featureMigrations);
    try {
      const counts = await importSpool(database.db.withTables<SpoolTables>(), path.resolve(argument));
      console.log(
        `Imported into ${database.description}: ${counts.enquiries} enquiries, ${counts.bookings} bookings, ` +
          `${counts.cancelled} cancelled bookings and ${counts.emails} emails (what was there already was left as it was).`,
      );
    } finally {
      await database.close();
    }
    return;
  }
  if (command !== 'backup' && command !== 'restore')
    throw new Error('Say what to do: npm run data -- backup FILE | restore FILE | import-spool DIR');
  if (config.engine !== 'sqlite')
    throw new Error('With DATABASE_URL, back up and restore with pg_dump and pg_restore (docs/deploying.md).');
  if (!argument) throw new Error(`Say which file: npm run data -- ${command} FILE`);
  if (command === 'backup') {
    const pages = await backupSqlite(config.file, path.resolve(argument));
    console.log(`Backed up ${config.file} to ${path.resolve(argument)} (${pages} pages).`);
  } else {
    restoreSqlite(path.resolve(argument), config.file, { replace: process.argv.includes('--replace') });
    console.log(`Restored ${path.resolve(argument)} as ${config.file}. Start the service.`);
  }
}

/** Runs the command line; a failure ends the process with its reason. */
export function runDataCli(): void {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}

if (require.main === module) runDataCli();
