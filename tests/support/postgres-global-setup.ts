import { startPostgres } from '../../test-kit/postgres';
import generateIndexes from './generate-indexes-setup';

/**
 * Writes the generated indexes, and starts one PostgreSQL server for the server tests (TEST_POSTGRES_URL); each test makes its own
 * database on it. Without PostgreSQL installed the tests that need it are skipped with a notice,
 * except in CI, which must run them.
 */
export default async function setup(): Promise<void> {
  // The service's modules read the generated indexes too (the booking form's services).
  generateIndexes();
  if (process.env.TEST_POSTGRES_URL) return;
  const server = await startPostgres();
  if (!server) {
    if (process.env.CI) throw new Error('CI must run the PostgreSQL tests, and PostgreSQL is not installed.');
    console.warn('\nPostgreSQL is not installed: the tests on PostgreSQL are skipped (apt-get install postgresql).');
    return;
  }
  process.env.TEST_POSTGRES_URL = server.url;
  (globalThis as { __TEST_POSTGRES__?: typeof server }).__TEST_POSTGRES__ = server;
}
