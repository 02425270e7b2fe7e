import { addDays } from '../../../platform/calendar/dates';
import { londonDate } from '../../../platform/calendar/london-time';
import { lock, withdrawWaiting, type AlertStore } from './subscriptions';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes what is past its time: unconfirmed sign-ups after their window (with their consent
 * lines: no address is left behind), left subscriptions and their record after the consent
 * record's period, alerts sent for deadlines long past, and the limits' counts of past days.
 */
export function purge(store: AlertStore): Promise<{ lapsed: number; left: number }> {
  const now = store.now().getTime();
  const today = londonDate(store.now());
  return store.db.transaction().execute(async (tx) => {
    await lock(store, tx);
    const lapsed = await tx
      .selectFrom('alert_subscriptions')
      .select('id')
      .where('state', '=', 'pending')
      .where('requested_at', '<=', now - store.config.confirmHours * 60 * 60 * 1000)
      .execute();
    const left = await tx
      .selectFrom('alert_subscriptions')
      .select('id')
      .where('state', '=', 'unsubscribed')
      .where('unsubscribed_at', '<=', now - store.config.consentRecordDays * dayMs)
      .execute();
    const gone = [...lapsed, ...left].map((row) => row.id);
    if (gone.length > 0) {
      await tx.deleteFrom('alert_consents').where('subscription_id', 'in', gone).execute();
      await tx.deleteFrom('alert_sent').where('subscription_id', 'in', gone).execute();
      await tx.deleteFrom('alert_subscriptions').where('id', 'in', gone).execute();
      await withdrawWaiting(tx, gone);
    }
    await tx.deleteFrom('alert_requests').where('day', '<', today).execute();
    await tx.deleteFrom('alert_sent').where('due_date', '<', addDays(today, -400)).execute();
    return { lapsed: lapsed.length, left: left.length };
  });
}
