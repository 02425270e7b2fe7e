/** A whole-number setting from the environment: `fallback` when unset, an error naming it when not a whole number of at least `min`. */
export function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}".`);
  return value;
}
