import type { Transporter } from 'nodemailer';
import type { Addresses } from './email';
import { spoolEmail, spoolLabel } from './spool-email';
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
  /** Permanent (5xx) refusals after which an enquiry moves to failed/ and is no longer tried. */
  maxRefusals: number;
  /** Delivered enquiries are deleted this long after delivery. */
  retentionMs: number;
  /** How often the worker looks for retries that have come due, and purges. */
  pollMs: number;
  log: Logger;
}

/** What the worker knows that the spool may not: for the health check. */
export interface DeliveryState {
  /** Enquiries the mail server accepted that the spool could not yet record as delivered. */
  unrecorded: number;
  /** Why the spool cannot record a delivery, while it cannot; new sends wait meanwhile. */
  recordingError: string | null;
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

/** A 5xx answer: the server refuses the message for good (RFC 5321 4.2.1); retrying will not change it. */
function isPermanent(error: unknown): boolean {
  const { responseCode } = error as { responseCode?: number };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/**
 * Sends each stored enquiry to the firm by SMTP, one at a time, oldest first. A failure leaves
 * the enquiry in the spool with its next attempt pushed back; a permanent refusal, a few times
 * over, moves it to failed/ for a person to look at. Once the SMTP server has accepted the email
 * the enquiry is never sent again: it is marked delivered, or, if the spool cannot record that
 * (a full or read-only disk), held in memory as sent while the record is retried, and no other
 * enquiry is sent until the spool can record again. Without a transport, each new enquiry is
 * announced on the log (reference and subject, never the message) and waits in the spool.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** On start, everything waiting is due: a restart is how the runbook says "retry now". */
  private ignoreBackoff = true;
  private readonly announced = new Set<string>();
  /** Sent (the mail server said 250) but not yet recorded in the spool: never to be sent again. */
  private readonly sentNotRecorded = new Map<string, StoredEnquiry>();
  /** Failed attempts the spool could not record: their back-off still holds. */
  private readonly attemptsNotRecorded = new Map<string, StoredEnquiry['delivery']>();
  private recordingError: string | null = null;
  private lastPurge = 0;

  constructor(private readonly options: DeliveryOptions) {}

  /** Starts the first pass now and then one every pollMs. */
  start(): void {
    this.stopped = false;
    this.ignoreBackoff = true;
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

  state(): DeliveryState {
    return { unrecorded: this.sentNotRecorded.size, recordingError: this.recordingError };
  }

  private async pass(): Promise<void> {
    const { spool, transport, log } = this.options;
    if (!(await this.recordSent())) return;
    const now = Date.now();
    if (now - this.lastPurge > 60 * 60 * 1000) {
      this.lastPurge = now;
      const purged = await spool.purgeDeliveredBefore(new Date(now - this.options.retentionMs));
      if (purged > 0) log.info(`Deleted ${purged} delivered enquiries past the retention period.`);
    }
    const ignoreBackoff = this.ignoreBackoff;
    this.ignoreBackoff = false;
    for (const stored of await spool.waiting()) {
      if (this.stopped) return;
      if (!transport) {
        this.announce(stored);
        continue;
      }
      const record = { ...stored, delivery: this.attemptsNotRecorded.get(stored.id) ?? stored.delivery };
      if (!ignoreBackoff && new Date(record.delivery.nextAttemptAt).getTime() > Date.now()) continue;
      if (!(await this.deliver(record, transport))) return;
    }
  }

  /**
   * Records what was sent but not recorded; true once nothing is left so. While the spool cannot
   * record, new sends wait: each would be one more email to send again after a restart.
   */
  private async recordSent(): Promise<boolean> {
    for (const record of this.sentNotRecorded.values()) {
      try {
        await this.options.spool.markDelivered(record);
        this.sentNotRecorded.delete(record.id);
        this.options.log.info(`Enquiry ${record.id}: its delivery is now recorded in the spool.`);
      } catch (error) {
        this.recordingError = describe(error);
        return false;
      }
    }
    if (this.recordingError) {
      this.options.log.info('The enquiry spool can record deliveries again: sending resumes.');
      this.recordingError = null;
    }
    return true;
  }

  private announce(record: StoredEnquiry): void {
    if (this.announced.has(record.id)) return;
    this.announced.add(record.id);
    this.options.log.info(
      `Enquiry ${record.id} (${spoolLabel(record)}) received ${record.receivedAt}: stored in ${this.options.spool.waitingDir}. ` +
        'SMTP_URL is not set, so it is not emailed; "npm run enquiries" lists what waits.',
    );
  }

  /** One attempt; false when the spool could not record a delivery (the pass then stops). */
  private async deliver(record: StoredEnquiry, transport: Transporter): Promise<boolean> {
    const { spool, log } = this.options;
    const attempts = record.delivery.attempts + 1;
    try {
      await transport.sendMail(spoolEmail(record, this.options.addresses));
    } catch (error) {
      await this.failed(record, attempts, error);
      return true;
    }
    const sent = { ...record, delivery: { ...record.delivery, attempts } };
    this.sentNotRecorded.set(record.id, sent);
    this.attemptsNotRecorded.delete(record.id);
    try {
      await spool.markDelivered(sent);
      this.sentNotRecorded.delete(record.id);
    } catch (error) {
      this.recordingError = describe(error);
      log.warn(
        `ENQUIRY SPOOL CANNOT RECORD: enquiry ${record.id} was delivered to the firm's inbox, but the spool ` +
          `could not record it (${this.recordingError}). It will not be sent again; no other enquiry is sent ` +
          "until the spool can record deliveries. Free space on, or make writable, the spool's disk.",
      );
      return false;
    }
    log.info(`Enquiry ${record.id} delivered to the firm's inbox (attempt ${attempts}).`);
    return true;
  }

  /** After a failed attempt: the next one pushed back, or, after enough permanent refusals, failed/. */
  private async failed(record: StoredEnquiry, attempts: number, error: unknown): Promise<void> {
    const { spool, log, retry, maxRefusals } = this.options;
    const lastError = describe(error);
    const refusals = (record.delivery.refusals ?? 0) + (isPermanent(error) ? 1 : 0);
    const wait = backoffMs(attempts, retry);
    const delivery = {
      attempts,
      nextAttemptAt: new Date(Date.now() + wait).toISOString(),
      lastError,
      ...(refusals > 0 ? { refusals } : {}),
    };
    try {
      if (refusals >= maxRefusals) {
        await spool.markFailed({ ...record, delivery });
        this.attemptsNotRecorded.delete(record.id);
        log.warn(
          `ENQUIRY NOT DELIVERED: the mail server refused enquiry ${record.id} for good ${refusals} times ` +
            `(${lastError}). It is kept in ${spool.failedDir} and no longer tried; "npm run enquiries" lists it, ` +
            'and docs/enquiries.md says how to resend it once the cause is fixed.',
        );
        return;
      }
      await spool.update({ ...record, delivery });
      this.attemptsNotRecorded.delete(record.id);
    } catch (recordError) {
      // Nothing was sent, so nothing can be sent twice: keep the back-off in memory meanwhile.
      this.attemptsNotRecorded.set(record.id, delivery);
      log.warn(`Enquiry ${record.id}: the spool could not record a failed attempt (${describe(recordError)}).`);
    }
    log.warn(`Enquiry ${record.id}: attempt ${attempts} failed (${lastError}); next in ${Math.round(wait / 1000)} s.`);
  }
}
