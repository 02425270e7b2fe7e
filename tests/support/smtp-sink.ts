import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: who the mail was really sent to, whatever its headers say. */
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: Email;
}

/**
 * A real SMTP server on a loopback port that keeps every message it accepts: the firm's
 * mailbox, in tests. It can be stopped and started again on the same port (an outage).
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
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
          PostalMime.parse(raw)
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
