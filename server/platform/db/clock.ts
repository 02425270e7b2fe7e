import { sql, type RawBuilder } from 'kysely';
import type { Engine } from './database';

/**
 * The database's own clock, in milliseconds since 1970, as an SQL expression: what a lease shared
 * by several processes is judged by, since their own clocks may disagree (a process 30 s ahead
 * would find every other process's 10-second lease run out, and send its message again). Read
 * when the statement runs, on the database's machine: every process then sees the same time.
 */
export function databaseNowMs(engine: Engine): RawBuilder<number> {
  return engine === 'postgres'
    ? sql<number>`(floor(extract(epoch from clock_timestamp()) * 1000))::bigint`
    : sql<number>`cast(round((julianday('now') - 2440587.5) * 86400000) as integer)`;
}
