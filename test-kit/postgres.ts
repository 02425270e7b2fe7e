import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL server for the tests: Debian's `postgresql` package, initialised in a
 * temporary folder and started on a free loopback port (`initdb`, `pg_ctl`), as the `postgres`
 * user when the tests run as root (PostgreSQL refuses to run as root). Each test asks for a
 * database of its own (`freshDatabase`).
 */
export interface TestPostgres {
  /** The server's superuser URL, on its `postgres` database. */
  url: string;
  stop: () => void;
  /** Stops the server as a crash would (its data kept), and starts it again on the same port. */
  crash: () => void;
  restart: () => void;
}

/** The folder holding initdb and pg_ctl: PATH, else Debian's newest /usr/lib/postgresql/N/bin. */
export function postgresBinDir(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(fs.realpathSync(onPath));
  const debian = '/usr/lib/postgresql';
  if (!fs.existsSync(debian)) return null;
  const versions = fs
    .readdirSync(debian)
    .filter((name) => fs.existsSync(path.join(debian, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(debian, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts a throwaway server; null when PostgreSQL is not installed. */
export async function startPostgres(): Promise<TestPostgres | null> {
  const bin = postgresBinDir();
  if (!bin) return null;
  const root = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-postgres-'));
  const data = path.join(dir, 'data');
  if (root) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o755);
  const run = (command: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
  const user = root ? 'postgres' : os.userInfo().username;
  run('initdb', ['-D', data, '-U', user, '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      // Loopback only, no Unix socket in a shared folder, and no fsync: test data need not survive a power cut.
      `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories='' -c fsync=off -c max_connections=200`,
      'start',
    ]);
  const crash = () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  start();
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        crash();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    crash,
    restart: start,
  };
}

let counter = 0;

/** A new, empty database on the server at `url`; its URL. */
export async function freshDatabase(url: string): Promise<string> {
  const name = `test_${process.pid}_${Date.now()}_${counter++}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

/**
 * The server the tests use: the one the global setup started (TEST_POSTGRES_URL), or none. In CI
 * PostgreSQL must be there: the global setup fails the run without it.
 */
export const testPostgresUrl = (): string | undefined => process.env.TEST_POSTGRES_URL || undefined;
