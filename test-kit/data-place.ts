import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sqliteFile, type DatabaseConfig } from '../server/platform/db/config';
import { openData } from '../server/app/open-data';
import type { TestOverrides } from './enquiry-service';
import { freshDatabase } from './postgres';

/**
 * Where one test's or run's data lives: a new SQLite folder, or a new database on the PostgreSQL
 * server at `postgresUrl`. The same place as a database config, as the environment a service
 * process reads, as a test's overrides, and opened for counting.
 */
export interface DataPlace {
  config: DatabaseConfig;
  env: NodeJS.ProcessEnv;
  overrides: TestOverrides;
  open: () => ReturnType<typeof openData>;
  remove: () => void;
}

export async function dataPlace({
  postgresUrl,
  dataDir,
}: { postgresUrl?: string | null; dataDir?: string } = {}): Promise<DataPlace> {
  if (postgresUrl) {
    const url = await freshDatabase(postgresUrl);
    return {
      config: { engine: 'postgres', url, poolSize: 5 },
      env: { DATABASE_URL: url },
      overrides: { databaseUrl: url },
      open: () => openData({ DATABASE_URL: url }),
      remove: () => undefined,
    };
  }
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'service-data-'));
  const config: DatabaseConfig = { engine: 'sqlite', file: sqliteFile(dir) };
  return {
    config,
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    overrides: { dataDir: dir },
    open: () => openData({ DATA_DIR: dir }, config),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
