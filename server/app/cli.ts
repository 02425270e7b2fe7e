/**
 * The firm's and ops' command line: each feature's commands (server/app/features.ts), on the
 * database the service uses (DATA_DIR or DATABASE_URL).
 *   npm run cli                     lists the commands
 *   npm run cli -- NAME [options]   runs one (npm run enquiries and npm run bookings are two of them)
 *   npm run cli -- NAME --help      its options
 * In docker compose:   docker compose exec enquiries node cli.js bookings --cancel ID --reason "..."
 */
import type { CommandIo, FeatureCommand } from '../platform/feature';
import { features } from './features';
import { openData } from './open-data';

type Command = FeatureCommand<unknown> & { feature: string };

/** Every feature's commands by name; two features naming one command is a mistake caught here. */
export function commands(): Map<string, Command> {
  const all = new Map<string, Command>();
  for (const feature of features)
    for (const [name, command] of Object.entries(feature.commands ?? {})) {
      if (all.has(name)) throw new Error(`Two features offer the command "${name}".`);
      all.set(name, { ...(command as FeatureCommand<unknown>), feature: feature.name });
    }
  return all;
}

const stdout: CommandIo = {
  line: (text) => process.stdout.write(`${text}\n`),
  write: (text) => process.stdout.write(text),
};

/** Runs `args` (a command's name, then its options); resolves with the exit code. */
export async function runCli(args: string[], io: CommandIo = stdout, env = process.env): Promise<number> {
  const all = commands();
  const [name, ...rest] = args;
  const command = name === undefined ? undefined : all.get(name);
  if (!command) {
    if (name !== undefined) io.line(`No command "${name}".`);
    io.line('Commands (npm run cli -- NAME, or npm run NAME where package.json names it):');
    for (const [each, { summary }] of all) io.line(`  ${each.padEnd(12)} ${summary}`);
    return name === undefined ? 0 : 1;
  }
  if (rest.includes('--help')) {
    io.line(command.usage);
    return 0;
  }
  const data = await openData(env);
  try {
    await command.run((data.features as Record<string, unknown>)[command.feature], rest, io, data.context);
    return 0;
  } finally {
    await data.close();
  }
}

/** Runs the process's arguments and exits with the command's code; a failure's reason goes to stderr. */
export function runCliProcess(): void {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}

if (require.main === module) runCliProcess();
