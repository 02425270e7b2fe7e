import type express from 'express';
import type { Kysely, Migration } from 'kysely';
import type { Engine } from './db/database';
import type { FirmSide } from './firm';
import type { PlatformSchema } from './db/schema';
import type { PersonalDataStore } from './personal-data';
import type { Outbox } from './outbox/outbox';
import type { Addresses, Logger, MessageKind } from './outbox/worker';
import type { FeatureRoutes } from './http/body-limits';

/**
 * What the root gives a server feature, and all it gives: the database (the feature's own tables
 * beside the platform's queue and locks), the mail queue to put its messages in, the clock, ids,
 * the log and the report of a durable write. Never the service, and never another feature.
 */
export interface FeatureContext {
  /** The database; a feature adds its own tables' types with Kysely's `context.db.withTables<MyTables>()`. */
  db: Kysely<PlatformSchema>;
  engine: Engine;
  /** Where the feature puts its emails, in the same transaction as what they are about. */
  outbox: Outbox;
  /** The firm's addresses: `to` its inbox, `from` the website's sender. */
  mail: { addresses: Addresses };
  /** The time now; a test sets another day. */
  clock: () => Date;
  /** A new record id (a UUID). */
  newId: () => string;
  log: Logger;
  /** The database for logs and listings: the engine and where, never a password. */
  databaseDescription: string;
  /**
   * Wraps a write a visitor's answer depends on: health hears at once when one fails, and the mail
   * queue's worker is woken when one succeeds (it sends what was just queued without waiting to poll).
   */
  stored: <T>(storing: Promise<T>) => Promise<T>;
  /** The firm's own side: who may sign in to the staff's desk, and the diary (server/platform/firm.ts). */
  firm: FirmSide;
  /**
   * `service`: the running service (a feature may start background work, such as reading
   * calendars); `command`: a command-line tool, opened for one job and closed.
   */
  mode: 'service' | 'command';
}

/** Where a command prints: a line (a newline added), or text as it is (a CSV file). */
export interface CommandIo {
  line: (text: string) => void;
  write: (text: string) => void;
}

/** A command a feature offers the firm or ops on the command line (`npm run cli -- NAME ...`). */
export interface FeatureCommand<Data> {
  /** One line on what it does, for the list of commands. */
  summary: string;
  /** The command's own help: its options, one a line. */
  usage: string;
  /** Runs it, printing through `io`. A thrown error's message is shown and the exit code is 1. */
  run: (data: Data, args: string[], io: CommandIo, context: FeatureContext) => Promise<void>;
}

/**
 * One server feature, as the root plugs it in: everything the service needs to know of it. The
 * root (server/app/features.ts) holds one list of these and loops over it; a new server feature is
 * its folder and one line there.
 */
export interface ServerFeature<Name extends string = string, Config = unknown, Data = unknown> {
  readonly name: Name;
  /** Its settings, read from the environment (the only place they are read); tests pass their own. */
  config: (env: NodeJS.ProcessEnv) => Config;
  /**
   * Its tables' versions, oldest first, by name (date first: `2026-11-27-01-what`). Never edit one
   * that has shipped: add the next. A name that several parts declare is one step they took together
   * (the history before features had their own folders): the root runs the platform's part first,
   * then each feature's, in the list's order, in one transaction.
   */
  migrations: (engine: Engine) => Record<string, Migration>;
  /** How the mail queue turns each of its message kinds into an email. */
  messages: Record<string, MessageKind>;
  /**
   * A sample of every payload each of its message kinds takes (its `server/message-samples.ts`):
   * the root's test renders each, and holds every email to a visitor to the firm's particulars.
   */
  messageSamples?: Record<string, readonly unknown[]>;
  /** Its repositories and services over the database. */
  open: (context: FeatureContext, config: Config) => Data;
  /**
   * Where its HTTP routes are and the largest body they take (server/platform/http/body-limits.ts):
   * the service gives its router only the requests under these prefixes, its body parsers read up
   * to the limit, and nginx's per-location limits and 413 answers are generated from it. Without
   * it, the feature has no routes.
   */
  http?: FeatureRoutes;
  /** Its HTTP routes, under its `http` prefixes; the root adds health and the 404. */
  router: (data: Data, context: FeatureContext) => express.Router;
  /**
   * Deletes what is past its retention; runs on start and then hourly. Says what it did in a few
   * words for the log ("3 bookings"), or null when nothing was due.
   */
  housekeeping?: (data: Data, now: Date) => Promise<string | null>;
  /**
   * What it adds to GET /api/health: no personal data. `problems`, when given, are what a visitor
   * meets that the firm must fix (no time can be offered, a calendar never read): each a sentence,
   * gathered into the service's own `problems`, which make its status `degraded`.
   */
  health?: (data: Data, now: Date) => FeatureHealth | Promise<FeatureHealth>;
  commands?: Record<string, FeatureCommand<Data>>;
  /**
   * How one person's rows are found, exported and erased (server/platform/personal-data.ts): every
   * feature whose tables hold an email address gives one (a test scans the migrated schema).
   */
  personalData?: (data: Data, context: FeatureContext) => PersonalDataStore;
  /** Stops what `open` started (timers, polls). */
  stop?: (data: Data) => Promise<void> | void;
}

/** A feature's part of /api/health. */
export type FeatureHealth = Record<string, unknown> & { problems?: string[] };

/** Declares a feature's plug with its types inferred: `export const bookingFeature = defineFeature({...})`. */
export function defineFeature<Name extends string, Config, Data>(
  feature: ServerFeature<Name, Config, Data>,
): ServerFeature<Name, Config, Data> {
  return feature;
}

/** The settings of each feature of a list, by its name. */
export type FeatureConfigs<Features extends readonly unknown[]> = {
  [F in Features[number] as F extends { name: infer Name extends string } ? Name : never]: F extends {
    config: (env: NodeJS.ProcessEnv) => infer Config;
  }
    ? Config
    : never;
};

/** The data (repositories and services) of each feature of a list, by its name. */
export type FeatureData<Features extends readonly unknown[]> = {
  [F in Features[number] as F extends { name: infer Name extends string } ? Name : never]: F extends {
    open: (context: FeatureContext, config: never) => infer Data;
  }
    ? Data
    : never;
};
