import { randomUUID } from 'node:crypto';
import type express from 'express';
import { buildAge, type BuildAge } from '../platform/build-age';
import { timeBoundHealth } from '../platform/time-bound';
import { Cached } from '../platform/cached';
import { consoleLog } from '../platform/log';
import { openDatabase, type Database, type Engine } from '../platform/db/database';
import type { Schema } from '../platform/db/migrations';
import type { FeatureContext, FeatureData, ServerFeature } from '../platform/feature';
import { Outbox } from '../platform/outbox/outbox';
import { servedUnder } from '../platform/http/body-limits';
import { oldNamesNotice } from '../platform/outbox/config';
import { openTransport } from '../platform/outbox/transport';
import { describe, OutboxWorker, type Logger, type MessageKind } from '../platform/outbox/worker';
import { features, retiredMigrations } from './features';
import { firmSide } from './firm';
import { outboxPersonalData } from '../platform/outbox/personal-data';
import type { PersonalDataStore } from '../platform/personal-data';
import type { ServiceConfig } from './service-config';

/** Each feature's data (its services over the database), by its name. */
export type Features = FeatureData<typeof features>;

/** The features as the loops below see them: any of the list. */
const plugs = features as readonly ServerFeature<string, unknown, unknown>[];

export interface ServiceHealth {
  /**
   * `unavailable` while the database does not answer (503); `degraded` while a visitor meets a
   * problem the service can name (`problems`); `ok` otherwise. The container's health check
   * passes on `ok` alone.
   */
  status: 'ok' | 'degraded' | 'unavailable';
  /** What a visitor meets that needs a person, in words: from the features' own health. */
  problems: string[];
  engine: Engine;
  /** Whether the database answered, and took a write, when last asked. */
  database: 'ok' | 'unavailable';
  /** False while the queue cannot record a delivery: sending waits until it can. */
  deliveriesRecorded: boolean;
  /** Emails due or being retried. */
  waiting: number;
  /** Emails the mail server refused for good: they need a person (docs/enquiries.md). */
  failed: number;
  /** Minutes the oldest email still to send has waited: a stuck mailbox shows here first. */
  oldestWaitingMinutes: number | null;
  smtp: 'configured' | 'not configured';
  /** How old the deployed build is; `stale` past BUILD_MAX_AGE_DAYS: rebuild (docs/deploying.md). */
  build: BuildAge;
  /** The build's time-bound statements whose re-read day has come, and the next such day (server/platform/time-bound.ts). */
  timeBound: ReturnType<typeof timeBoundHealth>;
  /** What each feature adds (its own health): the booking's calendars, for example. */
  [feature: string]: unknown;
}

interface DatabaseState {
  answers: boolean;
  waiting: number;
  failed: number;
  oldestWaitingMinutes: number | null;
}

/** Opens every feature over an open database: for the service, or for a command. */
export function openFeatures(
  database: Database,
  outbox: Outbox,
  config: ServiceConfig,
  { log, mode, stored }: Pick<FeatureContext, 'log' | 'mode' | 'stored'>,
): { context: FeatureContext; data: Features } {
  // The diary and the enquiries are features that open below: the firm's side reads them once asked.
  const opened: { data?: Features } = {};
  const open = (): Features => {
    if (!opened.data) throw new Error('The firm’s side was asked for before the features were open.');
    return opened.data;
  };
  const context: FeatureContext = {
    db: database.db,
    engine: database.engine,
    outbox,
    mail: { addresses: config.mail.addresses },
    clock: config.clock,
    newId: () => randomUUID(),
    log,
    databaseDescription: database.description,
    stored,
    mode,
    firm: firmSide(config, {
      booking: () => open().booking,
      enquiry: () => open().enquiry,
      alerts: () => open().alerts,
      stores: () => personalData(open(), context),
    }),
  };
  const configs = config.features as Record<string, unknown>;
  opened.data = Object.fromEntries(
    plugs.map((plug) => [plug.name, plug.open(context, configs[plug.name])]),
  ) as Features;
  return { context, data: opened.data };
}

