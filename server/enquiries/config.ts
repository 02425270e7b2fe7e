import path from 'node:path';
import { site } from '../../src/config/site';
import { loadBookingConfig, type BookingConfig } from '../bookings/config';
import { whole } from '../env-values';

/**
 * The enquiry service's settings, from the environment (the only place they are read). Every
 * variable is optional; .env.example lists them for docker compose.
 */
export interface EnquiryConfig {
  spoolDir: string;
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; null: nothing is emailed. */
  smtpUrl: string | null;
  to: string;
  from: string;
  retentionDays: number;
  /** Enquiries accepted from one address per window; 0 lifts the limit (benchmarks only). The
   * privacy policy tells visitors an address is held for ten minutes at most: keep them together. */
  rateLimit: { max: number; windowMs: number };
  retry: { baseMs: number; maxMs: number };
  /** Permanent (5xx) refusals of one enquiry before it moves to failed/ and is left for a person. */
  maxRefusals: number;
  /**
   * How long to wait for the SMTP server to say anything, the final answer after the message
   * above all. RFC 5321 (4.5.3.2.6) gives a server 10 minutes after the end of DATA; giving up
   * sooner, and sending again, is how a slow server receives two copies.
   */
  smtpSocketTimeoutMs: number;
  pollMs: number;
  /** How long GET /api/health may answer from what it last found on disk. */
  healthCacheMs: number;
  /** The prerendered "not sent" page a refused plain-HTML post is answered with. */
  notSentPage: string;
  /** Consultation bookings (server/bookings/), which travel through this spool to the firm. */
  booking: BookingConfig;
}

const projectRoot = path.resolve(__dirname, '..', '..');
const siteDomain = new URL(site.url).hostname.replace(/^www\./, '');

function address(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (!/@[^@\s>]+>?$/.test(value) || /[\r\n]/.test(value))
    throw new Error(`${name} must be an email address, not "${value}".`);
  return value;
}

export function loadEnquiryConfig(env: NodeJS.ProcessEnv = process.env): EnquiryConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) {
    throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465.');
  }
  return {
    spoolDir: path.resolve(env.ENQUIRY_SPOOL_DIR || path.join(projectRoot, 'var', 'enquiries')),
    smtpUrl,
    to: address(env, 'ENQUIRY_TO', site.email),
    from: address(env, 'ENQUIRY_FROM', `${site.name} website <website@${siteDomain}>`),
    retentionDays: whole(env, 'ENQUIRY_RETENTION_DAYS', 30, 1),
    rateLimit: {
      max: whole(env, 'ENQUIRY_RATE_LIMIT', 5),
      windowMs: whole(env, 'ENQUIRY_RATE_WINDOW_SECONDS', 600, 1) * 1000,
    },
    retry: { baseMs: 30_000, maxMs: 60 * 60 * 1000 },
    maxRefusals: 3,
    smtpSocketTimeoutMs: 10 * 60 * 1000,
    pollMs: 15_000,
    healthCacheMs: 5_000,
    notSentPage: path.resolve(
      env.ENQUIRY_NOT_SENT_PAGE || path.join(projectRoot, 'dist', 'contact', 'not-sent', 'index.html'),
    ),
    booking: loadBookingConfig(env),
  };
}
