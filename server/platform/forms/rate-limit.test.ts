import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  afterEach(() => jest.useRealTimers());

  it('forgets counts by the clock they were counted by, not the machine’s', () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const limiter = new RateLimiter(2, 15 * 60_000);
    // A service's clock set years before the machine's, as a test sets it.
    const at = new Date('2026-11-30T09:00:00Z').getTime();
    expect([limiter.take('a', at).allowed, limiter.take('a', at + 1).allowed]).toEqual([true, true]);
    // The sweep runs (each minute) while the service's clock has hardly moved: the counts stay.
    jest.advanceTimersByTime(5 * 60_000);
    expect(limiter.take('a', at + 2).allowed).toBe(false);
    // Past the window on the service's clock, the address may post again.
    expect(limiter.take('a', at + 15 * 60_000 + 1).allowed).toBe(true);
    limiter.close();
  });
});