/** Every store of one person's data: each feature's that gives one, in the list's order, then the mail queue's. */
function personalData(data: Features, context: FeatureContext): PersonalDataStore[] {
  return [
    ...plugs.flatMap((plug) =>
      plug.personalData ? [plug.personalData((data as Record<string, unknown>)[plug.name], context)] : [],
    ),
    outboxPersonalData(context.db),
  ];
}

/** Stops what each feature started (timers, calendar polls), in the list's order. */
export async function stopFeatures(data: Features): Promise<void> {
  for (const plug of plugs) await plug.stop?.((data as Record<string, unknown>)[plug.name]);
}

/** Every feature's migrations, each under its plug's name, and the retired ones: for the database to apply on opening. */
export const featureMigrations: Schema = {
  parts: plugs.map((plug) => ({ owner: plug.name, migrations: plug.migrations })),
  retired: retiredMigrations,
};

/** Every feature's message kinds, for the mail queue's worker. */
const messageKinds = Object.assign({}, ...plugs.map((plug) => plug.messages)) as Record<string, MessageKind>;

/**
 * The enquiry and booking service: the database, the mail queue and its worker, and the features
 * (server/app/features.ts) that put messages in it, started together and composed here. No feature
 * knows another, or this root; the queue knows none (each registers how its messages are rendered).
 */
export class SiteService {
  readonly outbox: Outbox;
  readonly worker: OutboxWorker;
  /** Each feature's data, by name: `service.features.booking` is the diary. */
  readonly features: Features;
  /** What each feature is given: the routers are made with it. */
  readonly context: FeatureContext;
  private readonly state: Cached<DatabaseState>;
  /** Set when a store fails, cleared when one succeeds or the probe finds the database well again. */
  private lastStoreFailed = false;
  private housekeeper: NodeJS.Timeout | undefined;

  private constructor(
    readonly database: Database,
    readonly config: ServiceConfig,
    readonly log: Logger,
  ) {
    const { mail } = config;
    const transport = openTransport(mail, log);
    this.outbox = new Outbox(database, config.clock);
    this.worker = new OutboxWorker({
      outbox: this.outbox,
      transport,
      kinds: messageKinds,
      addresses: mail.addresses,
      retry: mail.retry,
      maxRefusals: mail.maxRefusals,
      leaseMs: mail.leaseMs,
      pollMs: mail.pollMs,
      log,
      clock: config.clock,
    });
    const opened = openFeatures(database, this.outbox, config, {
      log,
      mode: 'service',
      stored: (storing) => this.stored(storing),
    });
    this.context = opened.context;
    this.features = opened.data;
    this.state = new Cached(
      config.healthCacheMs,
      () => this.readState(),
      () => config.clock().getTime(),
    );
  }

  /** Opens the database (migrating it), runs housekeeping and starts sending what waits. */
  static async start(config: ServiceConfig, log: Logger = consoleLog): Promise<SiteService> {
    const database = await openDatabase(config.database, featureMigrations);
    const service = new SiteService(database, config, log);
    await service.housekeeping();
    const { waiting } = await service.outbox.counts();
    const renamed = oldNamesNotice(config.mail.oldNames);
    if (renamed) log.warn(renamed);
    log.info(
      `Enquiries and bookings: ${database.description} (${waiting} emails waiting); ` +
        (config.mail.smtpUrl
          ? `emailed to ${config.mail.addresses.to}.`
          : 'SMTP_URL not set, so they are kept in the database and not emailed.'),
    );
    service.housekeeper = setInterval(() => void service.housekeeping(), config.housekeepingMs);
    service.housekeeper.unref();
    service.worker.start();
    return service;
  }

  /** Each feature's routes, in the list's order, each given only the requests under its declared prefixes. */
  routers(): express.RequestHandler[] {
    return plugs.map((plug) => servedUnder(plug.http, plug.router(this.dataOf(plug), this.context)));
  }

  private dataOf(plug: ServerFeature<string, unknown, unknown>): unknown {
    return (this.features as Record<string, unknown>)[plug.name];
  }

