import { loadBuildAgeConfig, type BuildAgeConfig } from '../platform/build-age';
import { loadDatabaseConfig, type DatabaseConfig } from '../platform/db/config';
import type { FeatureConfigs } from '../platform/feature';
import { loadTrustedProxies } from '../platform/http/config';
import { loadMailConfig, type MailConfig } from '../platform/outbox/config';
import { loadTimeBoundConfig, type TimeBoundConfig } from '../platform/time-bound';
import { features } from './features';

/** Each feature's settings, by its name. */
export type FeaturesConfig = FeatureConfigs<typeof features>;

/**
 * The enquiry and booking service's settings, each part read by its own module from the
 * environment (each feature's by its own `config`); .env.example lists the variables for docker compose.
 */
export interface ServiceConfig {
  database: DatabaseConfig;
  mail: MailConfig;
  features: FeaturesConfig;
  /** How long GET /api/health may answer from what it last found. */
  healthCacheMs: number;
  /** How often retention and key rotation run (and once on start). */
  housekeepingMs: number;
  /** The time now; tests set another day. */
  clock: () => Date;
  /** The deployed build's day, and how old it may be before health warns. */
  build: BuildAgeConfig;
  /** The statements the build found time-bound, for health to say which are due. */
  timeBound: TimeBoundConfig;
  /** Whose X-Forwarded-For is believed (server/platform/http/config.ts). */
  trustedProxies: string[];
}

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const configs = Object.fromEntries(features.map((feature) => [feature.name, feature.config(env)])) as FeaturesConfig;
  return {
    database: loadDatabaseConfig(env),
    mail: loadMailConfig(env),
    features: configs,
    healthCacheMs: 5_000,
    housekeepingMs: 60 * 60 * 1000,
    clock: () => new Date(),
    build: loadBuildAgeConfig(env, configs.enquiry.notSentPage),
    timeBound: loadTimeBoundConfig(env),
    trustedProxies: loadTrustedProxies(env),
  };
}
