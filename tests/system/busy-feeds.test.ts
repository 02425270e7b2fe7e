import { minutelySince1990, twoMinuteSeries } from '../../test-kit/large-calendars';
import { composeLimitMiB, startFeedService, type FeedService } from '../../test-kit/feed-service';

/**
 * The busy calendars bounded by construction (issue 53, item 4), with the probe's own feeds: the
 * service as its own process, started as the image starts it (NODE_OPTIONS
 * --max-old-space-size=128), the feeds served from loopback. Before, (a) ran the service out of
 * heap in 30 s, (b) took 700 s of CPU and ignored SIGTERM for 20 minutes, (c) ran out of memory in
 * 17 s. Now each is refused within its budget, said in /api/health, the service stays up under
 * its container's memory limit, and it stops within seconds of SIGTERM, even mid-read. Each case
 * prints the peak resident memory (`npm run bench:feeds` prints the same and more).
 */
jest.setTimeout(240_000);

const probe = {
  a: () => [twoMinuteSeries(350)],
  b: () => [minutelySince1990(40_000)],
  c: () => Array.from({ length: 24 }, () => minutelySince1990(40_000)),
};

let service: FeedService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

it.each([
  ['(a) 350 series every 2 minutes in the window, 41 KB', probe.a],
  ['(b) 40,000 minutely series from 1990, 4.3 MB', probe.b],
  ['(c) 24 feeds of (b)', probe.c],
])(
  '%s: refused, said in health, the service up and under its memory limit, stopped at once by SIGTERM',
  async (name, feeds) => {
    service = await startFeedService(feeds());
    service.release();
    const calendars = await service.feedsSettled(180_000);
    expect(service.exit()).toBeNull();
    expect(calendars?.every((feed) => feed.overBudget && feed.lastSuccessAt === null)).toBe(true);
    expect(calendars?.[0]?.lastError).toBe('more than 100,000 occurrences to read, the budget');
    const health = (await (await fetch(`${service.base}/health`)).json()) as { status: string; problems: string[] };
    expect(health.status).toBe('degraded');
    expect(health.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('has never been read (more than 100,000 occurrences to read, the budget)'),
      ]),
    );
    const peak = service.peakMiB();
    expect(peak).toBeLessThan(composeLimitMiB());
    const stopMs = await service.terminate(30_000);
    expect(stopMs).toBeLessThan(5000);
    console.log(`${name}: peak ${peak.toFixed(0)} MiB; stopped ${(stopMs / 1000).toFixed(2)} s after SIGTERM`);
  },
);

it('stops within seconds of SIGTERM in the middle of reading a feed', async () => {
  // A budget large enough that (b) takes minutes to read: SIGTERM comes while it is read.
  service = await startFeedService(probe.b(), {
    BOOKING_BUSY_FEED_OCCURRENCES: '100000000',
    BOOKING_BUSY_REFRESH_OCCURRENCES: '100000000',
    BOOKING_BUSY_FEED_SECONDS: '3600',
    BOOKING_BUSY_REFRESH_SECONDS: '3600',
  });
  service.release();
  await service.reading();
  const stopMs = await service.terminate(30_000);
  expect(stopMs).toBeLessThan(5000);
  console.log(
    `mid-read: stopped ${(stopMs / 1000).toFixed(2)} s after SIGTERM; peak ${service.peakMiB().toFixed(0)} MiB`,
  );
});
