/**
 * The busy calendars' cost (issue 45, item 3, and issue 53, item 4; numbers, not a test):
 *   npm run bench:feeds
 * For each large feed (test-kit/large-calendars.ts: a 5 MiB feed of 44,000 events, 200 weekly
 * series that all recur in the booking window, and issue 53's probe: (a) 350 series every 2
 * minutes in the window, 41 KB; (b) 40,000 minutely series from 1990, 4.3 MB; (c) 24 feeds of
 * (b)) it starts the real service as its own process (test-kit/feed-service.ts: the production
 * settings and the image's NODE_OPTIONS) with the feed(s) as `*` calendars, served from loopback.
 * It prints the service's resident memory peak before the feeds are answered and after they have
 * been read or refused (Linux's VmHWM), whether the service is still up, the longest a health
 * request waited meanwhile (the event loop's stall), what health said of the feeds, the median and
 * worst of 30 GET /api/bookings/slots, and how long the service took to stop after SIGTERM. The
 * limit it compares the peak with is compose's for the service. BENCH_FEEDS_WAIT (seconds, 180) is
 * how long it waits for the feeds to be read before it reports them unread.
 */
import { minutelySince1990, manyEvents, recurringSeries, twoMinuteSeries } from '../test-kit/large-calendars';
import { composeLimitMiB, imageNodeOptions, startFeedService, type FeedHealth } from '../test-kit/feed-service';

const mib = 1024 * 1024;
const waitMs = Number(process.env.BENCH_FEEDS_WAIT ?? 180) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(url: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const answer = await fetch(url);
  const body: unknown = await answer.json();
  return { ms: performance.now() - started, body };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** What health said of the feeds, the same words counted once. */
function described(feeds: FeedHealth[]): string {
  const said = new Map<string, number>();
  for (const feed of feeds) {
    const words =
      (feed.lastError
        ? `refused${feed.overBudget ? ' (over budget)' : ''}: ${feed.lastError}`
        : `read, ${feed.events} events, ${feed.busy} busy intervals`) +
      (feed.notes.length ? `; notes: ${feed.notes.join('; ')}` : '');
    said.set(words, (said.get(words) ?? 0) + 1);
  }
  return [...said].map(([words, count]) => (feeds.length > 1 ? `${count} × ${words}` : words)).join(' | ');
}

async function run(name: string, feeds: string[]): Promise<void> {
  const service = await startFeedService(feeds);
  const { base } = service;
  try {
    const before = service.peakMiB();
    service.release();
    let stall = 0;
    const settled = service.feedsSettled(waitMs);
    let reading = true;
    void settled.finally(() => (reading = false));
    while (reading && !service.exit()) {
      const answer = await timed(`${base}/health`).catch(() => null);
      if (answer) stall = Math.max(stall, answer.ms);
      await sleep(20);
    }
    const calendars = await settled;
    const after = service.peakMiB();
    const limit = composeLimitMiB();
    const size = feeds.reduce((sum, feed) => sum + feed.length, 0) / mib;
    console.log(`${name} (${size.toFixed(2)} MiB in ${feeds.length} feed(s); NODE_OPTIONS ${imageNodeOptions()}):`);
    const ended = service.exit();
    if (ended) console.log(`  the service ENDED while reading (${ended.signal ?? `exit code ${ended.code}`})`);
    else if (!calendars) console.log(`  feeds: not all read or refused within ${waitMs / 1000} s`);
    else console.log(`  feeds: ${described(calendars)}`);
    console.log(
      `  memory peak: ${before.toFixed(0)} MiB before the feeds, ${after.toFixed(0)} MiB after (compose's limit ${limit} MiB: ${after < limit ? 'under' : 'OVER'})`,
    );
    console.log(`  longest health answer while reading: ${stall.toFixed(0)} ms`);
    if (!ended) {
      const slots: number[] = [];
      for (let request = 0; request < 30; request++) slots.push((await timed(`${base}/bookings/slots`)).ms);
      console.log(
        `  GET /api/bookings/slots: median ${median(slots).toFixed(1)} ms, worst ${Math.max(...slots).toFixed(1)} ms (30 requests)`,
      );
      const stopped = await service.terminate(60_000);
      console.log(
        `  stopped ${Number.isFinite(stopped) ? `${(stopped / 1000).toFixed(2)} s after SIGTERM` : 'NOT within 60 s of SIGTERM (killed)'}`,
      );
    }
  } finally {
    await service.close();
  }
}

async function main(): Promise<void> {
  await run('No feed events (baseline)', [manyEvents(1, 200)]);
  await run('44,000 events in 5 MiB', [manyEvents(44_000, 5 * mib)]);
  await run('200 weekly series', [recurringSeries(200)]);
  await run('Probe (a): 350 series every 2 minutes in the window', [twoMinuteSeries(350)]);
  const minutely = minutelySince1990(40_000);
  await run('Probe (b): 40,000 minutely series from 1990', [minutely]);
  await run(
    'Probe (c): 24 feeds of 40,000 minutely series',
    Array.from({ length: 24 }, () => minutely),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
