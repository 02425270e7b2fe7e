import { loadBookingConfig, type BookingConfig } from '../../src/features/booking/server/config';
import { loadBuildAgeConfig, type BuildAgeConfig } from '../platform/build-age';
import { loadDatabaseConfig, type DatabaseConfig } from '../platform/db/config';
import { loadEnquiryConfig, type EnquiryConfig } from '../../src/features/enquiry/server/config';
import { loadMailConfig, type MailConfig } from '../platform/outbox/config';

/**
 * The enquiry and booking service's settings, each part read by its own module from the
 * environment; .env.example lists the variables for docker compose.
 */
export interface ServiceConfig {
  database: DatabaseConfig;
  mail: MailConfig;
  enquiries: EnquiryConfig;
  booking: BookingConfig;
  /** How long GET /api/health may answer from what it last found. */
  healthCacheMs: number;
  /** How often retention and key rotation run (and once on start). */
  housekeepingMs: number;
  /** The time now; tests set another day. */
  clock: () => Date;
  /** The deployed build's day, and how old it may be before health warns. */
  build: BuildAgeConfig;
}

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const enquiries = loadEnquiryConfig(env);
  return {
    database: loadDatabaseConfig(env),
    mail: loadMailConfig(env),
    enquiries,
    booking: loadBookingConfig(env),
    healthCacheMs: 5_000,
    housekeepingMs: 60 * 60 * 1000,
    clock: () => new Date(),
    build: loadBuildAgeConfig(env, enquiries.notSentPage),
  };
}
