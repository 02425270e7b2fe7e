import { whole } from '../env-values';

/**
 * At most `max` requests per client address in any `windowMs` (a sliding log of times per
 * address, held in memory only and forgotten when the window has passed). `max` 0 lifts it.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly sweeper: NodeJS.Timeout;
  /**
   * The latest time a request was counted at: the sweep forgets by the same clock the requests were
   * counted by (a service's own clock, which a test sets), never the machine's. By the machine's, a
   * clock set in the past had every count forgotten at the first sweep, a minute in.
   */
  private latest: number | undefined;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** A bound on memory under a flood of addresses: the oldest are forgotten first. */
    private readonly maxAddresses = 50_000,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(windowMs, 60_000));
    this.sweeper.unref();
  }

  /** Counts a request; says whether it is allowed and, if not, in how many seconds it would be. */
  take(address: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    if (this.max === 0) return { allowed: true };
    this.latest = Math.max(this.latest ?? now, now);
    const recent = (this.hits.get(address) ?? []).filter((time) => time > now - this.windowMs);
    const [oldest] = recent;
    if (oldest !== undefined && recent.length >= this.max) {
      this.hits.set(address, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.delete(address);
    this.hits.set(address, recent);
    const leastRecent = this.hits.keys().next();
    if (this.hits.size > this.maxAddresses && !leastRecent.done) this.hits.delete(leastRecent.value);
    return { allowed: true };
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sweep(now = this.latest ?? Date.now()): void {
    for (const [address, times] of this.hits) {
      if (times.every((time) => time <= now - this.windowMs)) this.hits.delete(address);
    }
  }
}

/** How many posts of a form one client address may make in a window; 0 lifts the limit (benchmarks only). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * The forms' limit per client address, from the environment: one setting for every form (the
 * names are the enquiry form's, which had it first). The privacy policy tells visitors an address
 * is held for ten minutes at most: keep the window and the policy together.
 */
export function loadRateLimit(env: NodeJS.ProcessEnv): RateLimit {
  return {
    max: whole(env, 'ENQUIRY_RATE_LIMIT', 5),
    windowMs: whole(env, 'ENQUIRY_RATE_WINDOW_SECONDS', 600, 1) * 1000,
  };
}
