import type { Transporter } from 'nodemailer';
import { enquiryEmail, type Addresses } from './email';
import type { Spool, StoredEnquiry } from './spool';

export interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface DeliveryOptions {
  spool: Spool;
  /** The SMTP transport; null when SMTP_URL is not set: enquiries then wait in the spool. */
  transport: Transporter | null;
  addresses: Addresses;
  /** Back-off after a failed attempt: base × 2^(attempts − 1), at most max. */
  retry: { baseMs: number; maxMs: number };
  /** Delivered enquiries are deleted this long after delivery. */
  retentionMs: number;
  /** How often the worker looks for retries that have come due, and purges. */
  pollMs: number;
  log: Logger;
}

/** The wait before the next attempt after `attempts` failed ones. */
export function backoffMs(attempts: number, { baseMs, maxMs }: DeliveryOptions['retry']): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** An SMTP error, for the spool and the log: the server's answer, never the message. */
function describe(error: unknown): string {
  const { message, responseCode, code } = error as { message?: string; responseCode?: number; code?: string };
  return [code, responseCode, message].filter(Boolean).join(' ').slice(0, 300);
}

/**
 * Sends each stored enquiry to the firm by SMTP, one at a time, oldest first. A failure leaves
 * the enquiry in the spool with its next attempt pushed back; once the SMTP server has accepted
 * the email the enquiry is marked delivered. Without a transport, each new enquiry is announced on
 * the log (reference and subject, never the message) and waits in the spool.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly announced = new Set<string>();
  private lastPurge = 0;

  constructor(private readonly options: DeliveryOptions) {}

  /** Starts the first pass now and then one every pollMs. */
  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** Asks for a pass as soon as possible (a new enquiry has arrived). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.pass()
      .catch((error: unknown) => this.options.log.warn(`Enquiry delivery pass failed: ${describe(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
        } else {
          this.timer = setTimeout(() => this.kick(), this.options.pollMs);
          this.timer.unref();
        }
      });
  }

  /** Stops after the pass under way, if any, and closes the SMTP connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.transport?.close();
  }

  private async pass(): Promise<void> {
    const { spool, transport, log } = this.options;
    const now = Date.now();
    if (now - this.lastPurge > 60 * 60 * 1000) {
      this.lastPurge = now;
      const purged = await spool.purgeDeliveredBefore(new Date(now - this.options.retentionMs));
      if (purged > 0) log.info(`Deleted ${purged} delivered enquiries past the retention period.`);
    }
    for (const record of await spool.waiting()) {
      if (this.stopped) return;
      if (!transport) {
        this.announce(record);
        continue;
      }
      if (new Date(record.delivery.nextAttemptAt).getTime() > Date.now()) continue;
      await this.deliver(record, transport);
    }
  }

  private announce(record: StoredEnquiry): void {
    if (this.announced.has(record.id)) return;
    this.announced.add(record.id);
    this.options.log.info(
      `Enquiry ${record.id} (${record.enquiry.subject}) received ${record.receivedAt}: stored in ${this.options.spool.waitingDir}. ` +
        'SMTP_URL is not set, so it is not emailed; "npm run enquiries" lists what waits.',
    );
  }

  private async deliver(record: StoredEnquiry, transport: Transporter): Promise<void> {
    const { spool, log, retry } = this.options;
    const attempts = record.delivery.attempts + 1;
    try {
      await transport.sendMail(enquiryEmail(record, this.options.addresses));
    } catch (error) {
      const wait = backoffMs(attempts, retry);
      const lastError = describe(error);
      await spool.update({
        ...record,
        delivery: { attempts, nextAttemptAt: new Date(Date.now() + wait).toISOString(), lastError },
      });
      log.warn(
        `Enquiry ${record.id}: attempt ${attempts} failed (${lastError}); next in ${Math.round(wait / 1000)} s.`,
      );
      return;
    }
    await spool.markDelivered({ ...record, delivery: { ...record.delivery, attempts } });
    log.info(`Enquiry ${record.id} delivered to the firm's inbox (attempt ${attempts}).`);
  }
}
