import type { DatabaseConfig } from '../platform/db/config';
import { openDatabase, type Database } from '../platform/db/database';
import { consoleLog } from '../platform/log';
import type { FeatureContext } from '../platform/feature';
import { Outbox } from '../platform/outbox/outbox';
import { featureMigrations, openFeatures, stopFeatures, type Features } from './service';
import { loadServiceConfig } from './service-config';

/** The service's data without its worker or server: for the firm's commands and the tests. */
export interface OpenData {
  database: Database;
  outbox: Outbox;
  /** Each feature's data, by name, opened for a command (no background work). */
  features: Features;
  context: FeatureContext;
  close: () => Promise<void>;
}

/** Opens the database the service uses (DATA_DIR or DATABASE_URL), as the service would find it. */
export async function openData(env: NodeJS.ProcessEnv = process.env, database?: DatabaseConfig): Promise<OpenData> {
  const config = loadServiceConfig(env);
  const opened = await openDatabase(database ?? config.database, featureMigrations);
  const outbox = new Outbox(opened, config.clock);
  const { context, data } = openFeatures(opened, outbox, config, {
    log: consoleLog,
    mode: 'command',
    stored: (storing) => storing,
  });
  return {
    database: opened,
    outbox,
    features: data,
    context,
    close: async () => {
      await stopFeatures(data);
      await opened.close();
    },
  };
}
