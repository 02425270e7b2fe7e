import type { Kysely } from 'kysely';
import type { DeskAuditTable, DeskSchema } from './tables';

/** One line of the audit log as the desk shows it. */
export interface AuditEntry {
  at: Date;
  email: string;
  action: string;
  detail: string;
  network: string;
}

/** The desk's audit log: every sign-in and action, who, what, when and from which network; kept `days`. */
export class DeskAudit {
  constructor(
    private readonly db: Kysely<DeskSchema>,
    private readonly now: () => Date,
    private readonly newId: () => string,
    private readonly days: number,
  ) {}

  async record(entry: Omit<DeskAuditTable, 'id' | 'at'>): Promise<void> {
    await this.db
      .insertInto('desk_audit')
      .values({ id: this.newId(), at: this.now().getTime(), ...entry })
      .execute();
  }

  /** The newest `limit` entries, newest first. */
  async latest(limit = 500): Promise<AuditEntry[]> {
    const rows = await this.db.selectFrom('desk_audit').selectAll().orderBy('at', 'desc').limit(limit).execute();
    return rows.map(({ at, email, action, detail, network }) => ({ at: new Date(at), email, action, detail, network }));
  }

  /** Deletes entries older than the stated time; says how many. */
  async purge(): Promise<number> {
    const cutoff = this.now().getTime() - this.days * 24 * 60 * 60 * 1000;
    const result = await this.db.deleteFrom('desk_audit').where('at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
