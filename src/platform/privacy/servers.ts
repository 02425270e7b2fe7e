import type { PrivacyDeclaration } from './declaration';
import { loggedAddressWords } from './log-line';

/**
 * Days the servers' logs are kept: compose sends each container's log to the host's journal, and
 * the journal settings that ship (deploy/journald/site-logs.conf) delete entries older than this,
 * rotating its files daily (a test holds the three to one number).
 */
export const serverLogRetentionDays = 30;

/**
 * Days a backup of the database is kept before it is deleted: the firm's rule, which
 * docs/deploying.md tells ops to apply.
 */
export const backupRetentionDays = 30;

/**
 * How long the firm keeps what reaches it outside these servers (an enquiry or booking in its
 * inbox, an invitation in a director's calendar): one rule for every feature's declaration.
 */
export const firmCopiesKept =
  'until 12 months after our last contact with you if no engagement follows; if you become a client, for the periods set out in your engagement letter';

/** Days a delivered email stays in the mail queue: the service's default (MAIL_RETENTION_DAYS). */
export const mailQueueRetentionDays = 30;

// The journal deletes a day's file once all of it is older than this: a day more at most.
const logKept = `for ${serverLogRetentionDays} days (a day longer at most, as the log is deleted a day at a time)`;

/**
 * What the servers themselves keep: the web server's log (nginx.conf's `log_format`, every field
 * declared here), the service's log, and the mail queue every feature's emails wait in
 * (server/platform/db/schema.ts).
 */
export const serversPrivacy: PrivacyDeclaration = {
  heading: 'Server logs, the mail queue and backups',
  purpose:
    'To keep the website secure, detect and block abuse, diagnose faults, and send each email once even if our email service is briefly unavailable; and, from the web server’s log, to count how many times each page was read each month, a number with no address or browser in it, so we can see which pages help our clients find us.',
  basis: 'legitimate-interests',
  keeps: [
    {
      what: `for each request to the website: your IP address, the date and time, the kind of request and ${loggedAddressWords}, the answer’s status and size, the page you came from (the Referer your browser sends, which may be on another website), cut short in the same way, your browser’s identifying string, and the enquiry service’s own status for a request passed to it`,
      fields: [
        'nginx:$remote_addr',
        'nginx:$time_local',
        'nginx:$request_method',
        'nginx:$log_request',
        'nginx:$server_protocol',
        'nginx:$status',
        'nginx:$body_bytes_sent',
        'nginx:$log_referer',
        'nginx:$http_user_agent',
        'nginx:$upstream_status',
      ],
      kept: logKept,
    },
    {
      what: 'the web server’s critical errors (what stops it working), which can name the IP address and request that caused them',
      fields: ['nginx:error_log'],
      kept: logKept,
    },
    {
      what: 'the enquiry service’s log: what it did and when (an email queued, sent or refused, by its kind and reference; what housekeeping deleted; a request it failed to answer, by its address cut short as above), never your email address or what you wrote',
      fields: ['service:time', 'service:message'],
      kept: logKept,
    },
    {
      what: 'each email waiting to be sent, with what it carries (the enquiry, booking or alert described here) and its attempts',
      fields: [
        'outbox.id',
        'outbox.kind',
        'outbox.payload',
        'outbox.due_at',
        'outbox.state',
        'outbox.attempts',
        'outbox.refusals',
        'outbox.last_error',
        'outbox.lease_until',
        'outbox.created_at',
        'outbox.delivered_at',
        'outbox.message_id',
      ],
      kept: `until it is delivered, then ${mailQueueRetentionDays} days (a link’s key, or an alert’s address, is removed from it as soon as it is delivered)`,
    },
    {
      what: 'backups of the database, each holding what this policy says the database holds, as it was on the day the backup was made',
      fields: ['backup:database'],
      kept: `for ${backupRetentionDays} days at most, then deleted; if we ever restore one, we first delete again what was deleted after it was made, including anything you asked us to erase`,
    },
  ],
  recipients: [{ who: 'host', what: 'runs the servers that write these logs, hold the queue and store the backups' }],
};

/**
 * Columns that hold nothing about anyone: which process has its turn at writing, and the booking's
 * proof of work (its signing key, and the random challenges used, with when they expire).
 */
export const notPersonal: readonly string[] = [
  'locks.name',
  'locks.taken_at',
  'booking_secrets.name',
  'booking_secrets.key',
  'booking_proofs.challenge',
  'booking_proofs.expires_at',
];