  /** What a request that stored something reports: the health check and the worker hear of it at once. */
  async stored<T>(storing: Promise<T>): Promise<T> {
    try {
      const stored = await storing;
      this.lastStoreFailed = false;
      this.worker.kick();
      return stored;
    } catch (error) {
      this.lastStoreFailed = true;
      this.state.expire();
      throw error;
    }
  }

  /**
   * Deletes what is past its retention: delivered emails, then each feature's own (enquiries whose
   * email is delivered, bookings past their consultation, yesterday's address keys). Runs on start
   * and then hourly, whether or not anyone posts; a failure is logged and tried again next time.
   */
  async housekeeping(): Promise<void> {
    try {
      const now = this.config.clock();
      const cutoff = new Date(now.getTime() - this.config.mail.deliveredRetentionDays * 24 * 60 * 60 * 1000);
      const messages = await this.outbox.purgeDeliveredBefore(cutoff);
      const done = [messages > 0 ? `${messages} delivered emails` : null];
      for (const plug of plugs)
        // One feature's failure leaves the others' housekeeping to run.
        done.push(
          (await Promise.resolve(plug.housekeeping?.(this.dataOf(plug), now)).catch((error: unknown) => {
            this.log.warn(`Housekeeping (${plug.name}) failed: ${describe(error)}`);
            return null;
          })) ?? null,
        );
      const said = done.filter(Boolean);
      if (said.length > 0) this.log.info(`Retention: deleted ${said.join(', ')}.`);
    } catch (error) {
      this.log.warn(`Housekeeping failed: ${describe(error)}`);
    }
  }

  private async readState(): Promise<DatabaseState> {
    const now = this.config.clock();
    try {
      const { db } = this.database;
      // A write, not only a read: a full disk or a read-only database must show here.
      await db.updateTable('locks').set({ taken_at: now.getTime() }).where('name', '=', 'health').execute();
      const counts = await this.outbox.counts();
      const oldest = await this.outbox.oldestDue(now);
      this.lastStoreFailed = false;
      return {
        answers: true,
        waiting: counts.waiting + counts.sending,
        failed: counts.failed,
        oldestWaitingMinutes: oldest ? Math.floor((now.getTime() - oldest.getTime()) / 60_000) : null,
      };
    } catch (error) {
      this.log.warn(`Health: the database did not answer (${describe(error)}).`);
      return { answers: false, waiting: 0, failed: 0, oldestWaitingMinutes: null };
    }
  }

  /**
   * The service's health from its last known state: the database is asked (a write, and the
   * queue's counts) at most every healthCacheMs, however often health is asked, and a store's
   * failure shows at once.
   */
  async health(): Promise<ServiceHealth> {
    const state = await this.state.get();
    const answers = state.answers && !this.lastStoreFailed;
    const delivery = this.worker.state();
    const now = this.config.clock();
    const parts = await Promise.all(
      plugs.map(async (plug) => {
        try {
          return (await plug.health?.(this.dataOf(plug), now)) ?? {};
        } catch (error) {
          return { problems: [`The ${plug.name} feature could not say how it is (${describe(error)}).`] };
        }
      }),
    );
    const problems = parts.flatMap((part) => part.problems ?? []);
    const available = answers && delivery.recordingError === null;
    return {
      status: !available ? 'unavailable' : problems.length > 0 ? 'degraded' : 'ok',
      problems,
      engine: this.database.engine,
      database: answers ? 'ok' : 'unavailable',
      deliveriesRecorded: delivery.recordingError === null,
      waiting: state.waiting,
      failed: state.failed,
      oldestWaitingMinutes: state.oldestWaitingMinutes,
      smtp: this.config.mail.smtpUrl ? 'configured' : 'not configured',
      build: buildAge(this.config.build, now),
      // Statements due to be re-read are the firm's to act on, not a fault: said, never "degraded".
      timeBound: timeBoundHealth(this.config.timeBound, now),
      ...Object.assign({}, ...parts.map(({ problems: _said, ...rest }) => rest)),
    };
  }

  async stop(): Promise<void> {
    clearInterval(this.housekeeper);
    await stopFeatures(this.features);
    await this.worker.stop();
    await this.database.close();
  }
}
