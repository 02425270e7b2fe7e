import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describeNeeding, type Prerequisite } from './prerequisites';

/**
 * A real CalDAV server for the tests: Debian's `radicale`, started on a free loopback port with a
 * temporary storage folder and a config of its own (no authentication, every user may use every
 * collection, no TLS), and stopped with its folder removed. Calendars are made with MKCALENDAR
 * and events PUT as iCalendar objects, as a calendar app does; a calendar's URL, read with GET,
 * is the whole calendar as one iCalendar file, as a director's calendar feed is.
 */
export interface TestRadicale {
  /** http://127.0.0.1:port */
  origin: string;
  /** Makes a calendar collection `/user/name/`; its URL. */
  calendar: (user: string, name: string) => Promise<string>;
  /** Stores `ics` (one VCALENDAR) as `uid.ics` in the calendar at `url`. */
  put: (url: string, uid: string, ics: string) => Promise<void>;
  stop: () => Promise<void>;
}

/** The radicale command: on the PATH (Debian installs /usr/bin/radicale), or null. */
export function radicaleCommand(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v radicale'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** Whether radicale was there when the tests started. */
export const hasRadicale = radicaleCommand() !== null;

export const radicaleMissingMessage = 'To run them, install radicale (Debian: apt-get install radicale).';

/** radicale, a CalDAV server, for the tests of the directors' calendars (.ci/run installs it). */
export const radicalePrerequisite: Prerequisite = {
  name: 'radicale',
  present: hasRadicale,
  install: 'apt-get install radicale',
};

/** Tests against a real CalDAV server: always in CI, and wherever radicale is installed; elsewhere skipped, and the run's summary says why. */
export function describeWithRadicale(name: string, tests: () => void): void {
  describeNeeding(radicalePrerequisite, name, tests);
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

/** Basic authentication as `user`: with `auth type = none` any password does, and the user owns /user/. */
const as = (user: string) => ({ authorization: `Basic ${Buffer.from(`${user}:`).toString('base64')}` });

/** Starts a throwaway server, answering within `readyMs`. */
export async function startRadicale(readyMs = 15_000): Promise<TestRadicale> {
  const command = radicaleCommand();
  if (!command) throw new Error(`radicale is not installed. ${radicaleMissingMessage}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-radicale-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = path.join(dir, 'config');
  fs.writeFileSync(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = none',
      // Radicale 3.1 has no "everyone may do anything" rights; with no authentication, "authenticated" is that.
      '[rights]',
      'type = authenticated',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[web]',
      'type = none',
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  let output = '';
  // --config names the only configuration read: none from /etc/radicale or the home folder.
  const child = spawn(command, ['--config', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + readyMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`radicale exited at start: ${output.trim()}`);
    }
    try {
      const response = await fetch(`${origin}/.well-known/caldav`, { redirect: 'manual' });
      await response.body?.cancel();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`radicale did not answer on ${origin} within ${readyMs} ms: ${output.trim()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const expect = async (response: Response, what: string) => {
    const body = await response.text();
    if (!response.ok) throw new Error(`radicale refused ${what}: ${response.status} ${body.slice(0, 500)}`);
  };
  return {
    origin,
    calendar: async (user, name) => {
      const url = `${origin}/${user}/${name}/`;
      await expect(await fetch(url, { method: 'MKCALENDAR', headers: as(user) }), `MKCALENDAR ${url}`);
      return url;
    },
    put: async (url, uid, ics) => {
      const user = new URL(url).pathname.split('/')[1] ?? '';
      const response = await fetch(`${url}${encodeURIComponent(uid)}.ics`, {
        method: 'PUT',
        headers: { ...as(user), 'content-type': 'text/calendar; charset=utf-8' },
        body: ics,
      });
      await expect(response, `PUT ${uid}.ics`);
    },
    stop,
  };
}
