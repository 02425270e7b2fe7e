import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { BookingConfig } from '../src/features/booking/server/config';
import { sqliteFile } from '../server/platform/db/config';
import type { EnquiryConfig } from '../src/features/enquiry/server/config';
import type { DeskConfig } from '../src/features/desk/server/config';
import type { MailConfig } from '../server/platform/outbox/config';
import type { Logger } from '../server/platform/outbox/worker';
import { SiteService } from '../server/app/service';
import { loadServiceConfig, type ServiceConfig } from '../server/app/service-config';
import { enquiryFields, type Enquiry } from '../src/content/enquiry';
import { fieldNames, type FormField } from '../src/platform/forms/form-fields';
import { createEnquiryApp, createEnquiryServer } from '../server/app/enquiry-server';

/** A logger that keeps what the service says, for tests to read (and keeps the run quiet). */
export function memoryLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), warn: (line) => lines.push(line) };
}

/** What a test may set: the service's settings, flat, with the data directory or a PostgreSQL URL. */
export type TestOverrides = Partial<
  Pick<MailConfig, 'smtpUrl' | 'retry' | 'maxRefusals' | 'smtpSocketTimeoutMs' | 'leaseMs' | 'pollMs'> &
    Pick<EnquiryConfig, 'retentionDays' | 'rateLimit' | 'networkLimit' | 'notSentPage'> &
    Pick<ServiceConfig, 'healthCacheMs' | 'housekeepingMs' | 'clock' | 'build' | 'timeBound' | 'trustedProxies'>
> & {
  /** The embedded database's folder (a temporary one when not given, removed on stop). */
  dataDir?: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  booking?: BookingConfig;
  /** The staff desk's settings over the project's (its staff, its limits). */
  desk?: Partial<DeskConfig>;
};

export interface TestEnquiries {
  service: SiteService;
  dataDir: string;
  log: ReturnType<typeof memoryLog>;
  stop: () => Promise<void>;
}

/** The service's configuration for a test: the project's defaults, fast retries, no rate limit unless asked. */
export function testServiceConfig(overrides: TestOverrides = {}, dataDir = overrides.dataDir ?? ''): ServiceConfig {
  const base = loadServiceConfig({});
  const pick = <T>(value: T | undefined, fallback: T) => (value === undefined ? fallback : value);
  // One limit per client address for every form, as the service reads it (ENQUIRY_RATE_LIMIT).
  const rateLimit = overrides.rateLimit ?? { max: 0, windowMs: 60_000 };
  return {
    ...base,
    database: overrides.databaseUrl
      ? { engine: 'postgres', url: overrides.databaseUrl, poolSize: 5 }
      : { engine: 'sqlite', file: sqliteFile(dataDir) },
    mail: {
      ...base.mail,
      addresses: { to: 'enquiries@harbourline.example', from: 'Harbourline website <website@harbourline.example>' },
      smtpUrl: pick(overrides.smtpUrl, null),
      retry: overrides.retry ?? { baseMs: 100, maxMs: 400 },
      maxRefusals: overrides.maxRefusals ?? base.mail.maxRefusals,
      smtpSocketTimeoutMs: overrides.smtpSocketTimeoutMs ?? base.mail.smtpSocketTimeoutMs,
      leaseMs: overrides.leaseMs ?? base.mail.leaseMs,
      pollMs: overrides.pollMs ?? 100,
      deliveredRetentionDays: overrides.retentionDays ?? base.mail.deliveredRetentionDays,
    },
    features: {
      ...base.features,
      enquiry: {
        ...base.features.enquiry,
        rateLimit,
        // Lifted with the address limit unless a test asks, as ENQUIRY_RATE_LIMIT=0 lifts both.
        networkLimit: overrides.networkLimit ?? { max: rateLimit.max * 4, windowMs: rateLimit.windowMs },
        retentionDays: overrides.retentionDays ?? base.features.enquiry.retentionDays,
        notSentPage: overrides.notSentPage ?? base.features.enquiry.notSentPage,
      },
      booking: { ...(overrides.booking ?? base.features.booking), rateLimit },
      desk: { ...base.features.desk, ...overrides.desk },
    },
    healthCacheMs: overrides.healthCacheMs ?? base.healthCacheMs,
    housekeepingMs: overrides.housekeepingMs ?? base.housekeepingMs,
    clock: overrides.clock ?? base.clock,
    build: overrides.build ?? base.build,
    timeBound: overrides.timeBound ?? base.timeBound,
    trustedProxies: overrides.trustedProxies ?? base.trustedProxies,
  };
}

