/**
 * Runs the production pair locally:   npm run serve:nginx
 * Debian's nginx in the foreground with the project's own nginx.conf against the local build, on
 * 127.0.0.1:PORT (default 8080), and the enquiry service (server/app/enquiry-server.ts) it proxies
 * /api/ to, with the same ENQUIRY_* and SMTP_URL settings as in production. Only paths (the
 * build's, and the include files it generates), ports and the user change for a local run; the
 * rules are the deployed ones.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { deployedNginxIncludesDir, nginxIncludesDir } from '../server/platform/http/nginx-includes';

const projectRoot = path.resolve(__dirname, '..');

export interface LocalNginxOptions {
  port: number;
  distDir: string;
  /** Where the pid file, temp files and the adapted config go. */
  runDir: string;
  /** When nginx starts as root, its workers need a user that can read the build. */
  workerUser?: string;
  /** Where the enquiry service listens (in compose: http://enquiries:3001). */
  enquiryServiceUrl: string;
  /** Benchmarks only: no limit on enquiries (or bookings) at the edge, by rate or connections. */
  liftRateLimit?: boolean;
  /** The generated includes (the build's, unless a test writes its own). */
  includesDir?: string;
}

/** nginx.conf as deployed, with only the paths, the port and the user adapted for this machine. */
export function localNginxConfig(
  conf: string,
  {
    port,
    distDir,
    runDir,
    workerUser,
    enquiryServiceUrl,
    liftRateLimit = false,
    includesDir = nginxIncludesDir,
  }: LocalNginxOptions,
): string {
  const replaced = (from: RegExp, to: string, text: string) => {
    if (!from.test(text)) throw new Error(`nginx.conf no longer contains ${from}; update scripts/serve-nginx.ts.`);
    return text.replace(from, to);
  };
  let local = conf;
  local = replaced(/listen 8080 default_server;/, `listen 127.0.0.1:${port} default_server;`, local);
  local = replaced(/root \/usr\/share\/nginx\/html;/, `root ${distDir};`, local);
  local = replaced(/pid \/tmp\/nginx\.pid;/, `pid ${runDir}/nginx.pid;`, local);
  local = replaced(/\/tmp\/(\w+_temp);/g, `${runDir}/$1;`, local);
  local = replaced(new RegExp(`include ${deployedNginxIncludesDir}/`, 'g'), `include ${includesDir}/`, local);
  local = replaced(/include \/tmp\/trusted-proxies\*\.conf;/, `include ${runDir}/trusted-proxies*.conf;`, local);
  local = replaced(/include \/tmp\/desk-networks\*\.conf;/, `include ${runDir}/desk-networks*.conf;`, local);
  local = replaced(/http:\/\/enquiries:3001;/, `${enquiryServiceUrl};`, local);
  if (liftRateLimit) local = replaced(/\n\s*limit_req zone=enquiries [^;]*;/, '', local);
  // The API's connections per address too: a benchmark's clients all come from one address.
  if (liftRateLimit) local = replaced(/\n\s*limit_conn per_address 4;/, '', local);
  if (workerUser) local = `user ${workerUser};\n${local}`;
  return local;
}

export interface RunningNginx {
  url: string;
  process: ChildProcess;
  /** Quiet runs: the file nginx's access and error logs go to. */
  logFile?: string;
  stop: () => Promise<void>;
}

