import type { Kysely, Transaction } from 'kysely';
import { alertsCopy } from '../content/alerts';
import {
  lock,
  recordConsent,
  recordWording,
  stored,
  toSubscription,
  withdrawWaiting,
  type AlertStore,
  type Choices,
  type LinkState,
  type Row,
} from './subscriptions';
import type { AlertSchema } from './tables';

/*
 * What a subscriber's link does: confirm, change the lists and lead times, unsubscribe. Each in
 * one transaction on the `alerts` lock row, with its line in the consent record.
 */

const isToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

/** The subscription a link opens: none for a pending sign-up past its window. */
async function byToken(
  store: AlertStore,
  db: Kysely<AlertSchema> | Transaction<AlertSchema>,
  token: unknown,
): Promise<Row | undefined> {
  if (!isToken(token)) return undefined;
  const row = await db.selectFrom('alert_subscriptions').selectAll().where('token', '=', token).executeTakeFirst();
  if (
    row?.state === 'pending' &&
    row.requested_at + store.config.confirmHours * 60 * 60 * 1000 <= store.now().getTime()
  )
    return undefined;
  return row;
}

/** A link's change, in one transaction on the lock row, given the subscription it opens. */
const withLink = (
  store: AlertStore,
  token: unknown,
  change: (tx: Transaction<AlertSchema>, row: Row) => Promise<LinkState>,
): Promise<LinkState> =>
  store.db.transaction().execute(async (tx) => {
    await lock(store, tx);
    const row = await byToken(store, tx, token);
    return row ? change(tx, row) : 'unknown';
  });

/** What a link opens: a pending sign-up (within its window), a subscription, one that left, or nothing. */
export async function linkState(store: AlertStore, token: unknown): Promise<LinkState> {
  return (await byToken(store, store.db, token))?.state ?? 'unknown';
}

/** A subscription's choices, for the change page; null unless the link opens a confirmed one. */
export async function linkChoices(store: AlertStore, token: unknown): Promise<Choices | null> {
  const row = await byToken(store, store.db, token);
  if (row?.state !== 'confirmed') return null;
  const { audiences, leads } = toSubscription(row);
  return { audiences, leads };
}

/** Confirms a pending sign-up (a second press changes nothing); the consent record says when. */
export function confirm(store: AlertStore, token: unknown): Promise<LinkState> {
  return withLink(store, token, async (tx, row) => {
    if (row.state !== 'pending') return row.state;
    const now = store.now().getTime();
    await tx
      .updateTable('alert_subscriptions')
      .set({ state: 'confirmed', confirmed_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordConsent(tx, { ...row, subscription_id: row.id, event: 'confirmed', at: now });
    return 'confirmed';
  });
}

/**
 * Unsubscribes at once (a second time changes nothing): the mailbox is never emailed again, a
 * waiting alert is withdrawn, and the consent record says when consent was withdrawn.
 */
export function unsubscribe(store: AlertStore, token: unknown): Promise<LinkState> {
  return withLink(store, token, async (tx, row) => {
    if (row.state === 'unsubscribed') return 'unsubscribed';
    const now = store.now().getTime();
    await tx
      .updateTable('alert_subscriptions')
      .set({ state: 'unsubscribed', unsubscribed_at: now })
      .where('id', '=', row.id)
      .execute();
    await tx
      .insertInto('alert_suppressions')
      .values({ mailbox: row.mailbox, at: now })
      .onConflict((conflict) => conflict.column('mailbox').doNothing())
      .execute();
    await recordConsent(tx, { ...row, subscription_id: row.id, event: 'withdrawn', at: now });
    await withdrawWaiting(tx, [row.id]);
    return 'unsubscribed';
  });
}

/**
 * A subscriber changes their lists and lead times with their link (a confirmed subscription
 * only). The consent record gets a "confirmed" line with the new choices and the wording shown:
 * pressing the button from the confirmed address's link is that consent given again.
 */
export function change(store: AlertStore, token: unknown, choices: Choices): Promise<LinkState> {
  return withLink(store, token, async (tx, row) => {
    if (row.state !== 'confirmed') return row.state;
    const now = store.now().getTime();
    const { audiences, leads } = stored(choices);
    const wording = await recordWording(tx, alertsCopy.consent, now);
    await tx
      .updateTable('alert_subscriptions')
      .set({ audiences, lead_days: leads, wording })
      .where('id', '=', row.id)
      .execute();
    const line = { audiences, lead_days: leads, company: row.company, wording };
    await recordConsent(tx, { subscription_id: row.id, event: 'confirmed', at: now, ...line });
    return 'confirmed';
  });
}
