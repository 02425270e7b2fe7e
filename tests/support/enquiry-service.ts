import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadEnquiryConfig, type EnquiryConfig } from '../../server/enquiries/config';
import type { Logger } from '../../server/enquiries/delivery';
import { EnquiryService } from '../../server/enquiries/service';
import { enquiryFields, type Enquiry } from '../../src/content/enquiry';
import { fieldNames, type FormField } from '../../src/config/form-fields';
import { createEnquiryApp, createEnquiryServer } from '../../server/enquiry-server';

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

/** The production enquiry service's HTTP server (server/enquiry-server.ts) on a free loopback port. */
export async function startEnquiryHttp(
  overrides: Partial<EnquiryConfig> = {},
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
  const domain = '@example.com';
  const longest = (field: FormField): string => {
    if (field.input === 'email') return `${'a'.repeat(field.maxLength - domain.length)}${domain}`;
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
