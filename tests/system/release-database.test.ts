import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { sqliteFile } from '../../server/platform/db/config';
import type { BookingTables } from '../../src/features/booking/server/tables';
import { dataPlace, type DataPlace } from '../../test-kit/data-place';
import { testPostgresUrl } from '../../test-kit/postgres';
import { describeEachEngine, type TestEngine } from '../../test-kit/engines';
import { isOverlap } from '../../src/features/booking/server/migrations';

/**
 * A database made by the release before features had folders of their own (26 November 2026: one
 * enquiry, one held booking, their emails waiting), copied and opened by this release: it migrates
 * in place, on both engines, and what it held reads back through each feature. The copies were
 * made by that release's own service (test-kit/fixtures/README.md says how).
 */
jest.setTimeout(90_000);

const fixtures = path.resolve(__dirname, '../../test-kit/fixtures');
const postgresUrl = testPostgresUrl();
const places: DataPlace[] = [];
afterAll(() => places.forEach((place) => place.remove()));

/** The release's database, copied into a fresh place of the engine. */
async function releaseCopy(engine: TestEngine): Promise<DataPlace> {
  const place = await dataPlace({ postgresUrl: engine === 'postgres' ? postgresUrl : null });
  places.push(place);
  if (place.config.engine === 'sqlite') {
    fs.copyFileSync(path.join(fixtures, 'release-2026-11-26.sqlite3'), sqliteFile(path.dirname(place.config.file)));
  } else {
    const client = new pg.Client({ connectionString: place.config.url });
    await client.connect();
    try {
      // pg_dump's plain output, less what only psql understands (its meta-commands).
      const dump = fs.readFileSync(path.join(fixtures, 'release-2026-11-26.postgres.sql'), 'utf8');
      const statements = dump.replace(/^\\.*$/gm, '');
      const copies = [...statements.matchAll(/^COPY (\S+) \(([^)]+)\) FROM stdin;\n([\s\S]*?)\n?^$/gm)];
      await client.query(statements.replace(/^COPY [\s\S]*?^$/gm, ''));
      for (const [, table, columns, rows] of copies) {
        for (const line of (rows ?? '').split('\n').filter(Boolean)) {
          const values = line.split('\t').map((value) => (value === '\\N' ? null : value.replace(/\\(.)/g, '$1')));
          const names = (columns ?? '').split(', ');
          const placeholders = names.map((_, i) => `$${i + 1}`).join(', ');
          await client.query(`insert into ${table} (${names.join(', ')}) values (${placeholders})`, values);
        }
      }
    } finally {
      await client.end();
    }
  }
  return place;
}

describeEachEngine('the release of 26 November 2026, on %s', (engine) => {
  it('migrates in place, and each feature reads what it held', async () => {
    const place = await releaseCopy(engine);
    const data = await place.open();
    try {
      const enquiries = await data.features.enquiry.list();
      expect(enquiries.map((enquiry) => [enquiry.id, enquiry.enquiry.name, enquiry.sourcePage])).toEqual([
        ['0b8e8c4e-1d2a-4c1e-9d5e-2f7b1a3c4d5e', 'Ada Lovelace', '/contact'],
      ]);
      const bookings = await data.database.db
        .withTables<BookingTables>()
        .selectFrom('bookings')
        .select(['id', 'diary', 'status', 'hold_expires_at'])
        .execute();
      expect(bookings).toEqual([
        {
          id: '5c2d7e9a-3b4f-4a6e-8c1d-9e0f1a2b3c4d',
          diary: expect.any(String),
          status: 'booked',
          hold_expires_at: expect.any(Number),
        },
      ]);
      // The firm's enquiry email and the visitor's "confirm it" email still wait to be sent.
      expect((await data.outbox.list()).map((message) => message.id).sort()).toEqual([
        'booking:5c2d7e9a-3b4f-4a6e-8c1d-9e0f1a2b3c4d:hold',
        'enquiry:0b8e8c4e-1d2a-4c1e-9d5e-2f7b1a3c4d5e',
      ]);
      // Every migration this release knows is recorded as applied, the release's own among them.
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        data.database.db,
      );
      expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['2026-11-25-01-initial']));
      // The overlap rule still holds on the migrated table: the same time of the same diary is
      // refused between confirmed bookings (holds are kept apart by the service: contest.ts).
      const [held] = await data.database.db.withTables<BookingTables>().selectFrom('bookings').selectAll().execute();
      const hold = await data.database.db
        .withTables<BookingTables>()
        .insertInto('bookings')
        .values({ ...held!, id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', manage_token: null })
        .execute()
        .catch((error: unknown) => error);
      expect(isOverlap(hold)).toBe(false);
      await data.database.db
        .withTables<BookingTables>()
        .updateTable('bookings')
        .set({ hold_expires_at: null })
        .where('id', '=', held!.id)
        .execute();
      const copy = await data.database.db
        .withTables<BookingTables>()
        .insertInto('bookings')
        .values({ ...held!, id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', manage_token: null, hold_expires_at: null })
        .execute()
        .catch((error: unknown) => error);
      expect(isOverlap(copy)).toBe(true);
    } finally {
      await data.close();
    }
    // Opening it again changes nothing.
    const again = await place.open();
    expect(await again.features.enquiry.list()).toHaveLength(1);
    await again.close();
  });
});
