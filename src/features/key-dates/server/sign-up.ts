import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { londonDate } from '../../../platform/calendar/london-time';
import { clientNetwork } from '../../../../server/platform/forms/client-network';
import { mailboxHash } from '../../../../server/platform/forms/address';
import { alertsCopy } from '../content/alerts';
import type { ConfirmMessage } from './email';
import { alertLink, lock, recordConsent, recordWording, stored, type AlertStore, type SignUp } from './subscriptions';
import type { AlertSchema } from './tables';

/** How many of today's requests `subject` has had. */
async function countToday(tx: Transaction<AlertSchema>, day: string, subject: string): Promise<number | undefined> {
  const row = await tx
    .selectFrom('alert_requests')
    .select('count')
    .where('day', '=', day)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.count;
}

/** Whether `subject` has had fewer than `limit` of today's requests (0: no limit). */
async function underLimit(tx: Transaction<AlertSchema>, day: string, subject: string, limit: number) {
  return limit === 0 || ((await countToday(tx, day, subject)) ?? 0) < limit;
}

/** One more of today's requests for `subject`. */
async function count(tx: Transaction<AlertSchema>, day: string, subject: string): Promise<void> {
  const counted = await countToday(tx, day, subject);
  if (counted !== undefined)
    await tx
      .updateTable('alert_requests')
      .set({ count: counted + 1 })
      .where('day', '=', day)
      .where('subject', '=', subject)
      .execute();
  else await tx.insertInto('alert_requests').values({ day, subject, count: 1 }).execute();
}

/**
 * Whether the client's network and the mailbox are both within today's share, counting this one
 * if so. Both limits are looked at before either is counted: a refused sign-up records nothing, so
 * a network past its share cannot use up the day of every address it names.
 */
async function withinLimits(
  store: AlertStore,
  tx: Transaction<AlertSchema>,
  { day, mailbox, clientAddress }: { day: string; mailbox: string; clientAddress: string },
) {
  // Hashed with the day, kept for the day: the limits, and nothing to follow anyone by afterwards.
  const network = createHash('sha256')
    .update(`${day} ${clientNetwork(clientAddress)}`)
    .digest('hex');
  const limits: [string, number][] = [
    [`network ${network}`, store.config.perNetworkPerDay],
    [`mailbox ${mailbox}`, 1],
  ];
  for (const [subject, limit] of limits) if (!(await underLimit(tx, day, subject, limit))) return false;
  for (const [subject] of limits) await count(tx, day, subject);
  return true;
}

/**
 * A sign-up: stored as pending, with the consent record's first line and one "confirm it" email,
 * unless the mailbox left before, or already had its email today, or the client's network has
 * had its share today; then nothing is stored or sent. The visitor's answer is the same either
 * way, so that no one learns from it whether an address is known.
 */
export async function signUp(
  store: AlertStore,
  request: SignUp,
  clientAddress: string,
): Promise<'sent' | 'limited' | 'suppressed' | 'subscribed'> {
  const now = store.now();
  const day = londonDate(now);
  const mailbox = mailboxHash(request.email);
  return store.db.transaction().execute(async (tx) => {
    await lock(store, tx);
    if (await tx.selectFrom('alert_suppressions').select('mailbox').where('mailbox', '=', mailbox).executeTakeFirst())
      return 'suppressed';
    const existing = await tx
      .selectFrom('alert_subscriptions')
      .selectAll()
      .where('mailbox', '=', mailbox)
      .where('state', '<>', 'unsubscribed')
      .executeTakeFirst();
    if (existing?.state === 'confirmed') return 'subscribed';
    if (!(await withinLimits(store, tx, { day, mailbox, clientAddress }))) return 'limited';
    const wording = await recordWording(tx, alertsCopy.consent, now.getTime());
    const { audiences, leads } = stored(request);
    const company = request.company ? JSON.stringify(request.company) : null;
    const id = existing?.id ?? randomUUID();
    const token = existing?.token ?? randomBytes(32).toString('base64url');
    const choices = {
      email: request.email,
      audiences,
      lead_days: leads,
      company,
      wording,
      requested_at: now.getTime(),
      source_page: request.sourcePage ?? null,
    };
    if (existing) await tx.updateTable('alert_subscriptions').set(choices).where('id', '=', id).execute();
    else
      await tx
        .insertInto('alert_subscriptions')
        .values({
          ...{ id, mailbox, token, state: 'pending', ...choices },
          ...{ confirmed_at: null, unsubscribed_at: null },
        })
        .execute();
    const line = { audiences, lead_days: leads, company, wording };
    await recordConsent(tx, { subscription_id: id, event: 'requested', at: now.getTime(), ...line });
    const payload: ConfirmMessage = { to: request.email, confirmUrl: alertLink(store, 'confirm', token) };
    await store.outbox.put({ id: `alerts:${id}:confirm:${day}`, kind: 'alerts-confirm', payload }, tx);
    return 'sent';
  });
}
