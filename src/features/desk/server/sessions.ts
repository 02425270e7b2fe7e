import type { Kysely } from 'kysely';
import type { StaffMember } from '../../../../server/platform/firm';
import { hashOf, randomToken, wellFormedToken } from './secrets';
import type { DeskSchema } from './tables';

/** A signed-in member of staff, as a request sees them. */
export interface DeskSession {
  idHash: string;
  member: StaffMember;
  /** The token each of this session's forms carries. */
  csrf: string;
}

/**
 * Sessions kept in the database: the browser holds only a random value (the cookie), the database
 * its hash. A session ends after `idleMs` unused or `absoluteMs` after it began, when its member is
 * no longer on the staff list, on signing out, or when its member signs out everywhere.
 */
export class DeskSessions {
  constructor(
    private readonly db: Kysely<DeskSchema>,
    private readonly now: () => Date,
    private readonly staff: (email: string) => StaffMember | undefined,
    private readonly limits: { idleMs: number; absoluteMs: number },
  ) {}

  /** Starts a session for `email`: the cookie's value (kept only as its hash). */
  async start(email: string, network: string): Promise<string> {
    const cookie = randomToken();
    const at = this.now().getTime();
    await this.db
      .insertInto('desk_sessions')
      .values({ id_hash: hashOf(cookie), email, csrf: randomToken(), network, created_at: at, seen_at: at })
      .execute();
    return cookie;
  }

  /** The live session a cookie's value names, its use recorded; undefined (and an ended one deleted) otherwise. */
  async find(cookie: unknown): Promise<DeskSession | undefined> {
    if (!wellFormedToken(cookie)) return undefined;
    const idHash = hashOf(cookie);
    const row = await this.db.selectFrom('desk_sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    if (!row) return undefined;
    const now = this.now().getTime();
    const member = this.staff(row.email);
    if (!member || now - row.seen_at > this.limits.idleMs || now - row.created_at > this.limits.absoluteMs) {
      await this.end(idHash);
      return undefined;
    }
    await this.db.updateTable('desk_sessions').set({ seen_at: now }).where('id_hash', '=', idHash).execute();
    return { idHash, member, csrf: row.csrf };
  }

  async end(idHash: string): Promise<void> {
    await this.db.deleteFrom('desk_sessions').where('id_hash', '=', idHash).execute();
  }

  /** Ends every session of `email`, on every device; says how many. */
  async endEverywhere(email: string): Promise<number> {
    const result = await this.db.deleteFrom('desk_sessions').where('email', '=', email).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes sessions past either limit; says how many. */
  async purge(): Promise<number> {
    const now = this.now().getTime();
    const result = await this.db
      .deleteFrom('desk_sessions')
      .where((eb) =>
        eb.or([eb('seen_at', '<', now - this.limits.idleMs), eb('created_at', '<', now - this.limits.absoluteMs)]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
