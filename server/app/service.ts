import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { bookingMessages, BookingService } from '../../src/features/booking/server/service';
import { BusyCalendars, type FeedStatus } from '../../src/features/booking/server/busy-calendars/busy-calendars';
import { buildAge, type BuildAge } from '../platform/build-age';
import { londonDate } from '../../src/platform/calendar/london-time';
import { bankHolidayCoverage, bankHolidayCoverageWarning } from '../../src/platform/calendar/working-days';
import { openDatabase, type Database, type Engine } from '../platform/db/database';
import { enquiryMessages, EnquiryService } from '../../src/features/enquiry/server/service';
import { Cached } from '../../src/features/enquiry/server/cached';
import { Outbox } from '../platform/outbox/outbox';
import { describe, OutboxWorker, type Logger } from '../platform/outbox/worker';
import type { ServiceConfig } from './service-config';

export interface ServiceHealth {
  status: 'ok' | 'unavailable';
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
  /**
   * The last day the bank holidays on file cover (no booking is offered after it), and a warning
   * once that is less than 12 months away: add the next year from GOV.UK and rebuild.
   */
  calendar: { bankHolidaysUntil: string; warning: string | null };
  /**
   * The directors' own calendars (BOOKING_BUSY_CALENDARS): each feed's last success and error,
   * its URL as scheme and host only. A feed never read means its director is offered no slots.
   */
  busyCalendars: FeedStatus[];
}

interface DatabaseState {
  answers: boolean;
  waiting: number;
  failed: number;
  oldestWaitingMinutes: number | null;
}

const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

/**
 * The enquiry and booking service: the database, the mail queue and its worker, and the two
 * features that put messages in it, started together and composed here. Neither feature knows the
 * other; the queue knows neither (each registers how its messages are rendered).
 */
export class SiteService {
  readonly outbox: Outbox;
  readonly worker: OutboxWorker;
  readonly enquiries: EnquiryService;
  readonly bookings: BookingService;
  /** The directors' busy times, read from their calendars while the service runs. */
  readonly busyCalendars: BusyCalendars;
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
    const transport = mail.smtpUrl
      ? nodemailer.createTransport({
          url: mail.smtpUrl,
          // One connection kept open and reused while messages wait, instead of one per email.
          pool: true,
          maxConnections: 1,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: mail.smtpSocketTimeoutMs,
        })
      : null;
    // A pooled connection's failure is also emitted as an event: unheard, it would end the process.
    transport?.on('error', (error) => log.warn(`SMTP connection: ${error.message}`));
    this.outbox = new Outbox(database.db, config.clock);
    this.worker = new OutboxWorker({
      outbox: this.outbox,
      transport,
      kinds: { ...enquiryMessages, ...bookingMessages },
      addresses: mail.addresses,
      retry: mail.retry,
      maxRefusals: mail.maxRefusals,
      leaseMs: mail.leaseMs,
      pollMs: mail.pollMs,
      log,
      clock: config.clock,
    });
    this.enquiries = new EnquiryService(database.db, this.outbox, config.enquiries);
    const bookingClock = config.booking.clock ?? config.clock;
    this.busyCalendars = BusyCalendars.start(config.booking.busyCalendars, { log, clock: bookingClock });
    this.bookings = new BookingService(
      database.db,
      this.outbox,
      config.booking,
      config.enquiries.rateLimit,
      bookingClock,
      (director, from, to) => this.busyCalendars.busyFor(director, from, to),
    );
    this.state = new Cached(config.healthCacheMs, () => this.readState());
  }

  /** Opens the database (migrating it), runs housekeeping and starts sending what waits. */
  static async start(config: ServiceConfig, log: Logger = consoleLogger): Promise<SiteService> {
    const database = await openDatabase(config.database);
    const service = new SiteService(database, config, log);
    await service.housekeeping();
    const { waiting } = await service.outbox.counts();
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

  newId(): string {
    return randomUUID();
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
   * Deletes what is past its retention: delivered emails and their enquiries, bookings past their
   * consultation, yesterday's address keys. Runs on start and then hourly, whether or not anyone
   * posts; a failure is logged and tried again next time.
   */
  async housekeeping(): Promise<void> {
    try {
      const now = this.config.clock();
      const cutoff = new Date(now.getTime() - this.config.enquiries.retentionDays * 24 * 60 * 60 * 1000);
      const messages = await this.outbox.purgeDeliveredBefore(cutoff);
      const enquiries = await this.enquiries.purgeBefore(cutoff);
      const bookings = await this.bookings.purge();
      if (messages + enquiries + bookings.bookings > 0)
        this.log.info(
          `Retention: deleted ${enquiries} enquiries, ${bookings.bookings} bookings and ${messages} delivered emails.`,
        );
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
    return {
      status: answers && delivery.recordingError === null ? 'ok' : 'unavailable',
      engine: this.database.engine,
      database: answers ? 'ok' : 'unavailable',
      deliveriesRecorded: delivery.recordingError === null,
      waiting: state.waiting,
      failed: state.failed,
      oldestWaitingMinutes: state.oldestWaitingMinutes,
      smtp: this.config.mail.smtpUrl ? 'configured' : 'not configured',
      build: buildAge(this.config.build, this.config.clock()),
      calendar: {
        bankHolidaysUntil: bankHolidayCoverage.to,
        warning: bankHolidayCoverageWarning(londonDate(this.bookings.now())),
      },
      busyCalendars: this.busyCalendars.status(),
    };
  }

  async stop(): Promise<void> {
    clearInterval(this.housekeeper);
    await this.busyCalendars.stop();
    this.enquiries.stop();
    this.bookings.stop();
    await this.worker.stop();
    await this.database.close();
  }
}
