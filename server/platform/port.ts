/**
 * The port a server listens on, from PORT, or `fallback` when PORT is unset (0 picks a free port).
 * Throws, naming what was given, when PORT is not a port number.
 */
export function portFromEnv(fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.PORT ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}".`);
  return port;
}

/** What to say when a server cannot listen: in use (and how to choose another), or why not. */
export function listenProblem(error: NodeJS.ErrnoException, port: number, what: string, command: string): string {
  return error.code === 'EADDRINUSE'
    ? `Port ${port} is already in use. Stop whatever is using it, or choose another: PORT=3001 ${command}`
    : `The ${what} could not start: ${error.message}`;
}
