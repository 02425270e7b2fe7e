import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Copy } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { parse as parseYaml } from 'yaml';
import { serviceBuildDir, servicePageFiles, servicePagesBuildDir } from '../../scripts/build-service';
import { deployedNginxIncludesDir, nginxIncludes, nginxIncludesDir } from '../../server/platform/http/nginx-includes';
import { healthPath } from '../../server/platform/http/http-rules';
import { featureRoutes } from '../../server/app/features';
import { itNeeding, onPath, type Prerequisite } from '../../test-kit/prerequisites';

/**
 * There is no container runtime on our machines, so this holds what can be held without one:
 * the Dockerfile lints clean and is the multi-stage, pinned, non-root build it means to be, every
 * path it copies exists, and the compose file parses (Debian's docker-compose) with its hardening.
 */
const root = path.resolve(__dirname, '../..');
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const instructions = DockerfileParser.parse(dockerfile).getInstructions();
const args = (keyword: string) =>
  instructions.filter((i) => i.getKeyword() === keyword).map((i) => i.getArguments().map((a) => a.getValue()));

/** Debian's docker-compose, which checks the compose files as it reads them (.ci/run installs it). */
const dockerCompose: Prerequisite = {
  name: 'docker-compose',
  present: onPath('docker-compose'),
  install: 'apt-get install docker-compose',
};

