import type { PlatformSchema } from '../../../../server/platform/db/schema';

/**
 * Deadline alerts' tables. Times are milliseconds since 1970 (UTC); lists are JSON text. An
 * unconfirmed sign-up is deleted after its window, with every record of it.
 */
export interface AlertSubscriptionsTable {
  id: string;
  /** The address as given: the only place it is kept, and only while the subscription lives. */
  email: string;
  /** mailboxHash(email): one mailbox however it is written (server/platform/forms/address.ts). */
  mailbox: string;
  /** JSON: the audiences followed (AudienceId[]). */
  audiences: string;
  /** JSON: how many days before each deadline to tell (AlertLeadDays[]). */
  lead_days: string;
  /** JSON: a company's own dates to tell of ({ yearEnd, vat }: the company tool's sign-up), or null. */
  company: string | null;
  /** 32 random bytes, base64url: the links in its emails (confirm, unsubscribe). */
  token: string;
  state: 'pending' | 'confirmed' | 'unsubscribed';
  /** The consent wording's version the visitor saw (alert_wordings). */
  wording: string;
  requested_at: number;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  /** The page of this site the sign-up was sent from (a path only), for the firm's sources report; null when not known. */
  source_page: string | null;
}

/** The consent record: each request, confirmation, change and withdrawal, as it happened. */
export interface AlertConsentsTable {
  id: string;
  subscription_id: string;
  event: 'requested' | 'confirmed' | 'withdrawn';
  at: number;
  audiences: string;
  lead_days: string;
  company: string | null;
  wording: string;
}

/** Each version of the consent wording, kept as it was shown. */
export interface AlertWordingsTable {
  version: string;
  text: string;
  first_used_at: number;
}

/** Which alert (a subscription's deadline and lead time) has been queued: never twice. */
export interface AlertSentTable {
  subscription_id: string;
  rule_id: string;
  due_date: string;
  lead_days: number;
  sent_on: string;
}

/** Mailboxes never to email again (they unsubscribed), as hashes. */
export interface AlertSuppressionsTable {
  mailbox: string;
  at: number;
}

/** Confirmation emails asked for today, per mailbox and per client network (hashed with the day): the limits. */
export interface AlertRequestsTable {
  day: string;
  subject: string;
  count: number;
}

export type AlertTables = {
  alert_subscriptions: AlertSubscriptionsTable;
  alert_consents: AlertConsentsTable;
  alert_wordings: AlertWordingsTable;
  alert_sent: AlertSentTable;
  alert_suppressions: AlertSuppressionsTable;
  alert_requests: AlertRequestsTable;
};

export type AlertSchema = PlatformSchema & AlertTables;
