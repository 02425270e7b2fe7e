import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Copy } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { parse as parseYaml } from 'yaml';
import { healthPath } from '../../server/http-rules';

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

function hasCommand(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('Dockerfile', () => {
  it('lints clean', () => {
    expect(validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds in a pinned Node stage and serves from a pinned, unprivileged nginx stage', () => {
    const stages = args('FROM');
    expect(stages).toEqual([
      [expect.stringMatching(/^node:\d+\.\d+\.\d+-[a-z]+-slim$/), 'AS', 'build'],
      [expect.stringMatching(/^nginxinc\/nginx-unprivileged:\d+\.\d+\.\d+-alpine$/), 'AS', 'serve'],
    ]);
    expect(args('USER').at(-1)).toEqual(['101']);
    expect(args('EXPOSE')).toEqual([['8080']]);
    expect(dockerfile).toMatch(new RegExp(`HEALTHCHECK[\\s\\S]*http://127\\.0\\.0\\.1:8080${healthPath}`));
    expect(dockerfile).toContain('npm ci');
  });

  it('copies only paths that exist, and the final stage holds only nginx.conf, its route locations and the build', () => {
    const copies = (instructions.filter((i) => i.getKeyword() === 'COPY') as Copy[]).map((copy) => ({
      from: copy.getFromFlag()?.getValue() ?? null,
      args: copy.getArguments().map((a) => a.getValue()),
    }));
    const sources = copies.filter((copy) => copy.from === null).flatMap((copy) => copy.args.slice(0, -1));
    expect(sources.filter((source) => !fs.existsSync(path.join(root, source)))).toEqual([]);
    const serveCopies = copies.slice(copies.findIndex((copy) => copy.args[0] === 'nginx.conf'));
    expect(serveCopies).toEqual([
      { from: null, args: ['nginx.conf', '/etc/nginx/nginx.conf'] },
      { from: 'build', args: ['/app/build/nginx-routes.conf', '/etc/nginx/routes.conf'] },
      { from: 'build', args: ['/app/dist', '/usr/share/nginx/html'] },
    ]);
    // /app/build/nginx-routes.conf is what `npm run build` writes beside dist/.
    expect(fs.existsSync(path.join(root, 'build', 'nginx-routes.conf'))).toBe(true);
    // /app/dist is this project's dist/ as `npm run build` leaves it.
    expect(fs.existsSync(path.join(root, 'dist', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'dist', '404.html'))).toBe(true);
  });

  it('keeps node_modules, tests and git out of the build context', () => {
    const ignored = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'tests', '.git', 'dist', 'build']));
  });
});

describe('docker-compose.yml', () => {
  const compose = parseYaml(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, Record<string, unknown>>;
  };
  const web = compose.services.web ?? {};

  it('runs the web service hardened: read-only, no capabilities, no new privileges, limited', () => {
    expect(web).toMatchObject({
      build: { context: '.', target: 'serve' },
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

  (hasCommand('docker-compose') || process.env.CI ? it : it.skip)(
    'is valid for docker-compose (Debian’s docker-compose config)',
    () => {
      const resolved = execFileSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), 'config'], {
        encoding: 'utf8',
        env: { ...process.env, PORT: '9090' },
      });
      expect(resolved).toMatch(/published: 9090\s+target: 8080/);
      expect(resolved).toContain('read_only: true');
    },
  );
});