describe('Dockerfile', () => {
  it('lints clean', () => {
    expect(validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds in a pinned Node stage and serves from a pinned, unprivileged nginx stage', () => {
    const stages = args('FROM');
    expect(stages).toEqual([
      [expect.stringMatching(/^node:\d+\.\d+\.\d+-[a-z]+-slim$/), 'AS', 'build'],
      [expect.stringMatching(/^node:\d+\.\d+\.\d+-[a-z]+-slim$/), 'AS', 'enquiries'],
      [expect.stringMatching(/^nginxinc\/nginx-unprivileged:\d+\.\d+\.\d+-alpine$/), 'AS', 'serve'],
    ]);
    // The same pinned Node for building and for the enquiry service.
    expect(stages[1]?.[0]).toBe(stages[0]?.[0]);
    expect(args('USER')).toEqual([['node'], ['101']]);
    expect(args('EXPOSE')).toEqual([['3001'], ['8080']]);
    expect(dockerfile).toMatch(new RegExp(`HEALTHCHECK[\\s\\S]*http://127\\.0\\.0\\.1:8080${healthPath}`));
    expect(dockerfile).toContain('npm ci');
  });

  it('copies only paths that exist, and the final stage holds only nginx.conf, its trusted-proxies and desk-networks scripts, its generated includes and the build', () => {
    const copies = (instructions.filter((i) => i.getKeyword() === 'COPY') as Copy[]).map((copy) => ({
      from: copy.getFromFlag()?.getValue() ?? null,
      args: copy.getArguments().map((a) => a.getValue()),
    }));
    const sources = copies.filter((copy) => copy.from === null).flatMap((copy) => copy.args.slice(0, -1));
    expect(sources.filter((source) => !fs.existsSync(path.join(root, source)))).toEqual([]);
    const serveCopies = copies.slice(copies.findIndex((copy) => copy.args[0] === 'nginx.conf'));
    expect(serveCopies).toEqual([
      { from: null, args: ['nginx.conf', '/etc/nginx/nginx.conf'] },
      { from: null, args: ['scripts/nginx-trusted-proxies.sh', '/docker-entrypoint.d/40-trusted-proxies.sh'] },
      { from: null, args: ['scripts/nginx-desk-networks.sh', '/docker-entrypoint.d/41-desk-networks.sh'] },
      { from: 'build', args: ['/app/build/nginx', deployedNginxIncludesDir] },
      { from: 'build', args: ['/app/dist', '/usr/share/nginx/html'] },
    ]);
    // /app/build/nginx is what `npm run build` writes beside dist/: every file nginx.conf includes.
    expect(fs.readdirSync(path.join(root, 'build', 'nginx')).sort()).toEqual(
      Object.keys(nginxIncludes(featureRoutes)).sort(),
    );
    expect(nginxIncludesDir).toBe(path.join(root, 'build', 'nginx'));
    // /app/dist is this project's dist/ as `npm run build` leaves it.
    expect(fs.existsSync(path.join(root, 'dist', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'dist', '404.html'))).toBe(true);
  });

  it('runs the launch check before building, unless the builder asks for the demo', () => {
    const build = dockerfile.slice(dockerfile.indexOf('AS build'), dockerfile.indexOf('AS enquiries'));
    expect(build).toMatch(/ARG DEMO_BUILD=0\n/);
    const check = build.indexOf('npm run check:launch');
    expect(check).toBeGreaterThan(-1);
    expect(check).toBeLessThan(build.indexOf('RUN npm run build'));
    expect(build).toMatch(/if \[ "\$DEMO_BUILD" = "1" \]; then [^;]*; else npm run check:launch; fi/);
  });

  it('keeps node_modules, tests, git, local enquiries and secrets out of the build context', () => {
    const ignored = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'tests', '.git', 'dist', 'build', 'var', '.env']));
  });

  describe('the enquiry service stage', () => {
    const stage = dockerfile.slice(dockerfile.indexOf('AS enquiries'), dockerfile.indexOf('AS serve'));
    const copies = (instructions.filter((i) => i.getKeyword() === 'COPY') as Copy[])
      .filter((copy) =>
        stage.includes(
          copy
            .getArguments()
            .map((a) => a.getValue())
            .join(' '),
        ),
      )
      .map((copy) => ({
        from: copy.getFromFlag()?.getValue() ?? null,
        args: copy.getArguments().map((a) => a.getValue()),
      }));

    it('installs production dependencies only, runs as node, checks its health and keeps its data on a volume', () => {
      expect(stage).toContain('npm ci --omit=dev');
      expect(stage).toMatch(/HEALTHCHECK[\s\S]*http:\/\/127\.0\.0\.1:3001\/api\/health/);
      expect(stage).toContain('VOLUME /var/lib/enquiries');
      expect(stage).toContain('DATA_DIR=/var/lib/enquiries');
      expect(stage).not.toMatch(/SMTP_URL/);
    });

    it('runs the service compiled by tsc, with the pages its settings name, from what the build writes', () => {
      expect(stage).toMatch(/^CMD \["node", "server\/app\/enquiry-server-main\.js"\]$/m);
      expect(copies.filter((copy) => copy.from === null).flatMap((copy) => copy.args[0])).toEqual(['package.json']);
      expect(copies.filter((copy) => copy.from === 'build')).toEqual([
        { from: 'build', args: ['/app/build/service/', './'] },
      ]);
      expect(stage).toContain(`SERVICE_PAGES_DIR=/app/${path.relative(serviceBuildDir, servicePagesBuildDir)}`);
      for (const entry of ['server/app/enquiry-server-main', 'server/app/cli', 'scripts/data-main'])
        expect(fs.existsSync(path.join(serviceBuildDir, `${entry}.js`))).toBe(true);
      // Exactly the pages (and the time-bound statements) the service's settings name; the service test runs it laid out so.
      const copied = (fs.readdirSync(servicePagesBuildDir, { recursive: true }) as string[])
        .filter((file) => fs.statSync(path.join(servicePagesBuildDir, file)).isFile())
        .map((file) => file.split(path.sep).join('/'));
      expect(copied.sort()).toEqual(servicePageFiles());
      expect(copied).toEqual(expect.arrayContaining(['book/manage/index.html', 'contact/not-sent/index.html']));
    });
  });
});

