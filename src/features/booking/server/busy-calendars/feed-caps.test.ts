/**
 * A feed over the caps (issue 45, item 3) is refused, said in the log and in health, and its
 * director offered nothing; one within them is read whole. The feeds are large but real
 * (test-kit/large-calendars.ts), answered by an injected fetch. The memory and the /slots times
 * they cost are measured by `npm run bench:feeds`, not here.
 */
import {
  manyEvents,
  minutelySince1990,
  recurringSeries,
  twoMinuteSeries,
} from '../../../../../test-kit/large-calendars';
import { BusyCalendars } from './busy-calendars';
import { busyCalendarDefaults, type BusyCalendarsConfig } from './config';
import { parseCalendar } from './feed-text';
import { touching } from './intervals';

const now = new Date('2026-11-27T09:00:00Z');
const mib = 1024 * 1024;

function reading(feed: string | ((url: string, read: number) => string), settings: Partial<BusyCalendarsConfig> = {}) {
  const lines: string[] = [];
  const log = {
    info: (line: string) => lines.push(`info ${line}`),
    warn: (line: string) => lines.push(`warn ${line}`),
  };
  const reads = new Map<string, number>();
  const answer = async (url: URL) => {
    const read = (reads.get(url.href) ?? 0) + 1;
    reads.set(url.href, read);
    const text = typeof feed === 'string' ? feed : feed(url.href, read);
    return new Response(text, { headers: { 'content-type': 'text/calendar' } });
  };
  const config = {
    ...busyCalendarDefaults,
    feeds: [{ director: '*', url: 'https://calendar.example/feed.ics' }],
    pollMs: 60 * 60_000,
    ...settings,
  };
  const calendars = BusyCalendars.start(config, {
    log,
    clock: () => now,
    fetch: answer as typeof fetch,
    lookup: async () => ['93.184.215.14'],
  });
  return { calendars, lines, reads };
}

describe('a busy-calendar feed over the caps', () => {
  it('is refused past the event cap, before its events are parsed, without quoting it', () => {
    const feed = manyEvents(11, 2000);
    expect(parseCalendar(feed, { maxEvents: 11 }).events).toBe(11);
    expect(() => parseCalendar(feed, { maxEvents: 10 })).toThrow('more than 10 events, the limit');
  });

  it('refused, is logged, shown in health, and its director is offered nothing', async () => {
    const { calendars, lines } = reading(manyEvents(201, 30_000), { maxEvents: 200 });
    await calendars.refresh();
    const [status] = calendars.status();
    expect(status).toMatchObject({ lastSuccessAt: null, lastError: 'more than 200 events, the limit', stale: true });
    expect(lines).toEqual([
      'warn Busy calendar * (https://calendar.example/…): more than 200 events, the limit; never read, so no director is offered slots.',
    ]);
    expect(calendars.busyFor('eleanor-hartley', now.getTime(), now.getTime() + 60 * 60_000)).toBe('unknown');
    await calendars.stop();
  });

  it('over the size cap is refused, however it is sent', async () => {
    const { calendars } = reading(manyEvents(1000, 2 * 1024 + 200_000), { maxBytes: 200_000 });
    await calendars.refresh();
    expect(calendars.status()[0]?.lastError).toBe('larger than the 200,000-byte limit');
    await calendars.stop();
  });

  it('reads a 5 MiB feed of 44,000 events whole at the default caps', async () => {
    const feed = manyEvents(44_000, 5 * mib);
    expect(feed.length).toBeLessThanOrEqual(busyCalendarDefaults.maxBytes);
    const { calendars } = reading(feed);
    await calendars.refresh();
    expect(calendars.status()[0]).toMatchObject({ lastError: null, events: 44_000 });
    // 30 minutes every 97 from 1 January 2024 09:00 UTC, none touching another: those in the window.
    const first = Date.parse('2024-01-01T09:00:00Z');
    const step = 97 * 60_000;
    const from = now.getTime() - 24 * 60 * 60_000;
    const to = now.getTime() + 42 * 24 * 60 * 60_000;
    const inWindow = Math.ceil((to - first) / step) - Math.ceil((from - 30 * 60_000 + 1 - first) / step);
    expect(calendars.status()[0]?.busy).toBe(inWindow);
    await calendars.stop();
    // About 3 s of parsing alone; far more on a busy machine.
  }, 60_000);

  it('expands 200 recurring series only inside the window', async () => {
    const { calendars } = reading(recurringSeries(200));
    await calendars.refresh();
    const [status] = calendars.status();
    // Monday, Wednesday and Friday, 200 a day from 07:00 UTC: 18 such days from Friday 27 November
    // to Wednesday 6 January, and the 40 before 09:00 on Friday 8 January, when the window ends.
    expect(status).toMatchObject({ lastError: null, events: 200, busy: 18 * 200 + 40, notes: [] });
    await calendars.stop();
  });
});

