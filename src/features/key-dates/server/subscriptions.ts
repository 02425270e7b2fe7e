import { createHash, randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import type { AudienceId } from '../rules/types';
import type { AlertCompany } from '../content/alerts';
import type { AlertsConfig } from './config';
import type { AlertConsentsTable, AlertSchema, AlertSubscriptionsTable } from './tables';

/** What each of the alerts' jobs (sign-up, links, sending, purging) is given by the service. */
export interface AlertStore {
  db: Kysely<AlertSchema>;
  outbox: Outbox;
  config: AlertsConfig & { answerPage: string };
  now: () => Date;
}

/** What a visitor asked for. */
export interface SignUp {
  email: string;
  audiences: AudienceId[];
  leads: number[];
  /** The company tool's sign-up: that company's own dates too. */
  company?: AlertCompany | null;
  /** The page of this site it was sent from, a path only (server/platform/http/source-page.ts). */
  sourcePage?: string | null;
}

/** What a subscriber may change with their link: the lists and lead times. */
export type Choices = Pick<SignUp, 'audiences' | 'leads'>;

/** A subscription as the firm's listings show it. */
export interface Subscription {
  id: string;
  email: string;
  state: AlertSubscriptionsTable['state'];
  audiences: AudienceId[];
  leads: number[];
  company: AlertCompany | null;
  requestedAt: string;
  confirmedAt: string | null;
}

/** What the holder of a link finds. */
export type LinkState = 'pending' | 'confirmed' | 'unsubscribed' | 'unknown';

export type Row = Selectable<AlertSubscriptionsTable>;

export const toSubscription = (row: Row): Subscription => ({
  id: row.id,
  email: row.email,
  state: row.state,
  audiences: JSON.parse(row.audiences) as AudienceId[],
  leads: JSON.parse(row.lead_days) as number[],
  company: row.company === null ? null : (JSON.parse(row.company) as AlertCompany),
  requestedAt: new Date(row.requested_at).toISOString(),
  confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at).toISOString(),
});

/** Choices as stored: each list once, lead times longest first, as JSON. */
export const stored = (choices: Choices) => ({
  audiences: JSON.stringify([...new Set(choices.audiences)]),
  leads: JSON.stringify([...new Set(choices.leads)].sort((a, b) => b - a)),
});

/** The wording's version: the start of its SHA-256, so the same words are always the same version. */
export const wordingVersion = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A subscription's link: to confirm, unsubscribe or change. */
export const alertLink = (store: AlertStore, kind: 'confirm' | 'unsubscribe' | 'change', token: string) =>
  `${store.config.siteUrl}/api/alerts/${kind}/${token}`;

/**
 * Takes the `alerts` lock row: each change and the email it causes are one transaction, taken in
 * turn, so that the limits and "never twice" hold across every process on the database.
 */
export async function lock(store: AlertStore, tx: Transaction<AlertSchema>): Promise<void> {
  await tx.updateTable('locks').set({ taken_at: store.now().getTime() }).where('name', '=', 'alerts').execute();
}

/** One line of the consent record: what happened, when, and the lists, lead times and wording it was for. */
export async function recordConsent(
  tx: Transaction<AlertSchema>,
  line: Pick<
    AlertConsentsTable,
    'subscription_id' | 'event' | 'at' | 'audiences' | 'lead_days' | 'company' | 'wording'
  >,
): Promise<void> {
  const { subscription_id, event, at, audiences, lead_days, company, wording } = line;
  await tx
    .insertInto('alert_consents')
    .values({ id: randomUUID(), subscription_id, event, at, audiences, lead_days, company, wording })
    .execute();
}

/** The consent wording shown now, kept once by its version; returns the version. */
export async function recordWording(tx: Transaction<AlertSchema>, text: string, at: number): Promise<string> {
  const version = wordingVersion(text);
  await tx
    .insertInto('alert_wordings')
    .values({ version, text, first_used_at: at })
    .onConflict((conflict) => conflict.column('version').doNothing())
    .execute();
  return version;
}

/** Withdraws the subscriptions' emails still waiting, inside `tx` (a query beside it would wait for it). */
export async function withdrawWaiting(tx: Transaction<AlertSchema>, ids: string[]): Promise<void> {
  for (const id of ids)
    await tx.deleteFrom('outbox').where('id', 'like', `alerts:${id}:%`).where('state', '=', 'waiting').execute();
}
