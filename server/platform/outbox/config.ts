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
   * Days a delivered email is kept, then deleted with what it carried (MAIL_RETENTION_DAYS; a
   * feature whose records live until their email is gone keeps its own retention equal).
   */
  deliveredRetentionDays: number;
  /** The old names this environment still sets (`ENQUIRY_TO`), each read for its new one: said once at start. */
  oldNames: string[];
}

/**
 * The mail settings' names, which once named the first feature that sent mail: the old name is
 * still read where the new one is not set.
 */
export const renamedSettings = {
  MAIL_TO: 'ENQUIRY_TO',
  MAIL_FROM: 'ENQUIRY_FROM',
  MAIL_RETENTION_DAYS: 'ENQUIRY_RETENTION_DAYS',
} as const;

/** The environment with each renamed setting under its new name, and the old names it used. */
function withNewNames(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; oldNames: string[] } {
  const oldNames = Object.entries(renamedSettings)
    .filter(([name, old]) => !env[name]?.trim() && env[old]?.trim())
    .map(([, old]) => old);
  const renamed = Object.entries(renamedSettings).filter(([, old]) => oldNames.includes(old));
  return { env: { ...env, ...Object.fromEntries(renamed.map(([name, old]) => [name, env[old]])) }, oldNames };
}

/** The one line the service logs at start when an old name is still set; null when none is. */
export function oldNamesNotice(oldNames: string[]): string | null {
  if (oldNames.length === 0) return null;
  const byOld = Object.fromEntries(Object.entries(renamedSettings).map(([name, old]) => [old, name]));
  return `Settings renamed: ${oldNames.map((old) => `${old} is now ${byOld[old]}`).join(', ')}; the old names still work for now.`;
}

const siteDomain = new URL(site.url).hostname.replace(/^www\./, '');

function address(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (!/@[^@\s>]+>?$/.test(value) || /[\r\n]/.test(value))
    throw new Error(`${name} must be an email address, not "${value}".`);
  return value;
}

export function loadMailConfig(given: NodeJS.ProcessEnv = process.env): MailConfig {
  const { env, oldNames } = withNewNames(given);
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) {
    throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465.');
  }
  const smtpSocketTimeoutMs = 10 * 60 * 1000;
  return {
    smtpUrl,
    addresses: {
      to: address(env, 'MAIL_TO', site.email),
      from: address(env, 'MAIL_FROM', `${site.name} website <website@${siteDomain}>`),
    },
    retry: { baseMs: 30_000, maxMs: 60 * 60 * 1000 },
    maxRefusals: 3,
    smtpSocketTimeoutMs,
    // Renewed while the send lasts (worker.ts), so it need not cover the SMTP timeouts.
    leaseMs: whole(env, 'MAIL_LEASE_SECONDS', 10, 1) * 1000,
    pollMs: 15_000,
    deliveredRetentionDays: whole(env, 'MAIL_RETENTION_DAYS', 30, 1),
    oldNames,
  };
}
