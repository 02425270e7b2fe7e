import type { Email } from './email';
import { senderDomain } from '../forms/mail';
import type { Outbox, OutboxMessage } from './outbox';
import type { MailTransport } from './transport';

export interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

/** The firm's addresses: `to` its inbox, `from` the sender its mail server accepts for the website. */
export interface Addresses {
  to: string;
  from: string;
}

/** How a feature's messages of one kind become emails: registered with the worker, by kind. */
export interface MessageKind {
  /** The email for a payload. Pure: it reads nothing but the payload and the addresses. */
  render: (payload: never, addresses: Addresses) => Email;
  /** What the message is about, for the log and listings: never what a visitor typed. */
  label: (payload: never) => string;
  /**
   * What of the payload is kept once the mail server has accepted it (a secret the email had to
   * carry, such as a link's token, need not stay in the queue); all of it when not given.
   */
  afterDelivery?: (payload: never) => unknown;
  /**
   * When the message stops being worth sending (a reminder once its event has begun): checked as
   * it is sent, since a queue that waited out an outage would otherwise send it late. Past it, the
   * message is dropped unsent. Never, when not given or null.
   */
  sendBefore?: (payload: never) => Date | null;
}

export interface WorkerOptions {
  outbox: Outbox;
  /** How emails are sent (./transport.ts); null when none is set: messages then wait in the queue. */
  transport: MailTransport | null;
  kinds: Record<string, MessageKind>;
  addresses: Addresses;
  /** Back-off after a failed attempt: base × 2^(attempts − 1), at most max. */
  retry: { baseMs: number; maxMs: number };
  /** Refusals for good (as the transport judges them) after which a message is `failed` and no longer tried. */
  maxRefusals: number;
  /**
   * How long a claim on a message lasts unless renewed: the worker renews it every third of it
   * while the send lasts, so it can be short (a dead worker's message waits this long), whatever
   * the transport's timeouts.
   */
  leaseMs: number;
  /** How often the worker looks for messages that have come due. */
  pollMs: number;
  log: Logger;
  clock: () => Date;
}

/** What the worker knows that the queue may not: for the health check. */
export interface WorkerState {
  /** Messages the mail server accepted that the queue could not yet record as delivered. */
  unrecorded: number;
  /** Why the queue cannot record a delivery, while it cannot; new sends wait meanwhile. */
  recordingError: string | null;
}

/** The wait before the next attempt after `attempts` failed ones. */
export function backoffMs(attempts: number, { baseMs, maxMs }: WorkerOptions['retry']): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** A transport's or the database's error, for the queue and the log: the server's answer, never the message. */
export function describe(error: unknown): string {
  const { message, responseCode, code } = error as { message?: string; responseCode?: number; code?: string };
  return [code, responseCode, message].filter(Boolean).join(' ').slice(0, 300);
}

/**
 * The email with the Message-ID its message was queued with, unless its kind gives one of its own
 * (made from its record, just as stable): the same on every attempt.
 */
function withMessageId(mail: Email, message: OutboxMessage, addresses: Addresses): Email {
  if (mail.messageId || !message.messageId) return mail;
  return { ...mail, messageId: `<${message.messageId}@${senderDomain(addresses.from)}>` };
}

/** How many messages one look at the queue takes. */
const batch = 20;

