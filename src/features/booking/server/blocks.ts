import type { Kysely } from 'kysely';
import type { BusyLookup } from './availability';
import { overlaps, type Interval } from './busy-calendars/intervals';
import type { BookingSchema } from './tables';

/** Time a director has blocked, as the firm reads it: instants in milliseconds (UTC). */
export interface DiaryBlock {
  id: string;
  diary: string;
  from: number;
  until: number;
  reason: string;
  createdBy: string;
  createdAt: number;
}

/** A director's blocked time as busy time: their diary and its interval. */
type Blocked = Interval & { diary: string };

/**
 * The blocks that take any of [from, to), as intervals, read inside `db` (a transaction when
 * booking), for `withBlocks`.
 */
export async function blocksWithin(db: Kysely<BookingSchema>, from: number, to: number): Promise<Blocked[]> {
  const rows = await db
    .selectFrom('diary_blocks')
    .select(['diary', 'starts_at', 'ends_at'])
    .where('ends_at', '>', from)
    .where('starts_at', '<', to)
    .execute();
  return rows.map((row) => ({ diary: row.diary, start: Number(row.starts_at), end: Number(row.ends_at) }));
}

/**
 * A director's calendar with their blocked time added: the availability engine reads a block just
 * as it reads a busy event in their calendar feed (their buffer either side). A calendar never
 * read stays unknown: it offers nothing either way.
 */
export function withBlocks(busy: BusyLookup, blocked: readonly Blocked[]): BusyLookup {
  if (blocked.length === 0) return busy;
  return (director, from, to) => {
    const calendar = busy(director, from, to);
    if (calendar === 'unknown') return calendar;
    const mine = blocked.filter((block) => block.diary === director && overlaps(block, from, to));
    return mine.length ? [...calendar, ...mine] : calendar;
  };
}

/** The diary's blocked time: added and removed by the firm (the desk, `npm run bookings`), deleted once over. */
export class DiaryBlocks {
  constructor(
    private readonly db: Kysely<BookingSchema>,
    private readonly now: () => Date,
    private readonly newId: () => string,
  ) {}

  /** Blocks `diary` from `from` until `until` (instants), with why and who: the block as kept. */
  async add(input: { diary: string; from: number; until: number; reason: string; by: string }): Promise<DiaryBlock> {
    if (!(input.from < input.until)) throw new Error('A block ends after it starts.');
    const block: DiaryBlock = {
      id: this.newId(),
      diary: input.diary,
      from: input.from,
      until: input.until,
      reason: input.reason,
      createdBy: input.by,
      createdAt: this.now().getTime(),
    };
    await this.db
      .insertInto('diary_blocks')
      .values({
        id: block.id,
        diary: block.diary,
        starts_at: block.from,
        ends_at: block.until,
        reason: block.reason,
        created_by: block.createdBy,
        created_at: block.createdAt,
      })
      .execute();
    return block;
  }

  /** Removes block `id`: its time is offered again. The block removed, or undefined when none has that id. */
  async remove(id: string): Promise<DiaryBlock | undefined> {
    const block = (await this.upcoming()).find((candidate) => candidate.id === id);
    if (!block) return undefined;
    const deleted = await this.db.deleteFrom('diary_blocks').where('id', '=', id).executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0 ? block : undefined;
  }

  /** Every block not yet over, earliest first. */
  async upcoming(): Promise<DiaryBlock[]> {
    const rows = await this.db
      .selectFrom('diary_blocks')
      .selectAll()
      .where('ends_at', '>', this.now().getTime())
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      diary: row.diary,
      from: Number(row.starts_at),
      until: Number(row.ends_at),
      reason: row.reason,
      createdBy: row.created_by,
      createdAt: Number(row.created_at),
    }));
  }

  /** Deletes blocks that are over: nothing reads them again. */
  async purge(): Promise<number> {
    const deleted = await this.db
      .deleteFrom('diary_blocks')
      .where('ends_at', '<=', this.now().getTime())
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }
}
