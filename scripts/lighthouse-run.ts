/**
 * One Lighthouse run (mobile; simulated throttling unless told otherwise) against a Chromium on a debugging port: the
 * figures scripts/bench.ts and scripts/bench-compare.ts report, and the HTML report.
 */
export interface LighthouseRun {
  scores: Record<string, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  bytes: number;
  requests: number;
  html: string;
}

/**
 * How Lighthouse throttles: `simulate` (the default, and what the figures in issue 19 and the docs
 * are) loads the page unthrottled and models a slow phone from the trace (Lantern);
 * `devtools` really throttles the network and CPU while loading, so it reports the paints as a
 * visitor on that phone sees them (slower, and noisier). BENCH_THROTTLING picks it.
 */
export type Throttling = 'simulate' | 'devtools';

export function throttlingFromEnv(value: string | undefined): Throttling {
  if (value === undefined || value === '' || value === 'simulate') return 'simulate';
  if (value === 'devtools') return 'devtools';
  throw new Error(`BENCH_THROTTLING is "simulate" (the default) or "devtools", not ${value}.`);
}

/**
 * How many times slower than this machine the phone's CPU is taken to be: Lighthouse's mobile run
 * takes 4; BENCH_CPU=12 takes a slow phone (issue 55 holds blocking time to 30 ms there too).
 */
export function cpuFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 4;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 1)
    throw new Error(`BENCH_CPU is a slowdown of 1 or more (4, 12), not ${value}.`);
  return rate;
}

export async function lighthouseRun(
  url: string,
  port: number,
  throttlingMethod: Throttling = 'simulate',
  cpuSlowdownMultiplier = 4,
): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod,
    // Merged over the mobile defaults (the network's figures stay Lighthouse's own).
    throttling: { cpuSlowdownMultiplier },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    bytes: audit('total-byte-weight'),
    requests: (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
    html: String(result.report),
  };
}
