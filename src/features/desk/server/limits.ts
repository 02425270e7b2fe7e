import type { Kysely } from 'kysely';
import type { RateLimit } from '../../../../server/platform/forms/rate-limit';
import type { DeskSchema } from './tables';

/** What taking one from a limit gives: allowed, or refused with when to try again. */
export type Taken = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A sliding-window limit kept in the database (desk_limits), so every process of the service and
 * a restart share it: at most `max` takes per key in any `windowMs`. A take is written first and
 * counted after (its own among them), and withdrawn when there are more than `max`, so two
 * processes racing at the limit may both be refused but never both allowed past it.
 */
export class DeskLimit {
  constructor(
    private readonly db: Kysely<DeskSchema>,
    /** Which limit (`network`, `address`): one table holds them all. */
    private readonly kind: string,
    private readonly limit: RateLimit,
    private readonly newId: () => string,
  ) {}

  async take(key: string, now: number): Promise<Taken> {
    if (this.limit.max === 0) return { allowed: true };
    const id = this.newId();
    await this.db.insertInto('desk_limits').values({ id, kind: this.kind, key, at: now }).execute();
    const recent = await this.db
      .selectFrom('desk_limits')
      .select((eb) => [eb.fn.countAll<number | string | bigint>().as('count'), eb.fn.min('at').as('oldest')])
      .where('kind', '=', this.kind)
      .where('key', '=', key)
      .where('at', '>', now - this.limit.windowMs)
      .executeTakeFirstOrThrow();
    if (Number(recent.count) <= this.limit.max) return { allowed: true };
    await this.db.deleteFrom('desk_limits').where('id', '=', id).execute();
    const oldest = Number(recent.oldest ?? now);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.limit.windowMs - now) / 1000)) };
  }

  /** Forgets takes older than the window; says how many. */
  async purge(now: number): Promise<number> {
    const result = await this.db
      .deleteFrom('desk_limits')
      .where('kind', '=', this.kind)
      .where('at', '<=', now - this.limit.windowMs)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