describe('docker-compose.yml', () => {
  const compose = parseYaml(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, Record<string, unknown>>;
  };
  const web = compose.services.web ?? {};

  it('runs the web service hardened: read-only, no capabilities, no new privileges, limited', () => {
    expect(web).toMatchObject({
      build: { context: '.', target: 'serve', args: { DEMO_BUILD: '${DEMO_BUILD:-0}' } },
      ports: ['${PORT:-8080}:8080'],
      restart: 'unless-stopped',
      read_only: true,
      tmpfs: [expect.stringMatching(/^\/tmp/)],
      cap_drop: ['ALL'],
      security_opt: ['no-new-privileges:true'],
      deploy: { resources: { limits: { cpus: expect.any(String), memory: expect.any(String) } } },
      healthcheck: { test: expect.arrayContaining([`http://127.0.0.1:8080${healthPath}`]) },
    });
  });

  it('runs the enquiry service hardened, unpublished, with its spool on a named volume', () => {
    const enquiries = compose.services.enquiries ?? {};
    expect(enquiries).toMatchObject({
      build: { context: '.', target: 'enquiries', args: { DEMO_BUILD: '${DEMO_BUILD:-0}' } },
      restart: 'unless-stopped',
      read_only: true,
      tmpfs: [expect.stringMatching(/^\/tmp/)],
      cap_drop: ['ALL'],
      security_opt: ['no-new-privileges:true'],
      volumes: ['enquiry-spool:/var/lib/enquiries'],
      deploy: { resources: { limits: { cpus: expect.any(String), memory: expect.any(String) } } },
      healthcheck: { test: expect.arrayContaining([expect.stringContaining('/api/health')]) },
    });
    expect(enquiries.ports).toBeUndefined();
    expect(Object.keys(enquiries.environment as object)).toEqual(
      expect.arrayContaining(['SMTP_URL', 'MAIL_TO', 'MAIL_FROM', 'MAIL_RETENTION_DAYS', 'ENQUIRY_RETENTION_DAYS']),
    );
    expect(compose).toMatchObject({ volumes: { 'enquiry-spool': null } });
    // nginx.conf proxies to the service by this name and port.
    expect(fs.readFileSync(path.join(root, 'nginx.conf'), 'utf8')).toContain('http://enquiries:3001;');
  });

  it('documents every setting the enquiry service reads in .env.example', () => {
    const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    // Every config.ts the service reads: the platform's (server/) and each feature's server code.
    const configFiles = ['server', 'src/features'].flatMap((dir) =>
      (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
        .filter((file) => path.basename(file) === 'config.ts')
        .map((file) => path.join(root, dir, file)),
    );
    expect(configFiles.length).toBeGreaterThanOrEqual(5);
    const config = configFiles.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    const read = [...config.matchAll(/env\.([A-Z_]+)|env, '([A-Z_]+)'/g)].map((m) => m[1] ?? m[2]);
    const documented = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]);
    expect(read.length).toBeGreaterThanOrEqual(8);
    for (const name of read) {
      // Set by the image, or only for benchmarks and tests.
      if (['ENQUIRY_SPOOL_DIR', 'SERVICE_PAGES_DIR', 'DATA_DIR'].includes(name ?? '')) continue;
      if ((name ?? '').startsWith('BOOKING_') || name === 'MAIL_LEASE_SECONDS') continue;
      expect(documented).toContain(name);
    }
  });

  itNeeding(dockerCompose, 'is valid for docker-compose (Debian’s docker-compose config)', () => {
    const resolved = execFileSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), 'config'], {
      encoding: 'utf8',
      env: { ...process.env, PORT: '9090' },
    });
    expect(resolved).toMatch(/published: 9090\s+target: 8080/);
    expect(resolved).toContain('read_only: true');
    // Each container's log goes to the journal, kept by days (deploy/journald/site-logs.conf).
    expect(resolved.match(/driver: journald/g)?.length).toBe(2);
  });

  itNeeding(dockerCompose, 'runs two service replicas on a pinned PostgreSQL with docker-compose.postgres.yml', () => {
    const resolved = parseYaml(
      execFileSync(
        'docker-compose',
        ['-f', path.join(root, 'docker-compose.yml'), '-f', path.join(root, 'docker-compose.postgres.yml'), 'config'],
        { encoding: 'utf8', env: { ...process.env, POSTGRES_PASSWORD: 'secret1' } },
      ),
    ) as { services: Record<string, Record<string, unknown>>; volumes: Record<string, unknown> };
    expect(resolved.services.postgres).toMatchObject({
      image: expect.stringMatching(/^postgres:\d+\.\d+-bookworm$/),
      healthcheck: { test: expect.arrayContaining([expect.stringContaining('pg_isready')]) },
    });
    expect(resolved.services.enquiries).toMatchObject({
      deploy: { replicas: 2 },
      environment: { DATABASE_URL: 'postgres://site:secret1@postgres:5432/site' },
      depends_on: { postgres: { condition: 'service_healthy' } },
    });
    expect(Object.keys(resolved.volumes)).toEqual(expect.arrayContaining(['postgres-data', 'enquiry-spool']));
  });
});
