import { describeNeeding, type Prerequisite } from './prerequisites';
import { testPostgresUrl } from './postgres';

/** The database engines the service runs on: the embedded SQLite, and PostgreSQL. */
export const testEngines = ['sqlite', 'postgres'] as const;
export type TestEngine = (typeof testEngines)[number];

/** PostgreSQL, for the tests on the second engine (the run's global setup starts one where it is installed). */
export const postgresPrerequisite: Prerequisite = {
  name: 'PostgreSQL',
  present: testPostgresUrl() !== undefined,
  install: 'apt-get install postgresql (the tests start their own server)',
};

/**
 * A file's cases once on each engine, titled by `title` with %s the engine's name. Without
 * PostgreSQL (outside CI) its copy is skipped, and the run's summary says so.
 */
export function describeEachEngine(title: string, tests: (engine: TestEngine) => void): void {
  for (const engine of testEngines) {
    const name = title.replace('%s', engine);
    if (engine === 'postgres') describeNeeding(postgresPrerequisite, name, () => tests(engine));
    else describe(name, () => tests(engine));
  }
}
