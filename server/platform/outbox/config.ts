import { site } from '../../../src/config/site';
import { whole } from '../env-values';
import type { Addresses } from './worker';

/** The mail queue's settings, from the environment (the only place they are read). */
export interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; null: nothing is emailed. */
  smtpUrl: string | null;
  addresses: Addresses;
  retry: { baseMs: number; maxMs: number };
  /** Permanent (5xx) refusals of one message before it is `failed` and left for a person. */
  maxRefusals: number;
  /**
   * How long to wait for the SMTP server to say anything, the final answer after the message
   * above all. RFC 5321 (4.5.3.2.6) gives a server 10 minutes after the end of DATA; giving up
   * sooner, and sending again, is how a slow server receives two copies.
   */
  smtpSocketTimeoutMs: number;
  /**
   * A worker's claim on a message, renewed every third of it while the send lasts
   * (MAIL_LEASE_SECONDS, 10): how long a message claimed by a worker that died waits for another.
   */
  leaseMs: number;
  pollMs: number;
  /**
   * Days a delivered email is kept, then deleted with what it carried (ENQUIRY_RETENTION_DAYS: the
   * enquiry's own retention, since an enquiry is kept until its email is gone).
   */
  deliveredRetentionDays: number;
}

const siteDomain = new URL(site.url).hostname.replace(/^www\./, '');

function address(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (!/@[^@\s>]+>?$/.test(value) || /[\r\n]/.test(value))
    throw new Error(`${name} must be an email address, not "${value}".`);
  return value;
}

export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) {
    throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465.');
  }
  const smtpSocketTimeoutMs = 10 * 60 * 1000;
  return {
    smtpUrl,
    addresses: {
      to: address(env, 'ENQUIRY_TO', site.email),
      from: address(env, 'ENQUIRY_FROM', `${site.name} website <website@${siteDomain}>`),
    },
    retry: { baseMs: 30_000, maxMs: 60 * 60 * 1000 },
    maxRefusals: 3,
    smtpSocketTimeoutMs,
    // Renewed while the send lasts (worker.ts), so it need not cover the SMTP timeouts.
    leaseMs: whole(env, 'MAIL_LEASE_SECONDS', 10, 1) * 1000,
    pollMs: 15_000,
    deliveredRetentionDays: whole(env, 'ENQUIRY_RETENTION_DAYS', 30, 1),
  };
}
