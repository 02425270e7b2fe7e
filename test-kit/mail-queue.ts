import { loadDatabaseConfig } from '../server/platform/db/config';
import { openDatabase } from '../server/platform/db/database';
import { Outbox } from '../server/platform/outbox/outbox';
import { featureMigrations, type SiteService } from '../server/app/service';
import { until } from './until';

/**
 * What a test waits for instead of a pause "for any duplicate to arrive": the mail queue settled.
 * A message is sent again only while it is waiting or under way (a lease that runs out); once the
 * queue has nothing due or under way, every message it holds has been delivered (the SMTP server
 * has it) or has failed, and what the mailbox holds is final. A message due later (a reminder) is
 * not waited for.
 */
export function mailQueueSettled(outbox: Outbox, now: () => Date = () => new Date()): Promise<void> {
  return until(async () => (await outbox.oldestDue(now())) === null, 30_000);
}

/** The same for a service in this process, on its own clock. */
export function serviceMailSettled(service: SiteService): Promise<void> {
  return mailQueueSettled(service.outbox, service.config.clock);
}

/**
 * The mail queue of service processes this test started (`env`: their DATABASE_URL or DATA_DIR),
 * read through a connection of the test's own; closed with `close()`.
 */
export async function mailQueueOf(env: NodeJS.ProcessEnv): Promise<{ outbox: Outbox; close: () => Promise<void> }> {
  const database = await openDatabase(loadDatabaseConfig(env), featureMigrations);
  return { outbox: new Outbox(database), close: () => database.close() };
}

/**
 * Resolves once the service's mail worker has finished `count` more passes over the queue: what a
 * test waits for to see that something does not happen however often the worker looks (a message
 * not sent again while the disk is full).
 */
export async function workerPasses(service: SiteService, count: number): Promise<void> {
  const worker = service.worker as unknown as { pass: () => Promise<void> };
  const pass = worker.pass;
  let passes = 0;
  worker.pass = async function counted(this: unknown) {
    try {
      await pass.call(this);
    } finally {
      passes += 1;
    }
  };
  try {
    await until(() => passes >= count, 30_000);
  } finally {
    worker.pass = pass;
  }
}