describe('a busy-calendar feed over its budget (issue 53)', () => {
  it.each([
    ['(a) 350 series every 2 minutes in the window, 41 KB', () => twoMinuteSeries(350, now.getTime())],
    ['(b) 40,000 minutely series from 1990, 4.3 MB', () => minutelySince1990(40_000)],
  ])(
    '%s: refused within its budget, said in health and the log, the last good reading kept',
    async (_name, probe) => {
      const { calendars, lines } = reading((_url, read) => (read === 1 ? recurringSeries(2) : probe()));
      await calendars.refresh();
      const good = calendars.busyFor('eleanor-hartley', now.getTime(), now.getTime() + 7 * 24 * 60 * 60_000);
      expect(good).not.toBe('unknown');
      await calendars.refresh();
      expect(calendars.status()[0]).toMatchObject({
        lastError: 'more than 100,000 occurrences to read, the budget',
        overBudget: true,
        lastSuccessAt: now.toISOString(),
        events: 2,
      });
      expect(calendars.busyFor('eleanor-hartley', now.getTime(), now.getTime() + 7 * 24 * 60 * 60_000)).toEqual(good);
      expect(lines.at(-1)).toBe(
        `warn Busy calendar * (https://calendar.example/…): more than 100,000 occurrences to read, the budget; keeping the busy times read at ${now.toISOString()}.`,
      );
      await calendars.stop();
    },
    60_000,
  );

  it('reads the feeds of a refresh one at a time within its budget; one not reached goes first next time', async () => {
    const feeds = ['a', 'b', 'c'].map((name) => ({ director: '*', url: `https://calendar.example/${name}.ics` }));
    // 200 one-off events in the window each: 200 occurrences a feed, against 500 for the refresh.
    const feed = manyEvents(200, 30_000, now.getTime());
    const order: string[] = [];
    const { calendars } = reading(
      (url) => {
        order.push(url.slice(-5, -4));
        return feed;
      },
      { feeds, refreshBudget: { occurrences: 500, ms: 60_000 } },
    );
    await calendars.refresh();
    expect(calendars.status().map((status) => [status.lastError, status.overBudget])).toEqual([
      [null, false],
      [null, false],
      ['not read: more than 100 occurrences to read, the budget left in this refresh', true],
    ]);
    await calendars.refresh();
    expect(order).toEqual(['a', 'b', 'c', 'c', 'a', 'b']);
    expect(calendars.status().map((status) => status.lastError)).toEqual([
      null,
      'not read: more than 100 occurrences to read, the budget left in this refresh',
      null,
    ]);
    await calendars.stop();
  });
});

describe('touching', () => {
  it('finds what touches a range in merged intervals, instants included', () => {
    const merged = [
      { start: 0, end: 10 },
      { start: 10, end: 10 },
      { start: 20, end: 30 },
      { start: 40, end: 40 },
    ];
    expect(touching(merged, 10, 20)).toEqual([{ start: 10, end: 10 }]);
    expect(touching(merged, 5, 21)).toEqual(merged.slice(0, 3));
    expect(touching(merged, 30, 40)).toEqual([]);
    expect(touching(merged, 40, 41)).toEqual([{ start: 40, end: 40 }]);
    expect(touching([], 0, 1)).toEqual([]);
  });
});
