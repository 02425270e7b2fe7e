import type { Kysely, Migration } from 'kysely';
import { featureMigrations } from '../../app/service';
import { combined, migrationsProblem, platformMigrations, sharedHistory, type OwnedMigrations } from './migrations';

const step = (log: string[], what: string): Migration => ({
  async up() {
    log.push(what);
  },
});
const part = (owner: string, names: string[], log: string[] = []): OwnedMigrations => ({
  owner,
  migrations: () => Object.fromEntries(names.map((name) => [name, step(log, `${owner} ${name}`)])),
});
const db = {} as Kysely<unknown>;

describe('the features’ migrations as one history', () => {
  it('holds the site’s own features to the rules', () => {
    for (const engine of ['sqlite', 'postgres'] as const)
      expect(migrationsProblem(featureMigrations.parts, engine, featureMigrations.retired)).toBeNull();
  });

  it('refuses a name two features declare, and names both', () => {
    const parts = [part('booking', ['2026-11-28-01-shared-name']), part('desk', ['2026-11-28-01-shared-name'])];
    expect(migrationsProblem(parts, 'sqlite')).toBe(
      'Migration "2026-11-28-01-shared-name" is declared by booking and desk.',
    );
    expect(() => combined({ parts })('sqlite')).toThrow('declared by booking and desk');
  });

  it('refuses a name the platform has, and a new name without its owner’s', () => {
    expect(migrationsProblem([part('desk', ['2026-11-25-01-initial', '2026-12-02-01-desk-x'])], 'sqlite')).toBeNull();
    expect(sharedHistory).toContain('2026-11-25-01-initial');
    expect(migrationsProblem([part('desk', ['2026-12-02-01-sessions'])], 'sqlite')).toMatch(
      /must carry its owner's name: "YYYY-MM-DD-NN-desk-what"/,
    );
  });

  it('runs a shared step’s parts in one step, the platform’s first, then each feature’s in order', async () => {
    const log: string[] = [];
    const migrations = combined({
      parts: [part('enquiry', ['2026-11-25-01-initial'], log), part('booking', ['2026-11-25-01-initial'], log)],
    })('sqlite');
    // The shared step, then the platform's own later steps (it has no feature to name it by).
    expect(Object.keys(migrations)).toEqual(Object.keys(platformMigrations('sqlite')));
    expect(Object.keys(migrations)[0]).toBe('2026-11-25-01-initial');
    const fakeDb = {
      schema: { createTable: () => fakeDb.chain, createIndex: () => fakeDb.chain },
      insertInto: () => fakeDb.chain,
      chain: new Proxy({}, { get: (_, key) => (key === 'execute' ? async () => undefined : () => fakeDb.chain) }),
    };
    await migrations['2026-11-25-01-initial']!.up(fakeDb as unknown as Kysely<unknown>);
    expect(log).toEqual(['enquiry 2026-11-25-01-initial', 'booking 2026-11-25-01-initial']);
  });

  it('keeps a removed feature’s migrations registered, doing nothing, so a database that ran them opens', async () => {
    const retired = ['2026-11-20-01-gone-sign-ups', '2026-11-21-01-gone-sign-up-index'];
    const migrations = combined({ parts: [part('booking', ['2026-12-01-01-booking-x'])], retired })('sqlite');
    expect(Object.keys(migrations)).toEqual(expect.arrayContaining([...retired, '2026-12-01-01-booking-x']));
    await expect(migrations[retired[0]!]!.up(db)).resolves.toBeUndefined();
    expect(migrationsProblem([part('gone', [retired[0]!])], 'sqlite', retired)).toMatch(/listed as retired/);
  });
});
