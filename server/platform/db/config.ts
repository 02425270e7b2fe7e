import path from 'node:path';
import { projectRoot } from '../project-root';

/**
 * Where the service keeps its data. With nothing set: an embedded SQLite database file in the data
 * directory (DATA_DIR, default var/ in the project; the volume in docker compose). With
 * DATABASE_URL=postgres://…: that PostgreSQL database, for a service that runs on several machines.
 */
export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; poolSize: number };

/** The data directory: DATA_DIR, or the old ENQUIRY_SPOOL_DIR setting, or var/ in the project. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR || env.ENQUIRY_SPOOL_DIR || path.join(projectRoot, 'var'));
}

/** The embedded database's file inside a data directory. */
export const sqliteFile = (dir: string) => path.join(dir, 'site.sqlite3');

export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new Error('DATABASE_URL must be a PostgreSQL URL: postgres://user:password@host:5432/database.');
    return { engine: 'postgres', url, poolSize: 10 };
  }
  return { engine: 'sqlite', file: sqliteFile(dataDir(env)) };
}

/** The database in words for logs and health, without a password. */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.engine === 'sqlite') return `SQLite ${config.file}`;
  const url = new URL(config.url);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
