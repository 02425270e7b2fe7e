/**
 * Serving another checkout for the side-by-side benchmark (scripts/bench-compare.ts). Each build is
 * served by its own checkout's scripts/serve-nginx.ts: that file knows where its build put nginx's
 * generated include files and which lines of its nginx.conf to adapt, so an older layout (one
 * /etc/nginx/routes.conf) and today's (/etc/nginx/generated/*.conf) are both served as deployed,
 * with no knowledge of either here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunningNginx } from './serve-nginx';

/** What bench-compare needs of a checkout's scripts/serve-nginx.ts; older ones may lack a part. */
interface ServeNginxModule {
  startProductionPair?: (options: { port: number; env?: NodeJS.ProcessEnv; quiet?: boolean }) => Promise<RunningNginx>;
  startNginx?: (options: { port: number; quiet?: boolean; enquiryServiceUrl: string }) => Promise<RunningNginx>;
}

export interface ServedCheckout extends RunningNginx {
  /** Whether the checkout's enquiry (and booking) service answers /api/ behind its nginx. */
  withService: boolean;
}

/** Where /api/ goes for a checkout with no service of its own to start: a port nothing listens on. */
const noService = 'http://127.0.0.1:9';

/**
 * The checkout in `dir` (with its dist/ and generated nginx files built) served by its own nginx on
 * `port`, and, where its serve-nginx.ts can start one, its own enquiry service behind it (/book
 * lists its slots from it), with its spool in a temporary folder and no SMTP: nothing leaves the
 * machine. Stopping it removes the spool.
 */
export async function serveCheckout(dir: string, { port }: { port: number }): Promise<ServedCheckout> {
  const file = path.join(dir, 'scripts', 'serve-nginx.ts');
  // tsx (which runs the benchmark) compiles the other checkout's TypeScript on import; its own
  // imports resolve inside `dir`, so it serves its own build with its own rules. A plain path,
  // not a file: URL, so that a CommonJS require (as Jest runs it) loads it too.
  const loaded = (await import(file)) as ServeNginxModule & { default?: ServeNginxModule };
  const own = loaded.startProductionPair || loaded.startNginx ? loaded : (loaded.default ?? {});
  const spool = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-spool-'));
  const removeSpool = () => fs.rmSync(spool, { recursive: true, force: true });
  // Empty values unset what the shell may carry: no SMTP server, the diary inside the spool.
  const env = { ...process.env, ENQUIRY_SPOOL_DIR: spool, SMTP_URL: '', BOOKING_DIR: '' };
  try {
    const served = own.startProductionPair
      ? { ...(await own.startProductionPair({ port, env, quiet: true })), withService: true }
      : own.startNginx
        ? { ...(await own.startNginx({ port, quiet: true, enquiryServiceUrl: noService })), withService: false }
        : undefined;
    if (!served) throw new Error(`${file} exports neither startProductionPair nor startNginx: it cannot be served.`);
    return { ...served, stop: () => served.stop().then(removeSpool) };
  } catch (error) {
    removeSpool();
    throw error;
  }
}

/** package-lock.json's shape, as far as the comparison reads it. */
export interface Lockfile {
  packages?: Record<string, { version?: string }>;
}

/**
 * The installed packages the base's lockfile asks for that this checkout's node_modules does not
 * hold at the same place and version: empty when linking this node_modules builds the base as its
 * own lockfile would. Packages only this checkout has are left out: the base's code imports none.
 */
export function lockfileDrift(base: Lockfile, current: Lockfile): string[] {
  const installed = current.packages ?? {};
  return Object.entries(base.packages ?? {})
    .filter(([where]) => where !== '')
    .filter(([where, entry]) => installed[where]?.version !== entry.version)
    .map(([where, entry]) => `${where.replace(/^node_modules\//, '')}@${entry.version ?? '?'}`);
}