/** The real service on a database of its own in a temporary folder (or the PostgreSQL given). */
export async function startTestEnquiries(overrides: TestOverrides = {}): Promise<TestEnquiries> {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'service-data-'));
  const log = memoryLog();
  const service = await SiteService.start(testServiceConfig(overrides, dataDir), log);
  return {
    service,
    dataDir,
    log,
    stop: async () => {
      await service.stop();
      if (!overrides.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the service stores for the values given: every declared field, '' where none was given. */
export const withEveryField = (values: Enquiry): Required<Enquiry> =>
  Object.fromEntries(fieldNames(enquiryFields).map((name) => [name, values[name] ?? ''])) as Required<Enquiry>;

/** A valid enquiry, as the form would send it. */
export const sampleEnquiry = withEveryField({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '020 7946 0999',
  company: 'Analytical Engines Ltd',
  subject: 'fintech',
  message: 'We need a safeguarding audit before our first audit period ends.\nCan we talk this week?',
});

/** The production service's HTTP server (server/app/enquiry-server.ts) on a free loopback port. */
export async function startEnquiryHttp(
  overrides: TestOverrides = {},
): Promise<TestEnquiries & { url: string; server: http.Server }> {
  const enquiries = await startTestEnquiries(overrides);
  const server = createEnquiryServer(createEnquiryApp(enquiries.service)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    ...enquiries,
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await enquiries.stop();
    },
  };
}

/**
 * An enquiry with every field at the form's maxlength, written in `char` (a 3-byte character
 * such as 中 is the costliest to send) where the field takes any text: the largest the form allows.
 */
export function longestEnquiry(char = '中'): Enquiry {
  // The longest address the rule takes (server/platform/forms/address.ts): a 64-character local
  // part (RFC 5321's most) and a domain of labels of at most 63 to fill the field.
  const longestAddress = (length: number): string => {
    const local = 'a'.repeat(64);
    const labels: string[] = [];
    let room = length - local.length - 1 - 'example'.length;
    while (room > 1) {
      const label = Math.min(63, room - 1);
      labels.push('b'.repeat(label));
      room -= label + 1;
    }
    return `${local}@${[...labels, 'example'].join('.')}`;
  };
  const longest = (field: FormField): string => {
    if (field.input === 'email') return longestAddress(field.maxLength);
    if (field.input === 'select')
      return field.options.map((option) => option.value).reduce((a, b) => (b.length > a.length ? b : a));
    return char.repeat(field.maxLength);
  };
  return Object.fromEntries(
    Object.entries(enquiryFields).map(([name, field]: [string, FormField]) => [name, longest(field)]),
  ) as Enquiry;
}

/** JSON with every character past ASCII written as a \u escape: the costliest JSON a client may send. */
export const escapedJson = (value: object) =>
  JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A form body as a browser sends it. */
export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** How many emails wait (or are being sent), were delivered, or failed for good. */
export async function mailCounts(
  service: SiteService,
): Promise<{ waiting: number; delivered: number; failed: number }> {
  const counts = await service.outbox.counts();
  return { waiting: counts.waiting + counts.sending, delivered: counts.delivered, failed: counts.failed };
}

/** Stores an enquiry as the API does once it has validated it (tests that go past validation use this). */
export const acceptEnquiry = (service: SiteService, enquiry: Enquiry, now = new Date()) =>
  service.stored(service.features.enquiry.accept(enquiry, { id: service.context.newId(), sourcePage: null, now }));

/** The database gone from under a running service (a server stopped, a file lost): every query now fails. */
export async function loseDatabase(service: SiteService): Promise<void> {
  await service.database.db.destroy();
}

/**
 * The database refusing writes for a while, recoverably: the tables a store and the health check
 * write are renamed away (every store then fails in the database itself, in either engine) until
 * the returned function puts them back.
 */
export async function refuseWrites(service: SiteService): Promise<() => Promise<void>> {
  const { db } = service.database;
  await sql`alter table enquiries rename to enquiries_away`.execute(db);
  await sql`alter table locks rename to locks_away`.execute(db);
  return async () => {
    await sql`alter table enquiries_away rename to enquiries`.execute(db);
    await sql`alter table locks_away rename to locks`.execute(db);
  };
}
