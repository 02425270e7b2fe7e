import fs from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Copy, type Env } from 'dockerfile-ast';

/**
 * One stage of the project's Dockerfile, read as Docker reads it, for tests that lay the stage's
 * files out without a container runtime: its working folder, its COPY lines, its ENV and its CMD.
 */
export interface DockerStage {
  workdir: string;
  /** `into`: the target is a folder the sources go into (it ends in a slash, or there are several). */
  copies: { from: string | null; sources: string[]; target: string; into: boolean }[];
  env: Record<string, string>;
  cmd: string[];
}

const root = path.resolve(__dirname, '../..');

export function dockerStage(
  name: string,
  dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'),
): DockerStage {
  const stage: DockerStage = { workdir: '/', copies: [], env: {}, cmd: [] };
  let current: string | null = null;
  for (const instruction of DockerfileParser.parse(dockerfile).getInstructions()) {
    const keyword = instruction.getKeyword();
    const args = instruction.getArguments().map((arg) => arg.getValue());
    if (keyword === 'FROM') current = args[2] ?? null;
    if (current !== name) continue;
    if (keyword === 'WORKDIR') stage.workdir = path.posix.resolve(stage.workdir, args[0] ?? '');
    if (keyword === 'COPY')
      stage.copies.push({
        from: (instruction as Copy).getFromFlag()?.getValue() ?? null,
        sources: args.slice(0, -1),
        target: path.posix.resolve(stage.workdir, args.at(-1) ?? ''),
        into: (args.at(-1) ?? '').endsWith('/') || args.length > 2,
      });
    if (keyword === 'ENV')
      for (const property of (instruction as Env).getProperties())
        stage.env[property.getName()] = property.getValue() ?? '';
    if (keyword === 'CMD') stage.cmd = JSON.parse(instruction.getArgumentsContent() ?? '[]') as string[];
  }
  if (stage.cmd.length === 0) throw new Error(`The Dockerfile has no stage "${name}" with an exec-form CMD.`);
  return stage;
}

/**
 * The stage's files laid out under `into` as its COPY lines put them in the image (`into` stands
 * for the image's /). A `--from=build` source is a path in the build stage, whose /app is this
 * checkout after `npm run build`; any other is a path in the build context, this checkout too.
 * Copied as Docker copies: a folder's content into the target folder, a file to the target file
 * (or into it, when the target ends in a slash).
 */
export function layOutStage(stage: DockerStage, into: string, buildWorkdir = '/app'): void {
  for (const { from, sources, target, into: toFolder } of stage.copies)
    for (const source of sources) {
      const local =
        from === 'build'
          ? path.join(root, path.posix.relative(buildWorkdir, path.posix.resolve(buildWorkdir, source)))
          : path.join(root, source);
      if (!fs.existsSync(local))
        throw new Error(`COPY ${from ? `--from=${from} ` : ''}${source}: not there after the build.`);
      const destination =
        fs.statSync(local).isFile() && toFolder ? path.posix.join(target, path.basename(local)) : target;
      fs.cpSync(local, path.join(into, destination), { recursive: true, preserveTimestamps: true });
    }
}

/**
 * What `npm ci --omit=dev` installs, linked in from this checkout's node_modules: the packages the
 * lock file does not mark as for development only. The service's own modules resolve their
 * packages from here, so one that needs a development package fails as it would in the image.
 */
export function linkProductionPackages(appDir: string): string[] {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const names = Object.entries(lock.packages)
    .filter(([key, entry]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(key) && !entry.dev)
    .map(([key]) => key.slice('node_modules/'.length));
  for (const name of names) {
    const link = path.join(appDir, 'node_modules', name);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(path.join(root, 'node_modules', name), link);
  }
  return names;
}
