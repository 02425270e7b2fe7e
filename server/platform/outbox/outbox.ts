import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { databaseNowMs } from '../db/clock';
import type { Database } from '../db/database';
import type { OutboxTable, PlatformSchema } from '../db/schema';

/** A message as the queue holds it, its payload still JSON. */
export interface OutboxMessage {
  id: string;
  kind: string;
  payload: unknown;
  dueAt: Date;
  state: OutboxTable['state'];
  attempts: number;
  refusals: number;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  /** Until when the worker sending it holds it (its heartbeat moves this on); null unless `sending`. */
  leaseUntil: Date | null;
  /**
   * The left part of its Message-ID, made when it was queued: every attempt carries the same one,
   * so a copy sent again (a worker killed after the message and before the server's answer) is
   * known for the same message. Null for a message queued before it was kept.
   */
  messageId: string | null;
}

/** What a feature asks to be sent. */
export interface NewMessage {
  /** The feature's own key for it (`enquiry:<uuid>`): a second put of an id stores nothing. */
  id: string;
  kind: string;
  payload: unknown;
  /** Not before this; now when not given (a reminder gives its time). */
  dueAt?: Date;
}

export type OutboxCounts = Record<OutboxTable['state'], number>;

const fromRow = (row: OutboxTable): OutboxMessage => ({
  id: row.id,
  kind: row.kind,
  payload: JSON.parse(row.payload) as unknown,
  dueAt: new Date(row.due_at),
  state: row.state,
  attempts: row.attempts,
  refusals: row.refusals,
  lastError: row.last_error,
  createdAt: new Date(row.created_at),
  deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
  leaseUntil: row.lease_until === null ? null : new Date(Number(row.lease_until)),
  messageId: row.message_id,
});

type Db = Kysely<PlatformSchema> | Transaction<PlatformSchema>;

/**
 * The mail queue: one table of messages, each with a kind, a payload, a due time, its attempts and
 * its state (waiting, sending, delivered, failed). Features put messages in it in the same
 * transaction as the record they belong to, so a record is never stored without its email, nor an
 * email queued for a record that was not stored. The worker (worker.ts) claims a message with a
 * short lease before it sends it, and renews the lease while the send lasts (`renew`): with several
 * service processes, exactly one of them sends each message, and one that dies mid-send gives the
 * message back within a lease (seconds), however long a send may take. Leases are judged by the
 * database's clock alone (db/clock.ts), never a process's: processes whose clocks disagree still
 * agree on whose lease has run out.
 */
export class Outbox {
  private readonly db: Kysely<PlatformSchema>;
  /** Now, by the database's clock, in milliseconds. */
  private readonly dbNow: ReturnType<typeof databaseNowMs>;

  constructor(
    database: Pick<Database, 'db' | 'engine'>,
    /** The queue's time: when a message is queued and, unless it says otherwise, due. */
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.db = database.db;
    this.dbNow = databaseNowMs(database.engine);
  }

