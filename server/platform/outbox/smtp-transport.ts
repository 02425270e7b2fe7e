import nodemailer from 'nodemailer';
import type { Email } from './email';
import type { MailTransport } from './transport';
import type { Logger } from './worker';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (SMTP_URL). */
  url: string;
  /** How long to wait for the server to say anything, the final answer after the message above all. */
  socketTimeoutMs: number;
}

/** The email as nodemailer sends it: no file or URL read on a message's behalf, attachments in base64. */
function nodemailerMessage({ attachments, ...email }: Email) {
  return {
    ...email,
    attachments: (attachments ?? []).map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content: Buffer.from(content, 'utf8'),
      contentTransferEncoding: 'base64' as const,
    })),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** A 5xx answer: the server refuses the message for good (RFC 5321 4.2.1); retrying will not change it. */
function isPermanent(error: unknown): boolean {
  const { responseCode } = error as { responseCode?: number };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** SMTP through nodemailer: one pooled connection, kept open and reused while messages wait. */
export function smtpTransport({ url, socketTimeoutMs }: SmtpSettings, log: Logger): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: socketTimeoutMs,
  });
  // A pooled connection's failure is also emitted as an event: unheard, it would end the process.
  transporter.on('error', (error) => log.warn(`SMTP connection: ${error.message}`));
  return {
    name: 'SMTP',
    send: async (email) => {
      await transporter.sendMail(nodemailerMessage(email));
    },
    isPermanent,
    close: () => transporter.close(),
  };
}
