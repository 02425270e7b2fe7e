import type { PrivacyDeclaration } from './declaration';

/**
 * Days the servers' logs are kept: compose sends each container's log to the host's journal, and
 * the journal settings that ship (deploy/journald/site-logs.conf) delete entries older than this,
 * rotating its files daily (a test holds the three to one number).
 */
export const serverLogRetentionDays = 30;

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
  heading: 'Server logs and the mail queue',
  purpose:
    'To keep the website secure, detect and block abuse, diagnose faults, and send each email once even if our email service is briefly unavailable.',
  basis: 'legitimate-interests',
  keeps: [
    {
      what: 'for each request to the website: your IP address, the date and time, the page or file asked for, the answer’s status and size, the page you came from (the Referer your browser sends, which may be on another website) and your browser’s identifying string',
      fields: [
        'nginx:$remote_addr',
        'nginx:$time_local',
        'nginx:$request',
        'nginx:$status',
        'nginx:$body_bytes_sent',
        'nginx:$http_referer',
        'nginx:$http_user_agent',
      ],
      kept: logKept,
    },
    {
      what: 'the web server’s warnings and errors, with the IP address and request that caused them',
      fields: ['nginx:error_log'],
      kept: logKept,
    },
    {
      what: 'the enquiry service’s log: what it did and when (an email queued, sent or refused, by its kind and reference; what housekeeping deleted), never your address or what you wrote',
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
      ],
      kept: `until it is delivered, then ${mailQueueRetentionDays} days (a link’s key, or an alert’s address, is removed from it as soon as it is delivered)`,
    },
  ],
  recipients: [{ who: 'host', what: 'runs the servers that write these logs and hold the queue' }],
};

/** Columns that hold nothing about anyone: which process has its turn at writing. */
export const notPersonal: readonly string[] = ['locks.name', 'locks.taken_at'];