  /** Queues a message (inside the caller's transaction, when given); an id already queued is left as it is. */
  async put(message: NewMessage, db: Db = this.db): Promise<void> {
    const now = this.clock();
    await db
      .insertInto('outbox')
      .values({
        id: message.id,
        kind: message.kind,
        payload: JSON.stringify(message.payload),
        due_at: (message.dueAt ?? now).getTime(),
        state: 'waiting',
        attempts: 0,
        refusals: 0,
        last_error: null,
        lease_until: null,
        created_at: now.getTime(),
        delivered_at: null,
        message_id: randomUUID(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }

  /**
   * The next messages a worker may claim, oldest due first: waiting and due at `now` (or, when
   * `retriesDue`, any that has been tried before: a restart retries at once), or `sending` under
   * a lease that has run out by the database's clock (its worker died).
   */
  async claimable(now: Date, { retriesDue = false, limit = 20 } = {}): Promise<string[]> {
    const at = now.getTime();
    const rows = await this.db
      .selectFrom('outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('state', '=', 'waiting'),
            retriesDue ? eb.or([eb('due_at', '<=', at), eb('attempts', '>', 0)]) : eb('due_at', '<=', at),
          ]),
          eb.and([eb('state', '=', 'sending'), eb('lease_until', '<', this.dbNow)]),
        ]),
      )
      .orderBy('due_at')
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Claims one message for `leaseMs` from now by the database's clock: the update succeeds for
   * exactly one worker (the row is re-checked under its lock in PostgreSQL, and SQLite runs one
   * writer at a time); undefined when another took it first.
   */
  async claim(id: string, leaseMs: number): Promise<OutboxMessage | undefined> {
    const row = await this.db
      .updateTable('outbox')
      .set({ state: 'sending', lease_until: sql<number>`${this.dbNow} + ${leaseMs}` })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('state', '=', 'waiting'), eb.and([eb('state', '=', 'sending'), eb('lease_until', '<', this.dbNow)])]),
      )
      .returningAll()
      .executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }

  /**
   * Moves a claim's lease on to `leaseMs` from now by the database's clock (and at least past
   * `held`), only while the claim is still the one taken with the lease `held` (compare and swap: a
   * worker whose lease ran out and was taken over renews nothing); the new lease, or null when the
   * claim is no longer held.
   */
  async renew(id: string, held: Date, leaseMs: number): Promise<Date | null> {
    const heldMs = held.getTime();
    const row = await this.db
      .updateTable('outbox')
      .set({
        // Cast: PostgreSQL would read a bare parameter beside `+ 1` as an integer, which a time in milliseconds overflows.
        lease_until: sql<number>`case when ${this.dbNow} + ${leaseMs} > cast(${heldMs} as bigint) then ${this.dbNow} + ${leaseMs} else cast(${heldMs} as bigint) + 1 end`,
      })
      .where('id', '=', id)
      .where('state', '=', 'sending')
      .where('lease_until', '=', heldMs)
      .returning('lease_until')
      .executeTakeFirst();
    return row?.lease_until === null || row?.lease_until === undefined ? null : new Date(Number(row.lease_until));
  }

  /**
   * How long until the first lease held by a worker runs out, by the database's clock, in
   * milliseconds (null when none is held): another worker looks again then.
   */
  async untilFirstLeaseEnds(): Promise<number | null> {
    const row = await this.db
      .selectFrom('outbox')
      .select((eb) => [eb.fn.min<number | string | null>('lease_until').as('first'), this.dbNow.as('now')])
      .where('state', '=', 'sending')
      .executeTakeFirst();
    const first = row?.first;
    return first === null || first === undefined ? null : Number(first) - Number(row?.now);
  }

  /** The mail server accepted it: never to be sent again; `kept`, when given, replaces its payload. */
  async markDelivered(id: string, attempts: number, at: Date, kept?: unknown): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({
        state: 'delivered',
        attempts,
        delivered_at: at.getTime(),
        lease_until: null,
        last_error: null,
        ...(kept === undefined ? {} : { payload: JSON.stringify(kept) }),
      })
      .where('id', '=', id)
      .execute();
  }

  /** A failed attempt: waiting again from `dueAt`, or `failed` for a person to look at. */
  async markAttempt(
    id: string,
    outcome: { attempts: number; refusals: number; lastError: string; dueAt: Date; failed: boolean },
  ): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({
        state: outcome.failed ? 'failed' : 'waiting',
        attempts: outcome.attempts,
        refusals: outcome.refusals,
        last_error: outcome.lastError,
        due_at: outcome.dueAt.getTime(),
        lease_until: null,
      })
      .where('id', '=', id)
      .where('state', '=', 'sending')
      .execute();
  }

  /** Gives a claimed message back unsent (the worker stopped, or has no transport). */
  async release(id: string): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ state: 'waiting', lease_until: null })
      .where('id', '=', id)
      .where('state', '=', 'sending')
      .execute();
  }

  /** Puts a failed message back, due now, with its attempts cleared (the runbook's resend); false if none. */
  async resend(id: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox')
      .set({ state: 'waiting', attempts: 0, refusals: 0, last_error: null, due_at: now.getTime() })
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Withdraws a message not yet sent (a reminder for a cancelled booking); true if one was. */
  async withdraw(id: string, db: Db = this.db): Promise<boolean> {
    const result = await db.deleteFrom('outbox').where('id', '=', id).where('state', '=', 'waiting').executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** Drops a claimed message unsent (it is past the time it was worth sending by: worker.ts). */
  async discard(id: string): Promise<void> {
    await this.db.deleteFrom('outbox').where('id', '=', id).where('state', '=', 'sending').execute();
  }

  async find(id: string): Promise<OutboxMessage | undefined> {
    const row = await this.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }

  /** Messages in one state (or all), oldest first, optionally only of ids starting with `prefix`. */
  async list(state?: OutboxTable['state'], prefix?: string): Promise<OutboxMessage[]> {
    let query = this.db.selectFrom('outbox').selectAll();
    if (state) query = query.where('state', '=', state);
    if (prefix) query = query.where('id', 'like', `${prefix.replace(/[%_\\]/g, '\\$&')}%`);
    const rows = await query.orderBy('created_at').orderBy('id').execute();
    return rows.map(fromRow);
  }

  /** How many messages are in each state: no personal data. */
  async counts(): Promise<OutboxCounts> {
    const rows = await this.db
      .selectFrom('outbox')
      .select((eb) => ['state', eb.fn.countAll<number | string>().as('count')])
      .groupBy('state')
      .execute();
    const counts: OutboxCounts = { waiting: 0, sending: 0, delivered: 0, failed: 0 };
    for (const row of rows) counts[row.state] = Number(row.count);
    return counts;
  }

  /**
   * When the oldest message still to be sent was queued, of those due or already tried (a reminder
   * due next week is not late): a stuck mailbox shows here first.
   */
  async oldestDue(now: Date): Promise<Date | null> {
    const row = await this.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.min<number | string | null>('created_at').as('oldest'))
      .where('state', 'in', ['waiting', 'sending'])
      .where((eb) => eb.or([eb('due_at', '<=', now.getTime()), eb('attempts', '>', 0)]))
      .executeTakeFirst();
    const oldest = row?.oldest;
    return oldest === null || oldest === undefined ? null : new Date(Number(oldest));
  }

  /** Deletes messages delivered before `cutoff`; returns how many. */
  async purgeDeliveredBefore(cutoff: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('outbox')
      .where('state', '=', 'delivered')
      .where('delivered_at', '<', cutoff.getTime())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
