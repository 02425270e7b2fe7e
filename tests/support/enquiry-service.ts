import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadEnquiryConfig, type EnquiryConfig } from '../../server/enquiries/config';
import type { Logger } from '../../server/enquiries/delivery';
import { EnquiryService } from '../../server/enquiries/service';
import { enquiryFields, type Enquiry } from '../../src/content/enquiry';
import { fieldNames } from '../../src/config/form-fields';
import { createEnquiryApp } from '../../server/enquiry-server';

/** A logger that keeps what the service says, for tests to read (and keeps the run quiet). */
export function memoryLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), warn: (line) => lines.push(line) };
}

export interface TestEnquiries {
  service: EnquiryService;
  spoolDir: string;
  log: ReturnType<typeof memoryLog>;
  stop: () => Promise<void>;
}

/**
 * The real enquiry service on a spool of its own in a temporary folder, with the project's
 * defaults except where a test says otherwise (fast retries, no rate limit unless asked).
 */
export async function startTestEnquiries(overrides: Partial<EnquiryConfig> = {}): Promise<TestEnquiries> {
  const spoolDir = overrides.spoolDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'enquiry-spool-'));
  const config: EnquiryConfig = {
    ...loadEnquiryConfig({}),
    to: 'enquiries@harbourline.example',
    from: 'Harbourline website <website@harbourline.example>',
    rateLimit: { max: 0, windowMs: 60_000 },
    retry: { baseMs: 100, maxMs: 400 },
    pollMs: 100,
    ...overrides,
    spoolDir,
  };
  const log = memoryLog();
  const service = await EnquiryService.start(config, log);
  return {
    service,
    spoolDir,
    log,
    stop: async () => {
      await service.stop();
      if (!overrides.spoolDir) fs.rmSync(spoolDir, { recursive: true, force: true });
    },
  };
}

/** A valid enquiry, as the form would send it. */
/** What the service stores for the values given: every declared field, '' where none was given. */
export const withEveryField = (values: Enquiry): Required<Enquiry> =>
  Object.fromEntries(fieldNames(enquiryFields).map((name) => [name, values[name] ?? ''])) as Required<Enquiry>;

export const sampleEnquiry = withEveryField({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '020 7946 0999',
  company: 'Analytical Engines Ltd',
  subject: 'fintech',
  message: 'We need a safeguarding audit before our first audit period ends.\nCan we talk this week?',
});

/** The production enquiry service's HTTP app (server/enquiry-server.ts) on a free loopback port. */
export async function startEnquiryHttp(
  overrides: Partial<EnquiryConfig> = {},
): Promise<TestEnquiries & { url: string; server: http.Server }> {
  const enquiries = await startTestEnquiries(overrides);
  const server = http.createServer(createEnquiryApp(enquiries.service)).listen(0, '127.0.0.1');
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

/** A form body as a browser sends it. */
export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
