import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Enquiry } from '../../src/content/enquiry';
import type { EnquiryConfig } from './config';
import { DeliveryWorker, type Logger } from './delivery';
import { RateLimiter } from './rate-limit';
import { Spool, type StoredEnquiry } from './spool';

export interface EnquiryHealth {
  status: 'ok' | 'unavailable';
  spoolWritable: boolean;
  waiting: number;
  /** Minutes the oldest waiting enquiry has waited: a stuck mailbox shows here first. */
  oldestWaitingMinutes: number | null;
  smtp: 'configured' | 'not configured';
}

const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

/**
 * The enquiry service's moving parts, started together: the spool, the delivery worker and the
 * rate limiter. The API (api.ts) hands each accepted enquiry to `accept`, which resolves once the
 * enquiry is on disk, then wakes the worker.
 */
export class EnquiryService {
  readonly spool: Spool;
  readonly worker: DeliveryWorker;
  readonly rateLimiter: RateLimiter;

  private constructor(
    readonly config: EnquiryConfig,
    readonly log: Logger,
  ) {
    this.spool = new Spool(config.spoolDir);
    const transport = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          // One connection kept open and reused while enquiries wait, instead of one per email.
          pool: true,
          maxConnections: 1,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null;
    this.worker = new DeliveryWorker({
      spool: this.spool,
      transport,
      addresses: { to: config.to, from: config.from },
      retry: config.retry,
      retentionMs: config.retentionDays * 24 * 60 * 60 * 1000,
      pollMs: config.pollMs,
      log,
    });
    this.rateLimiter = new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs);
  }

  /** Opens the spool (creating it if need be) and starts delivering what waits in it. */
  static async start(config: EnquiryConfig, log: Logger = consoleLogger): Promise<EnquiryService> {
    const service = new EnquiryService(config, log);
    await service.spool.open();
    const { waiting } = await service.spool.counts();
    log.info(
      `Enquiries: spool ${config.spoolDir} (${waiting} waiting); ${config.smtpUrl ? `emailed to ${config.to}` : 'SMTP_URL not set, so they are kept in the spool and not emailed'}.`,
    );
    service.worker.start();
    return service;
  }

  newId(): string {
    return randomUUID();
  }

  /** Stores the enquiry durably (resolves only then) and wakes the delivery worker. */
  async accept(enquiry: Enquiry, id?: string): Promise<StoredEnquiry> {
    const stored = await this.spool.store(enquiry, id === undefined ? {} : { id });
    this.worker.kick();
    return stored;
  }

  async health(): Promise<EnquiryHealth> {
    const spoolWritable = await this.spool.isWritable();
    const waiting = await this.spool.waiting().catch(() => []);
    const oldest = waiting[0] ? Math.floor((Date.now() - new Date(waiting[0].receivedAt).getTime()) / 60_000) : null;
    return {
      status: spoolWritable ? 'ok' : 'unavailable',
      spoolWritable,
      waiting: waiting.length,
      oldestWaitingMinutes: oldest,
      smtp: this.config.smtpUrl ? 'configured' : 'not configured',
    };
  }

  async stop(): Promise<void> {
    this.rateLimiter.close();
    await this.worker.stop();
  }
}