/**
 * Sends what the queue holds through the transport, one message at a time, oldest due first, each claimed with a
 * lease first so that no other worker sends it meanwhile; a heartbeat renews the lease while the
 * send lasts, so a live worker keeps its claim however slow the mail server, and a dead one's runs
 * out within `leaseMs`, when another worker (which looks again just then) takes the message. A failure puts the message back with its
 * next attempt pushed back; a permanent refusal, a few times over, makes it `failed` for a person
 * to look at. Once the mail server has accepted a message it is never sent again: it is marked
 * delivered, or, if the queue cannot record that (a full disk, a database gone), held in memory as
 * sent while the record is retried, and nothing else is sent until the queue can record again.
 * Without a transport, each message is announced on the log (its kind and label, never what the
 * visitor typed) and waits.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** On start, what has been tried before is due: a restart is how the runbook says "retry now". */
  private retriesDue = true;
  private readonly announced = new Set<string>();
  private readonly unknownKinds = new Set<string>();
  /** Sent (the mail server said 250) but not yet recorded: never to be sent again. */
  private readonly sentNotRecorded = new Map<string, number>();
  private recordingError: string | null = null;

  constructor(private readonly options: WorkerOptions) {}

  /** Starts the first pass now and then one every pollMs. */
  start(): void {
    this.stopped = false;
    this.retriesDue = true;
    this.kick();
  }

  /** Asks for a pass as soon as possible (a message has been queued). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    let wakeMs = this.options.pollMs;
    this.running = this.pass()
      .then(async () => {
        wakeMs = await this.untilLeaseEnds();
      })
      .catch((error: unknown) => this.options.log.warn(`Mail queue pass failed: ${describe(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
        } else {
          this.timer = setTimeout(() => this.kick(), wakeMs);
          this.timer.unref();
        }
      });
  }

  /** Stops after the message under way, if any, and closes the transport's connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.transport?.close();
  }

  /**
   * The wait before the next pass: pollMs, or less when another worker's lease runs out sooner
   * (were that worker dead, its message is taken then rather than at the next poll).
   */
  private async untilLeaseEnds(): Promise<number> {
    const { outbox, pollMs } = this.options;
    const left = await outbox.untilFirstLeaseEnds();
    if (left === null) return pollMs;
    return Math.min(pollMs, Math.max(0, left) + 20);
  }

  state(): WorkerState {
    return { unrecorded: this.sentNotRecorded.size, recordingError: this.recordingError };
  }

  private async pass(): Promise<void> {
    const { outbox, transport, clock } = this.options;
    if (!(await this.recordSent())) return;
    let retriesDue = this.retriesDue;
    this.retriesDue = false;
    for (;;) {
      const ids = await outbox.claimable(clock(), { retriesDue, limit: batch });
      retriesDue = false;
      let sent = 0;
      for (const id of ids) {
        if (this.stopped) return;
        if (!transport) {
          await this.announce(id);
          continue;
        }
        const message = await outbox.claim(id, this.options.leaseMs);
        if (!message) continue; // another worker took it
        if (!this.options.kinds[message.kind]) {
          await this.unknown(message);
          continue;
        }
        sent += 1;
        if (!(await this.deliver(message, transport))) return;
      }
      if (!transport || ids.length < batch || sent === 0) return;
    }
  }

  /** A kind this build does not know (a newer build queued it): given back for a worker that does. */
  private async unknown(message: OutboxMessage): Promise<void> {
    await this.options.outbox.release(message.id);
    if (this.unknownKinds.has(message.kind)) return;
    this.unknownKinds.add(message.kind);
    this.options.log.warn(`Mail queue: no renderer for messages of kind "${message.kind}"; left for another worker.`);
  }

  /**
   * Records what was sent but not recorded; true once nothing is left so. While the queue cannot
   * record, new sends wait: each would be one more email to send again after a restart.
   */
  private async recordSent(): Promise<boolean> {
    for (const [id, attempts] of this.sentNotRecorded) {
      try {
        await this.options.outbox.markDelivered(id, attempts, this.options.clock());
        this.sentNotRecorded.delete(id);
        this.options.log.info(`Message ${id}: its delivery is now recorded.`);
      } catch (error) {
        this.recordingError = describe(error);
        return false;
      }
    }
    if (this.recordingError) {
      this.options.log.info('The mail queue can record deliveries again: sending resumes.');
      this.recordingError = null;
    }
    return true;
  }

  private async announce(id: string): Promise<void> {
    if (this.announced.has(id)) return;
    this.announced.add(id);
    const message = await this.options.outbox.find(id);
    const kind = message && this.options.kinds[message.kind];
    if (!message || !kind) return;
    this.options.log.info(
      `Message ${id} (${kind.label(message.payload as never)}) queued ${message.createdAt.toISOString()}. ` +
        'SMTP_URL is not set, so it is not emailed; "npm run enquiries" and "npm run bookings" list what waits.',
    );
  }

  /** One attempt; false when the queue could not record a delivery (the pass then stops). */
  private async deliver(message: OutboxMessage, transport: MailTransport): Promise<boolean> {
    const { outbox, log, kinds, addresses, clock } = this.options;
    const attempts = message.attempts + 1;
    const kind = kinds[message.kind];
    const sendBefore = kind?.sendBefore?.(message.payload as never);
    if (kind && sendBefore && sendBefore.getTime() <= clock().getTime()) {
      await outbox.discard(message.id);
      log.info(
        `Message ${message.id} (${kind.label(message.payload as never)}) dropped unsent: it was due before ${sendBefore.toISOString()}.`,
      );
      return true;
    }
    const heartbeat = this.heartbeat(message);
    try {
      if (!kind) throw new Error(`No renderer for "${message.kind}".`);
      await transport.send(withMessageId(kind.render(message.payload as never, addresses), message, addresses));
    } catch (error) {
      await this.failed(message, attempts, error, transport.isPermanent(error));
      return true;
    } finally {
      heartbeat.stop();
    }
    this.sentNotRecorded.set(message.id, attempts);
    try {
      await outbox.markDelivered(message.id, attempts, clock(), kind?.afterDelivery?.(message.payload as never));
      this.sentNotRecorded.delete(message.id);
    } catch (error) {
      this.recordingError = describe(error);
      log.warn(
        `MAIL QUEUE CANNOT RECORD: message ${message.id} was accepted by the mail server, but the queue ` +
          `could not record it (${this.recordingError}). It will not be sent again by this process; nothing else ` +
          'is sent until deliveries can be recorded. Free space on, or bring back, the database.',
      );
      return false;
    }
    log.info(`Message ${message.id} delivered (attempt ${attempts}).`);
    return true;
  }

  /**
   * Renews the claim on `message` every third of a lease until stopped. A renewal that fails (the
   * database did not answer) is tried again at the next beat, with two thirds of the lease still to
   * run; one that finds the claim taken over is said in the log (this worker was cut off for a
   * whole lease, so another may be sending it too).
   */
  private heartbeat(message: OutboxMessage): { stop: () => void } {
    const { outbox, leaseMs, log } = this.options;
    let held = message.leaseUntil;
    let beating: Promise<void> | null = null;
    const beat = () => {
      if (beating || !held) return;
      beating = outbox
        .renew(message.id, held, leaseMs)
        .then((renewed) => {
          if (renewed) held = renewed;
          else {
            held = null;
            log.warn(`Message ${message.id}: its lease was taken over while it was being sent.`);
          }
        })
        .catch((error: unknown) =>
          log.warn(`Message ${message.id}: its lease could not be renewed (${describe(error)}).`),
        )
        .finally(() => {
          beating = null;
        });
    };
    const timer = setInterval(beat, Math.max(1, Math.floor(leaseMs / 3)));
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }

  /** After a failed attempt: the next one pushed back, or, after enough permanent refusals, `failed`. */
  private async failed(message: OutboxMessage, attempts: number, error: unknown, permanent: boolean): Promise<void> {
    const { outbox, log, retry, maxRefusals, clock } = this.options;
    const lastError = describe(error);
    const refusals = message.refusals + (permanent ? 1 : 0);
    const wait = backoffMs(attempts, retry);
    const failed = refusals >= maxRefusals;
    try {
      await outbox.markAttempt(message.id, {
        attempts,
        refusals,
        lastError,
        dueAt: new Date(clock().getTime() + wait),
        failed,
      });
    } catch (recordError) {
      // Nothing was sent, so nothing can be sent twice: the claim's lease runs out and it is tried again.
      log.warn(`Message ${message.id}: a failed attempt could not be recorded (${describe(recordError)}).`);
      return;
    }
    if (failed) {
      log.warn(
        `MESSAGE NOT DELIVERED: the mail server refused message ${message.id} for good ${refusals} times ` +
          `(${lastError}). It is kept as failed and no longer tried; "npm run enquiries" lists it, and ` +
          'docs/enquiries.md says how to resend it once the cause is fixed.',
      );
      return;
    }
    log.warn(`Message ${message.id}: attempt ${attempts} failed (${lastError}); next in ${Math.round(wait / 1000)} s.`);
  }
}
