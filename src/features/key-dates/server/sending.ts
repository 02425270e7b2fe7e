import type { Transaction } from 'kysely';
import type { IsoDate } from '../../../platform/calendar/dates';
import { londonDate } from '../../../platform/calendar/london-time';
import { alertKey, dueAlerts, type DueAlert } from './due';
import type { AlertMessage } from './email';
import { alertLink, lock, toSubscription, type AlertStore, type Subscription } from './subscriptions';
import type { AlertSchema } from './tables';

/** One subscriber's alerts due today. */
export interface Due {
  subscription: Subscription;
  token: string;
  alerts: DueAlert[];
}

/** What each confirmed subscriber is due on `today`, without sending: the preview and the sender share it. */
export async function dueOn(store: AlertStore, today: IsoDate): Promise<Due[]> {
  const rows = await store.db.selectFrom('alert_subscriptions').selectAll().where('state', '=', 'confirmed').execute();
  const sent = await store.db
    .selectFrom('alert_sent')
    .select(['subscription_id', 'rule_id', 'due_date', 'lead_days'])
    .execute();
  const bySubscription = new Map<string, Set<string>>();
  for (const row of sent)
    bySubscription.set(
      row.subscription_id,
      (bySubscription.get(row.subscription_id) ?? new Set()).add(alertKey(row.rule_id, row.due_date, row.lead_days)),
    );
  return rows
    .map((row) => {
      const subscription = toSubscription(row);
      const alerts = dueAlerts({
        audiences: subscription.audiences,
        leads: subscription.leads,
        company: subscription.company,
        today,
        since: londonDate(new Date(row.confirmed_at ?? row.requested_at)),
        sent: bySubscription.get(row.id) ?? new Set(),
      });
      return { subscription, token: row.token, alerts };
    })
    .filter((entry) => entry.alerts.length > 0);
}

/** Records each alert (and lead time) as sent, inside `tx`; returns those not sent before. */
async function markSent(tx: Transaction<AlertSchema>, subscriptionId: string, alerts: DueAlert[], today: IsoDate) {
  const fresh: DueAlert[] = [];
  for (const alert of alerts) {
    const leads: number[] = [];
    for (const lead of alert.leads) {
      const inserted = await tx
        .insertInto('alert_sent')
        .values({
          subscription_id: subscriptionId,
          rule_id: alert.date.ruleId,
          due_date: alert.date.dueDate,
          lead_days: lead,
          sent_on: today,
        })
        .onConflict((conflict) => conflict.columns(['subscription_id', 'rule_id', 'due_date', 'lead_days']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) leads.push(lead);
    }
    if (leads.length > 0) fresh.push({ ...alert, leads });
  }
  return fresh;
}

/** Queues one subscriber's email of today, unless it left, was sent today, or has nothing new. */
function queueFor(store: AlertStore, { subscription, token, alerts }: Due, today: IsoDate): Promise<boolean> {
  return store.db.transaction().execute(async (tx) => {
    await lock(store, tx);
    const id = `alerts:${subscription.id}:${today}`;
    const live = await tx
      .selectFrom('alert_subscriptions')
      .select('state')
      .where('id', '=', subscription.id)
      .executeTakeFirst();
    if (live?.state !== 'confirmed') return false;
    if (await tx.selectFrom('outbox').select('id').where('id', '=', id).executeTakeFirst()) return false;
    const fresh = await markSent(tx, subscription.id, alerts, today);
    if (fresh.length === 0) return false;
    const payload: AlertMessage = {
      to: subscription.email,
      dates: fresh,
      unsubscribeUrl: alertLink(store, 'unsubscribe', token),
      changeUrl: alertLink(store, 'change', token),
      keyDatesUrl: `${store.config.siteUrl}/key-dates`,
    };
    await store.outbox.put({ id, kind: 'alerts', payload }, tx);
    return true;
  });
}

/**
 * Queues today's alerts: one email a day to one address, with every deadline due (each alert
 * recorded as sent in the same transaction, so a restart, a retry or a second process never
 * queues it twice). Returns how many emails were queued.
 */
export async function sendDue(store: AlertStore): Promise<number> {
  const today = londonDate(store.now());
  let queued = 0;
  for (const due of await dueOn(store, today)) if (await queueFor(store, due, today)) queued++;
  return queued;
}
