import type { Kysely } from 'kysely';
import type { IsoDate } from '../../../platform/calendar/dates';
import type { Arrival } from '../../../../server/platform/firm-sources';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import type { AlertsConfig } from './config';
import { change, confirm, linkChoices, linkState, unsubscribe } from './links';
import { purge } from './purging';
import { dueOn, sendDue, type Due } from './sending';
import { signUp } from './sign-up';
import {
  toSubscription,
  type AlertStore,
  type Choices,
  type LinkState,
  type SignUp,
  type Subscription,
} from './subscriptions';
import type { AlertSchema } from './tables';

export type { Choices, LinkState, SignUp, Subscription };

/**
 * Deadline alerts: double opt-in sign-ups (sign-up.ts), the consent record, what a subscriber's
 * link does (links.ts), the alerts themselves (sending.ts) and forgetting (purging.ts). Each change
 * and the email it causes are one transaction, taken in turn on the `alerts` lock row, so that the
 * limits and "never twice" hold across every process on the database.
 */
export class AlertService {
  /** While the service runs: the look for alerts that have come due (feature.ts). */
  timer: NodeJS.Timeout | undefined;
  private readonly store: AlertStore;

  constructor(
    db: Kysely<AlertSchema>,
    outbox: Outbox,
    readonly config: AlertsConfig & { answerPage: string },
    readonly now: () => Date,
  ) {
    this.store = { db, outbox, config, now };
  }

  signUp(request: SignUp, clientAddress: string) {
    return signUp(this.store, request, clientAddress);
  }

  /** What a link opens: a pending sign-up (within its window), a subscription, one that left, or nothing. */
  state(token: unknown): Promise<LinkState> {
    return linkState(this.store, token);
  }

  confirm(token: unknown): Promise<LinkState> {
    return confirm(this.store, token);
  }

  unsubscribe(token: unknown): Promise<LinkState> {
    return unsubscribe(this.store, token);
  }

  change(token: unknown, choices: Choices): Promise<LinkState> {
    return change(this.store, token, choices);
  }

  /** A subscription's choices, for the change page; null unless the link opens a confirmed one. */
  choices(token: unknown): Promise<Choices | null> {
    return linkChoices(this.store, token);
  }

  due(today: IsoDate): Promise<Due[]> {
    return dueOn(this.store, today);
  }

  sendDue(): Promise<number> {
    return sendDue(this.store);
  }

  purge(): Promise<{ lapsed: number; left: number }> {
    return purge(this.store);
  }

  /** Every subscription, newest first, for the firm's listing. */
  async list(): Promise<Subscription[]> {
    const rows = await this.store.db
      .selectFrom('alert_subscriptions')
      .selectAll()
      .orderBy('requested_at', 'desc')
      .execute();
    return rows.map(toSubscription);
  }

  /** When each sign-up kept that its person confirmed was asked for, and from which page: the firm's sources report counts them. */
  async arrivals(): Promise<Arrival[]> {
    const rows = await this.store.db
      .selectFrom('alert_subscriptions')
      .select(['source_page', 'requested_at'])
      .where('confirmed_at', 'is not', null)
      .execute();
    return rows.map((row) => ({ page: row.source_page, at: Number(row.requested_at) }));
  }

  /** The consent record, oldest first, with each line's address and the wording as shown. */
  async consents() {
    return this.store.db
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
}
