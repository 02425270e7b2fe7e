import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { addDays, type IsoDate } from '../../../platform/calendar/dates';
import { londonDate } from '../../../platform/calendar/london-time';
import type { Arrival } from '../../../../server/platform/firm-sources';
import { clientNetwork } from '../../../../server/platform/forms/client-network';
import { mailboxHash } from '../../../../server/platform/forms/address';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import type { MessageKind } from '../../../../server/platform/outbox/worker';
import { alertsCopy } from '../content/alerts';
import type { AudienceId } from '../rules/types';
import type { AlertCompany } from '../content/alerts';
import type { AlertsConfig } from './config';
import { alertKey, dueAlerts, type DueAlert } from './due';
import { alertEmail, confirmEmail, type AlertMessage, type ConfirmMessage } from './email';
import type { AlertConsentsTable, AlertSchema, AlertSubscriptionsTable } from './tables';

/** How the mail queue turns alerts' messages into emails. */
export const alertMessages: Record<'alerts-confirm' | 'alerts', MessageKind> = {
  'alerts-confirm': {
    render: (payload: ConfirmMessage, addresses) => confirmEmail(payload, addresses),
    label: () => 'deadline alerts, confirm it',
    // The link's token stays with the subscription; the delivered message need not carry the address.
    afterDelivery: (payload: ConfirmMessage) => ({ ...payload, to: '', confirmUrl: '' }),
  },
  alerts: {
    render: (payload: AlertMessage, addresses) => alertEmail(payload, addresses),
    label: (payload: AlertMessage) => `deadline alert, ${payload.dates.length} deadlines`,
    afterDelivery: (payload: AlertMessage) => ({ ...payload, to: '', unsubscribeUrl: '', changeUrl: '' }),
  },
};

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

/** The wording's version: the start of its SHA-256, so the same words are always the same version. */
export const wordingVersion = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

