import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: who the mail was really sent to, whatever its headers say. */
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: Email;
}

/** How the server answers at the end of DATA, for fault tests. */
export interface SinkBehaviour {
  /** Wait this long after the message before answering (a slow server). */
  answerDelayMs?: number;
  /** Refuse the message with this reply instead of accepting it (550: for good; 451: for now). */
  refusal?: { code: number; message: string } | null;
  /** Runs once the message is in, before the answer (to fill a disk at just that moment). */
  beforeAnswer?: () => void | Promise<void>;
}

/**
 * A real SMTP server on a loopback port that keeps every message it accepts: the firm's
 * mailbox, in tests. It can be stopped and started again on the same port (an outage), and made
 * slow or refusing (`behaviour`).
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  /** Every message that reached the end of DATA, accepted or not. */
  received = 0;
  behaviour: SinkBehaviour = {};
  private server: SMTPServer | undefined;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received += 1;
          const { answerDelayMs = 0, refusal, beforeAnswer } = this.behaviour;
          Promise.resolve(beforeAnswer?.())
            .then(() => new Promise((resolve) => setTimeout(resolve, answerDelayMs)))
            .then(() => {
              if (refusal) throw Object.assign(new Error(refusal.message), { responseCode: refusal.code });
              return PostalMime.parse(raw);
            })
            .then((parsed) => {
              this.messages.push({
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                },
                raw,
                parsed,
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (Date.now() > deadline) throw new Error(`Expected ${count} messages, got ${this.messages.length}.`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.messages;
  }
}
