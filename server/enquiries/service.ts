import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Enquiry } from '../../src/content/enquiry';
import type { BookingRecord } from '../bookings/record';
import { BookingService } from '../bookings/service';
import type { EnquiryConfig } from './config';
import { DeliveryWorker, type Logger } from './delivery';
import { Cached } from './cached';
import { RateLimiter } from './rate-limit';
import { Spool, type StoredEnquiry } from './spool';

export interface EnquiryHealth {
  status: 'ok' | 'unavailable';
  spoolWritable: boolean;
  /** False while the spool cannot record a delivery: sending waits until it can. */
  deliveriesRecorded: boolean;
  waiting: number;
  /** Enquiries the mail server refused for good: they need a person (docs/enquiries.md). */
  failed: number;
  /** Minutes the oldest waiting enquiry has waited: a stuck mailbox shows here first. */
  oldestWaitingMinutes: number | null;
  smtp: 'configured' | 'not configured';
}

interface DiskState {
  spoolWritable: boolean;
  waiting: number;
  failed: number;
  oldestWaitingMinutes: number | null;
}

async function readDiskState(spool: Spool): Promise<DiskState> {
  const spoolWritable = await spool.isWritable();
  const waiting = await spool.waiting().catch(() => []);
  const { failed } = await spool.counts();
  const oldest = waiting[0] ? Math.floor((Date.now() - new Date(waiting[0].receivedAt).getTime()) / 60_000) : null;
  return { spoolWritable, waiting: waiting.length, failed, oldestWaitingMinutes: oldest };
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
  private readonly diskState: Cached<DiskState>;
  /** Consultation bookings, whose emails this service's spool carries (set by `start`). */
  bookings!: BookingService;
  /** Set when a store fails, cleared when one succeeds or the disk probe finds it writable again. */
  private lastStoreFailed = false;

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
          socketTimeout: config.smtpSocketTimeoutMs,
        })
      : null;
    // A pooled connection's failure is also emitted as an event: unheard, it would end the process.
    transport?.on('error', (error) => log.warn(`SMTP connection: ${error.message}`));
    this.worker = new DeliveryWorker({
      spool: this.spool,
      transport,
      addresses: { to: config.to, from: config.from },
      retry: config.retry,
      maxRefusals: config.maxRefusals,
      retentionMs: config.retentionDays * 24 * 60 * 60 * 1000,
      pollMs: config.pollMs,
      log,
    });
    this.rateLimiter = new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs);
    this.diskState = new Cached(config.healthCacheMs, async () => {
      const state = await readDiskState(this.spool);
      if (state.spoolWritable) this.lastStoreFailed = false;
      return state;
    });
  }

  /** Opens the spool (creating it if need be) and starts delivering what waits in it. */
  static async start(config: EnquiryConfig, log: Logger = consoleLogger): Promise<EnquiryService> {
    const service = new EnquiryService(config, log);
    await service.spool.open();
    service.bookings = await BookingService.start(config.booking, service);
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
  accept(enquiry: Enquiry, id?: string): Promise<StoredEnquiry> {
    return this.stored(this.spool.store(enquiry, id === undefined ? {} : { id }));
  }

  /** Stores a booking's email to the firm durably, once per booking id, and wakes the delivery worker. */
  acceptBooking(booking: BookingRecord): Promise<StoredEnquiry> {
    return this.stored(this.spool.storeBooking(booking));
  }

  private async stored(storing: Promise<StoredEnquiry>): Promise<StoredEnquiry> {
    try {
      const stored = await storing;
      this.lastStoreFailed = false;
      this.worker.kick();
      return stored;
    } catch (error) {
      this.lastStoreFailed = true;
      this.diskState.expire();
      throw error;
    }
  }

  /**
   * The service's health from its last known state: the disk is looked at (a probe written and
   * flushed, the folders counted) at most every healthCacheMs, however often it is asked, and a
   * store's success or failure updates what is known at once.
   */
  async health(): Promise<EnquiryHealth> {
    const disk = await this.diskState.get();
    const spoolWritable = this.lastStoreFailed ? false : disk.spoolWritable;
    const delivery = this.worker.state();
    return {
      status: spoolWritable && delivery.recordingError === null ? 'ok' : 'unavailable',
      spoolWritable,
      deliveriesRecorded: delivery.recordingError === null,
      waiting: disk.waiting,
      failed: disk.failed,
      oldestWaitingMinutes: disk.oldestWaitingMinutes,
      smtp: this.config.smtpUrl ? 'configured' : 'not configured',
    };
  }

  async stop(): Promise<void> {
    this.rateLimiter.close();
    this.bookings.stop();
    await this.worker.stop();
  }
}