type Row = Selectable<AlertSubscriptionsTable>;
const toSubscription = (row: Row): Subscription => ({
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
const stored = (choices: Choices) => ({
  audiences: JSON.stringify([...new Set(choices.audiences)]),
  leads: JSON.stringify([...new Set(choices.leads)].sort((a, b) => b - a)),
});
const isToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
const dayMs = 24 * 60 * 60 * 1000;

/** What the holder of a link finds. */
export type LinkState = 'pending' | 'confirmed' | 'unsubscribed' | 'unknown';

/**
 * Deadline alerts: double opt-in sign-ups, the consent record, the alerts themselves and leaving.
 * Each change and the email it causes are one transaction, taken in turn on the `alerts` lock row,
 * so that the limits and "never twice" hold across every process on the database.
 */
export class AlertService {
  /** While the service runs: the look for alerts that have come due (feature.ts). */
  timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<AlertSchema>,
    private readonly outbox: Outbox,
    readonly config: AlertsConfig & { answerPage: string },
    readonly now: () => Date,
  ) {}

  private async lock(tx: Transaction<AlertSchema>): Promise<void> {
    await tx.updateTable('locks').set({ taken_at: this.now().getTime() }).where('name', '=', 'alerts').execute();
  }

  /** One line of the consent record: what happened, when, and the lists, lead times and wording it was for. */
  private async consent(
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

  /** Withdraws the subscriptions' emails still waiting, inside `tx` (a query beside it would wait for it). */
  private async withdrawWaiting(tx: Transaction<AlertSchema>, ids: string[]): Promise<void> {
    for (const id of ids)
      await tx.deleteFrom('outbox').where('id', 'like', `alerts:${id}:%`).where('state', '=', 'waiting').execute();
  }

  private link(kind: 'confirm' | 'unsubscribe' | 'change', token: string): string {
    return `${this.config.siteUrl}/api/alerts/${kind}/${token}`;
  }

  /** Whether `subject` has had fewer than `limit` of today's requests (0: no limit). */
  private async underLimit(
    tx: Transaction<AlertSchema>,
    day: string,
    subject: string,
    limit: number,
  ): Promise<boolean> {
    const row = await tx
      .selectFrom('alert_requests')
      .select('count')
      .where('day', '=', day)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return limit === 0 || (row?.count ?? 0) < limit;
  }

  /** One more of today's requests for `subject`. */
  private async count(tx: Transaction<AlertSchema>, day: string, subject: string): Promise<void> {
    const row = await tx
      .selectFrom('alert_requests')
      .select('count')
      .where('day', '=', day)
      .where('subject', '=', subject)
      .executeTakeFirst();
    if (row)
      await tx
        .updateTable('alert_requests')
        .set({ count: row.count + 1 })
        .where('day', '=', day)
        .where('subject', '=', subject)
        .execute();
    else await tx.insertInto('alert_requests').values({ day, subject, count: 1 }).execute();
  }

  /**
   * A sign-up: stored as pending, with the consent record's first line and one "confirm it" email,
   * unless the mailbox left before, or already had its email today, or the client's network has
   * had its share today; then nothing is stored or sent. The visitor's answer is the same either
   * way, so that no one learns from it whether an address is known.
   */
  async signUp(request: SignUp, clientAddress: string): Promise<'sent' | 'limited' | 'suppressed' | 'subscribed'> {
    const now = this.now();
    const day = londonDate(now);
    const mailbox = mailboxHash(request.email);
    return this.db.transaction().execute(async (tx) => {
      await this.lock(tx);
      if (await tx.selectFrom('alert_suppressions').select('mailbox').where('mailbox', '=', mailbox).executeTakeFirst())
        return 'suppressed';
      const existing = await tx
        .selectFrom('alert_subscriptions')
        .selectAll()
        .where('mailbox', '=', mailbox)
        .where('state', '<>', 'unsubscribed')
        .executeTakeFirst();
      if (existing?.state === 'confirmed') return 'subscribed';
      // Hashed with the day, kept for the day: the limits, and nothing to follow anyone by afterwards.
      const network = createHash('sha256')
        .update(`${day} ${clientNetwork(clientAddress)}`)
        .digest('hex');
      // Both limits looked at before either is counted: a refused sign-up records nothing, so a
      // network past its share cannot use up the day of every address it names.
      const limits: [string, number][] = [
        [`network ${network}`, this.config.perNetworkPerDay],
        [`mailbox ${mailbox}`, 1],
      ];
      for (const [subject, limit] of limits) if (!(await this.underLimit(tx, day, subject, limit))) return 'limited';
      for (const [subject] of limits) await this.count(tx, day, subject);
      const wording = wordingVersion(alertsCopy.consent);
      await tx
        .insertInto('alert_wordings')
        .values({ version: wording, text: alertsCopy.consent, first_used_at: now.getTime() })
        .onConflict((conflict) => conflict.column('version').doNothing())
        .execute();
      const { audiences, leads } = stored(request);
      const company = request.company ? JSON.stringify(request.company) : null;
      const id = existing?.id ?? randomUUID();
      const token = existing?.token ?? randomBytes(32).toString('base64url');
      if (existing)
        await tx
          .updateTable('alert_subscriptions')
          .set({
            email: request.email,
            audiences,
            lead_days: leads,
            company,
            wording,
            requested_at: now.getTime(),
            source_page: request.sourcePage ?? null,
          })
          .where('id', '=', id)
          .execute();
      else
        await tx
          .insertInto('alert_subscriptions')
          .values({
            id,
            email: request.email,
            mailbox,
            audiences,
            lead_days: leads,
            company,
            token,
            state: 'pending',
            wording,
            requested_at: now.getTime(),
            confirmed_at: null,
            unsubscribed_at: null,
            source_page: request.sourcePage ?? null,
          })
          .execute();
      await this.consent(tx, {
        subscription_id: id,
        event: 'requested',
        at: now.getTime(),
        audiences,
        lead_days: leads,
        company,
        wording,
      });
      const payload: ConfirmMessage = { to: request.email, confirmUrl: this.link('confirm', token) };
      await this.outbox.put({ id: `alerts:${id}:confirm:${day}`, kind: 'alerts-confirm', payload }, tx);
      return 'sent';
    });
  }

  private async byToken(db: Kysely<AlertSchema> | Transaction<AlertSchema>, token: unknown): Promise<Row | undefined> {
    if (!isToken(token)) return undefined;
    const row = await db.selectFrom('alert_subscriptions').selectAll().where('token', '=', token).executeTakeFirst();
    if (
      row?.state === 'pending' &&
      row.requested_at + this.config.confirmHours * 60 * 60 * 1000 <= this.now().getTime()
    )
      return undefined;
    return row;
  }

  /** What a link opens: a pending sign-up (within its window), a subscription, one that left, or nothing. */
  async state(token: unknown): Promise<LinkState> {
    return (await this.byToken(this.db, token))?.state ?? 'unknown';
  }

  /** Confirms a pending sign-up (a second press changes nothing); the consent record says when. */
  async confirm(token: unknown): Promise<LinkState> {
    return this.db.transaction().execute(async (tx) => {
      await this.lock(tx);
      const row = await this.byToken(tx, token);
      if (!row) return 'unknown';
      if (row.state !== 'pending') return row.state;
      const now = this.now().getTime();
      await tx
        .updateTable('alert_subscriptions')
        .set({ state: 'confirmed', confirmed_at: now })
        .where('id', '=', row.id)
        .execute();
      await this.consent(tx, { ...row, subscription_id: row.id, event: 'confirmed', at: now });
      return 'confirmed';
    });
  }

  /**
   * Unsubscribes at once (a second time changes nothing): the mailbox is never emailed again, a
   * waiting alert is withdrawn, and the consent record says when consent was withdrawn.
   */
  async unsubscribe(token: unknown): Promise<LinkState> {
    return this.db.transaction().execute(async (tx) => {
      await this.lock(tx);
      const row = await this.byToken(tx, token);
      if (!row) return 'unknown';
      if (row.state === 'unsubscribed') return 'unsubscribed';
      const now = this.now().getTime();
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
      await this.consent(tx, { ...row, subscription_id: row.id, event: 'withdrawn', at: now });
      await this.withdrawWaiting(tx, [row.id]);
      return 'unsubscribed';
    });
  }

  /**
   * A subscriber changes their lists and lead times with their link (a confirmed subscription
   * only). The consent record gets a "confirmed" line with the new choices and the wording shown:
   * pressing the button from the confirmed address's link is that consent given again.
   */
  async change(token: unknown, choices: Choices): Promise<LinkState> {
    return this.db.transaction().execute(async (tx) => {
      await this.lock(tx);
      const row = await this.byToken(tx, token);
      if (!row) return 'unknown';
      if (row.state !== 'confirmed') return row.state;
      const now = this.now().getTime();
      const { audiences, leads } = stored(choices);
      const wording = wordingVersion(alertsCopy.consent);
      await tx
        .insertInto('alert_wordings')
        .values({ version: wording, text: alertsCopy.consent, first_used_at: now })
        .onConflict((conflict) => conflict.column('version').doNothing())
        .execute();
      await tx
        .updateTable('alert_subscriptions')
        .set({ audiences, lead_days: leads, wording })
        .where('id', '=', row.id)
        .execute();
      await this.consent(tx, {
        subscription_id: row.id,
        event: 'confirmed',
        at: now,
        audiences,
        lead_days: leads,
        company: row.company,
        wording,
      });
      return 'confirmed';
    });
  }

  /** A subscription's choices, for the change page; null unless the link opens a confirmed one. */
  async choices(token: unknown): Promise<Choices | null> {
    const row = await this.byToken(this.db, token);
    if (row?.state !== 'confirmed') return null;
    const { audiences, leads } = toSubscription(row);
    return { audiences, leads };
  }

  /** What each confirmed subscriber is due on `today`, without sending: the preview and the sender share it. */
  async due(today: IsoDate): Promise<{ subscription: Subscription; token: string; alerts: DueAlert[] }[]> {
    const rows = await this.db.selectFrom('alert_subscriptions').selectAll().where('state', '=', 'confirmed').execute();
    const sent = await this.db
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

  /**
   * Queues today's alerts: one email a day to one address, with every deadline due (each alert
   * recorded as sent in the same transaction, so a restart, a retry or a second process never
   * queues it twice). Returns how many emails were queued.
   */
  async sendDue(): Promise<number> {
    const today = londonDate(this.now());
    let queued = 0;
    for (const { subscription, token, alerts } of await this.due(today)) {
      const done = await this.db.transaction().execute(async (tx) => {
        await this.lock(tx);
        const id = `alerts:${subscription.id}:${today}`;
        const live = await tx
          .selectFrom('alert_subscriptions')
          .select('state')
          .where('id', '=', subscription.id)
          .executeTakeFirst();
        if (live?.state !== 'confirmed') return false;
        if (await tx.selectFrom('outbox').select('id').where('id', '=', id).executeTakeFirst()) return false;
        const fresh: DueAlert[] = [];
        for (const alert of alerts) {
          const leads: number[] = [];
          for (const lead of alert.leads) {
            const inserted = await tx
              .insertInto('alert_sent')
              .values({
                subscription_id: subscription.id,
                rule_id: alert.date.ruleId,
                due_date: alert.date.dueDate,
                lead_days: lead,
                sent_on: today,
              })
              .onConflict((conflict) =>
                conflict.columns(['subscription_id', 'rule_id', 'due_date', 'lead_days']).doNothing(),
              )
              .executeTakeFirst();
            if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) leads.push(lead);
          }
          if (leads.length > 0) fresh.push({ ...alert, leads });
        }
        if (fresh.length === 0) return false;
        const payload: AlertMessage = {
          to: subscription.email,
          dates: fresh,
          unsubscribeUrl: this.link('unsubscribe', token),
          changeUrl: this.link('change', token),
          keyDatesUrl: `${this.config.siteUrl}/key-dates`,
        };
        await this.outbox.put({ id, kind: 'alerts', payload }, tx);
        return true;
      });
      if (done) queued++;
    }
    return queued;
  }

  /** Every subscription, newest first, for the firm's listing. */
  async list(): Promise<Subscription[]> {
    const rows = await this.db.selectFrom('alert_subscriptions').selectAll().orderBy('requested_at', 'desc').execute();
    return rows.map(toSubscription);
  }

  /** The consent record, oldest first, with each line's address and the wording as shown. */
  async consents() {
    return this.db
      .selectFrom('alert_consents')
      .innerJoin('alert_subscriptions', 'alert_subscriptions.id', 'alert_consents.subscription_id')
      .innerJoin('alert_wordings', 'alert_wordings.version', 'alert_consents.wording')
      .select([
        'alert_consents.subscription_id',
        'alert_subscriptions.email',
        'alert_consents.event',
        'alert_consents.at',
        'alert_consents.audiences',
        'alert_consents.lead_days',
        'alert_consents.company',
        'alert_consents.wording',
        'alert_wordings.text',
      ])
      .orderBy('alert_consents.at')
      .execute();
  }

  /** When each sign-up kept that its person confirmed was asked for, and from which page: the firm's sources report counts them. */
  async arrivals(): Promise<Arrival[]> {
    const rows = await this.db
      .selectFrom('alert_subscriptions')
      .select(['source_page', 'requested_at'])
      .where('confirmed_at', 'is not', null)
      .execute();
    return rows.map((row) => ({ page: row.source_page, at: Number(row.requested_at) }));
  }

  /**
   * Deletes what is past its time: unconfirmed sign-ups after their window (with their consent
   * lines: no address is left behind), left subscriptions and their record after the consent
   * record's period, alerts sent for deadlines long past, and the limits' counts of past days.
   */
  async purge(): Promise<{ lapsed: number; left: number }> {
    const now = this.now().getTime();
    const today = londonDate(this.now());
    return this.db.transaction().execute(async (tx) => {
      await this.lock(tx);
      const lapsed = await tx
        .selectFrom('alert_subscriptions')
        .select('id')
        .where('state', '=', 'pending')
        .where('requested_at', '<=', now - this.config.confirmHours * 60 * 60 * 1000)
        .execute();
      const left = await tx
        .selectFrom('alert_subscriptions')
        .select('id')
        .where('state', '=', 'unsubscribed')
        .where('unsubscribed_at', '<=', now - this.config.consentRecordDays * dayMs)
        .execute();
      const gone = [...lapsed, ...left].map((row) => row.id);
      if (gone.length > 0) {
        await tx.deleteFrom('alert_consents').where('subscription_id', 'in', gone).execute();
        await tx.deleteFrom('alert_sent').where('subscription_id', 'in', gone).execute();
        await tx.deleteFrom('alert_subscriptions').where('id', 'in', gone).execute();
        await this.withdrawWaiting(tx, gone);
      }
      await tx.deleteFrom('alert_requests').where('day', '<', today).execute();
      await tx.deleteFrom('alert_sent').where('due_date', '<', addDays(today, -400)).execute();
      return { lapsed: lapsed.length, left: left.length };
    });
  }
}