/** Signals a child process and resolves once it has exited (at once if it already has). */
function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Resolves once something accepts connections on the loopback port; fails if `child` exits first. */
export function waitForPort(
  port: number,
  { timeoutMs = 10_000, child }: { timeoutMs?: number; child?: ChildProcess } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child && child.exitCode !== null) return reject(new Error(`The server exited with code ${child.exitCode}.`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Nothing listened on port ${port} within ${timeoutMs} ms.`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Starts nginx with the local config; resolves once it accepts connections. */
export async function startNginx({
  port,
  distDir = path.join(projectRoot, 'dist'),
  quiet = false,
  enquiryServiceUrl,
  liftRateLimit = false,
  trustedProxies = process.env.TRUSTED_PROXIES ?? '',
  includesDir = nginxIncludesDir,
  deskNetworks = process.env.DESK_NETWORKS ?? '',
}: {
  port: number;
  distDir?: string;
  quiet?: boolean;
  enquiryServiceUrl: string;
  liftRateLimit?: boolean;
  /** TRUSTED_PROXIES, as the image reads it: ranges whose X-Forwarded-For nginx believes. */
  trustedProxies?: string;
  /** The generated includes (the build's, unless a test writes its own). */
  includesDir?: string;
  /** DESK_NETWORKS, as the image reads it: the networks the desk answers (unset: all). */
  deskNetworks?: string;
}): Promise<RunningNginx> {
  if (!fs.existsSync(path.join(distDir, 'index.html')) || !fs.existsSync(path.join(includesDir, 'routes.conf'))) {
    throw new Error(`No build found in ${distDir}. Run "npm run build" first.`);
  }
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  const confFile = path.join(runDir, 'nginx.conf');
  const conf = fs.readFileSync(path.join(projectRoot, 'nginx.conf'), 'utf8');
  const isRoot = process.getuid?.() === 0;
  // The same script the image runs at start writes the trusted proxies' include file.
  execFileSync('sh', [path.join(projectRoot, 'scripts', 'nginx-trusted-proxies.sh')], {
    env: {
      ...process.env,
      TRUSTED_PROXIES: trustedProxies,
      TRUSTED_PROXIES_FILE: path.join(runDir, 'trusted-proxies.conf'),
    },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  // And the desk's networks' allow and deny lines, as the image writes them.
  execFileSync('sh', [path.join(projectRoot, 'scripts', 'nginx-desk-networks.sh')], {
    env: { ...process.env, DESK_NETWORKS: deskNetworks, DESK_NETWORKS_FILE: path.join(runDir, 'desk-networks.conf') },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  fs.writeFileSync(
    confFile,
    localNginxConfig(conf, {
      port,
      distDir,
      runDir,
      workerUser: isRoot ? 'root' : undefined,
      enquiryServiceUrl,
      liftRateLimit,
      includesDir,
    }),
  );

  // Quiet runs (tests) log to a file: nginx opens /dev/stdout and /dev/stderr by path, which
  // works for a terminal or a file but not for the sockets Node would otherwise give it.
  const logFile = path.join(runDir, 'nginx.log');
  const log = quiet ? fs.openSync(logFile, 'a') : 'inherit';
  const child = spawn('nginx', ['-e', 'stderr', '-p', runDir, '-c', confFile, '-g', 'daemon off;'], {
    stdio: quiet ? ['ignore', log, log] : 'inherit',
  });
  if (typeof log === 'number') fs.closeSync(log);
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error('nginx is not installed. On Debian: apt-get install nginx') : error),
    );
    child.once('spawn', resolve);
  });
  try {
    await waitForPort(port, { child });
  } catch (error) {
    child.kill('SIGTERM');
    const details = quiet && fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    throw new Error(`${(error as Error).message}\n${details}`);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    ...(quiet ? { logFile } : {}),
    // SIGQUIT: nginx finishes the requests under way, then exits.
    stop: () => stopChild(child, 'SIGQUIT').then(() => fs.rmSync(runDir, { recursive: true, force: true })),
  };
}

/** A free loopback port, for tests. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The enquiry service in a process of its own, as in production, on a loopback port. */
export async function startEnquiryService(
  port: number,
  env: NodeJS.ProcessEnv = process.env,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/app/enquiry-server.ts'], {
    cwd: projectRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  await waitForPort(port, { child, timeoutMs: 20_000 });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    stop: () => stopChild(child, 'SIGTERM'),
  };
}

/** nginx and the enquiry service behind it, as deployed: the site on `port`, /api/ proxied. */
export async function startProductionPair({
  port,
  env = process.env,
  quiet = false,
  liftRateLimit = false,
}: {
  port: number;
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
  liftRateLimit?: boolean;
}): Promise<RunningNginx & { enquiryServiceUrl: string }> {
  const service = await startEnquiryService(await freePort(), env, { quiet });
  try {
    const nginx = await startNginx({ port, quiet, enquiryServiceUrl: service.url, liftRateLimit });
    return {
      ...nginx,
      enquiryServiceUrl: service.url,
      stop: async () => {
        await Promise.all([nginx.stop(), service.stop()]);
      },
    };
  } catch (error) {
    await service.stop();
    throw error;
  }
}

if (require.main === module) {
  startProductionPair({ port: Number(process.env.PORT ?? 8080) })
    .then((pair) => {
      console.log(
        `nginx (the project's nginx.conf) serving dist/ at ${pair.url}, /api/ proxied to the enquiry service at ${pair.enquiryServiceUrl}. Ctrl+C stops both.`,
      );
      const stop = () => void pair.stop().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    });
}
