import type { MailConfig } from './config';
import type { Email } from './email';
import { smtpTransport } from './smtp-transport';
import type { Logger } from './worker';

/**
 * How the mail queue's worker sends an email: SMTP today (./smtp-transport.ts). A transport says
 * itself which of its failures are for good, since only it knows its protocol's answers.
 */
export interface MailTransport {
  /** Its name, for the log and health ("SMTP"). */
  name: string;
  /** Resolves once the receiving server has accepted the email; rejects otherwise. */
  send: (email: Email) => Promise<void>;
  /** Whether a rejection of `send` is a refusal for good, which retrying will not change. */
  isPermanent: (error: unknown) => boolean;
  /** Closes what it keeps open (a pooled connection). */
  close: () => void;
}

/** The transport the settings name, or null when none is set: messages then wait in the queue. */
export function openTransport(mail: MailConfig, log: Logger): MailTransport | null {
  return mail.smtpUrl ? smtpTransport({ url: mail.smtpUrl, socketTimeoutMs: mail.smtpSocketTimeoutMs }, log) : null;
}
