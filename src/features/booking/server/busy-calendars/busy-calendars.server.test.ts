/**
 * The busy calendars against real servers on 127.0.0.1: radicale (Debian's CalDAV server) holding
 * the directors' diaries, and a plain HTTP server for what CalDAV servers do not do on demand
 * (304s, hanging, failing, oversized answers, redirects). The clock is injected and stands still
 * unless a test moves it; no test waits longer than the 300 ms read timeout it sets.
 *
 * The calendar cases (test-calendars.ts; clock at 17 March 2027 09:00 UTC, window 16 March 09:00
 * to 14 April 09:00 UTC; London goes from GMT to BST on 28 March) and what each blocks, in UTC:
 *
 * | case                                                        | diary     | blocks (UTC)                                 |
 * | ----------------------------------------------------------- | --------- | -------------------------------------------- |
 * | one-off (DTSTART/DTEND in UTC)                               | eleanor   | 18 Mar 14:00–15:00                           |
 * | weekly Tue 11:00 London (VTIMEZONE), EXDATE 23 Mar,          | eleanor   | 16 Mar 11:00–12:00, 31 Mar 15:00–16:00,      |
 * |   30 Mar moved (RECURRENCE-ID) to Wed 31 Mar 16:00 London    |           | 6 Apr 10:00–11:00, 13 Apr 10:00–11:00        |
 * | free (TRANSP:TRANSPARENT) 22 Mar 13:00                       | eleanor   | nothing                                      |
 * | cancelled (STATUS:CANCELLED) 19 Mar 10:00                    | eleanor   | nothing                                      |
 * | daily ×3 08:00 London from 24 Mar, 25 Mar cancelled override | eleanor   | 24 Mar 08:00–08:30, 26 Mar 08:00–08:30       |
 * | America/New_York 19 Mar 09:00–10:00 EDT (VTIMEZONE)          | eleanor   | 19 Mar 13:00–14:00                           |
 * | weekly Wed 10:00 "GMT Standard Time" (Outlook, no VTIMEZONE) | daniel    | 17 Mar 10:00–10:30, 24 Mar 10:00–10:30,      |
 * |   across the clocks going forward                            |           | 31 Mar 09:00–09:30, 7 Apr 09:00–09:30        |
 * | all day 1 Apr                                                | daniel    | 31 Mar 23:00 – 1 Apr 23:00                   |
 * | all day 26–29 Mar (DTEND 30 Mar, exclusive)                  | daniel    | 26 Mar 00:00 – 29 Mar 23:00                  |
 * | DURATION:PT45M from 18 Mar 15:00 London                      | daniel    | 18 Mar 15:00–15:45                           |
 * | closure, all day 9 Apr                                       | * (all)   | 8 Apr 23:00 – 9 Apr 23:00, for every one     |
 * | (priya: no diary of her own)                                 | —         | the closure only                             |
 *
 * Over plain HTTP: an ETag feed (the second read sends If-None-Match, gets 304, keeps its busy
 * times); one that stops answering (times out: last busy times kept, error recorded); one that
 * answers 500; one over the size limit (streamed, and declared); redirects (one followed, a loop
 * refused); a feed never read → 'unknown' (for everyone when it is the `*` feed).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeWithRadicale, startRadicale, type TestRadicale } from '../../../../../test-kit/radicale';
import { BusyCalendars, type Logger } from './busy-calendars';
import { busyCalendarDefaults, type BusyCalendarsConfig, type BusyFeed } from './config';
import { mergeIntervals } from './intervals';
import { asIso, calendarCases, testHorizonDays, testNow, testWindow, vcalendar } from './test-calendars';

const secret = 'private-5f3c9a';

function recordingLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(`info ${line}`), warn: (line) => lines.push(`warn ${line}`) };
}

const config = (feeds: BusyFeed[], settings: Partial<BusyCalendarsConfig> = {}): BusyCalendarsConfig => ({
  ...busyCalendarDefaults,
  feeds,
  horizonDays: testHorizonDays,
  // The servers here are on loopback, which production refuses.
  allowLoopback: true,
  // Timers never fire in a test: reads happen on refresh().
  pollMs: 60 * 60_000,
  ...settings,
});

const expected = (diaries: string[]) =>
  asIso(
    mergeIntervals(
      calendarCases
        .filter((c) => diaries.includes(c.diary))
        .flatMap((c) => c.busy.map(([start, end]) => ({ start: Date.parse(start), end: Date.parse(end) }))),
    ),
  );

describeWithRadicale('busy calendars read from a CalDAV server (radicale)', () => {
  let radicale: TestRadicale;
  let calendars: BusyCalendars;
  const log = recordingLog();

  beforeAll(async () => {
    radicale = await startRadicale();
    const diaries = {
      'eleanor-hartley': await radicale.calendar('eleanor-hartley', secret),
      'daniel-okafor': await radicale.calendar('daniel-okafor', 'diary'),
      '*': await radicale.calendar('firm', 'closures'),
    };
    for (const c of calendarCases) await radicale.put(diaries[c.diary], c.uid, vcalendar(c.body));
    const feeds = Object.entries(diaries).map(([director, url]) => ({ director, url }));
    calendars = BusyCalendars.start(config(feeds), { log, clock: () => testNow });
    await calendars.refresh();
  }, 30_000);

  afterAll(async () => {
    await calendars?.stop();
    await radicale?.stop();
  });

  it.each([
    ['eleanor-hartley', ['eleanor-hartley', '*']],
    ['daniel-okafor', ['daniel-okafor', '*']],
    ['priya-raman', ['*']],
  ])('%s is busy exactly when the table says', (director, diaries) => {
    expect(asIso(calendars.busyFor(director, testWindow.from, testWindow.to))).toEqual(expected(diaries));
  });

  it('reports each feed read, without its secret', () => {
    expect(calendars.status()).toEqual([
      expect.objectContaining({ director: 'eleanor-hartley', events: 8, busy: 8, lastError: null, stale: false }),
      expect.objectContaining({ director: 'daniel-okafor', events: 4, busy: 7, lastError: null, stale: false }),
      expect.objectContaining({ director: '*', events: 1, busy: 1, lastError: null, stale: false }),
    ]);
    expect(calendars.status()[0]).toMatchObject({ url: `${radicale.origin}/…`, notes: [] });
    expect(JSON.stringify([calendars.status(), log.lines])).not.toContain(secret);
  });
});

/** A loopback HTTP server whose answer for each path a test sets. */
type Handler = (request: http.IncomingMessage, response: http.ServerResponse, count: number) => void;

describe('busy calendars read over plain HTTP', () => {
  const handlers = new Map<string, Handler>();
  const requests: { path: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '';
    requests.push({ path, headers: request.headers });
    const count = requests.filter((r) => r.path === path).length;
    // No keep-alive: a connection closed after one test is never picked up by the next.
    response.setHeader('connection', 'close');
    const handler = handlers.get(path);
    if (handler) handler(request, response, count);
    else response.writeHead(404).end();
  });
  let origin = '';
  let now = testNow;
  let calendars: BusyCalendars | null = null;
  let log = recordingLog();

  const oneOff = calendarCases.find((c) => c.uid === 'one-off')!;
  const closure = calendarCases.find((c) => c.uid === 'closure')!;
  const ics = (body: string) => vcalendar(body);
  const serve =
    (body: string, headers: http.OutgoingHttpHeaders = {}): Handler =>
    (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/calendar', ...headers }).end(ics(body));
  /** Answers the first request; what `then` says after. */
  const firstThen =
    (body: string, then: Handler): Handler =>
    (request, response, count) =>
      count === 1 ? serve(body)(request, response, count) : then(request, response, count);
  const hang: Handler = (_request, response) => {
    // Headers and the first line, then nothing: the read must give up on the body.
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.write('BEGIN:VCALENDAR\r\n');
  };
  const fail: Handler = (_request, response) => response.writeHead(500).end('Internal Server Error');

  const start = (feeds: [string, string][], settings: Partial<BusyCalendarsConfig> = {}) => {
    calendars = BusyCalendars.start(
      config(
        feeds.map(([director, path]) => ({ director, url: `${origin}${path}` })),
        { timeoutMs: 300, maxBytes: 20_000, ...settings },
      ),
      { log, clock: () => now },
    );
    return calendars;
  };
  /** The next 27 days from the clock (reads cover 28). */
  const busyFor = (director: string) =>
    asIso(calendars!.busyFor(director, now.getTime(), now.getTime() + 27 * 24 * 60 * 60_000));

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await calendars?.stop();
    calendars = null;
    handlers.clear();
    requests.length = 0;
    now = testNow;
    log = recordingLog();
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads an .ics with an ETag, then sends If-None-Match, gets 304 and keeps the busy times', async () => {
    const path = `/calendar/ical/eleanor/${secret}/basic.ics`;
    const modified = 'Mon, 15 Mar 2027 12:00:00 GMT';
    handlers.set(path, (request, response, count) => {
      if (request.headers['if-none-match'] === '"v1"') response.writeHead(304, { etag: '"v1"' }).end();
      else serve(oneOff.body, { etag: '"v1"', 'last-modified': modified })(request, response, count);
    });
    start([['eleanor-hartley', path]]);
    await calendars!.refresh();
    expect(busyFor('eleanor-hartley')).toEqual(oneOff.busy);
    now = new Date(testNow.getTime() + 5 * 60_000);
    await calendars!.refresh();
    expect(requests.map((r) => [r.headers['if-none-match'], r.headers['if-modified-since']])).toEqual([
      [undefined, undefined],
      ['"v1"', modified],
    ]);
    expect(busyFor('eleanor-hartley')).toEqual(oneOff.busy);
    expect(calendars!.status()).toEqual([
      expect.objectContaining({ lastSuccessAt: now.toISOString(), lastError: null, events: 1, busy: 1 }),
    ]);
    expect(JSON.stringify([calendars!.status(), log.lines])).not.toContain(secret);
  });

  it('keeps the last busy times of a feed that stops answering, and records the timeout', async () => {
    handlers.set('/slow.ics', firstThen(oneOff.body, hang));
    handlers.set('/never.ics', hang);
    start([
      ['eleanor-hartley', '/slow.ics'],
      ['daniel-okafor', '/never.ics'],
    ]);
    await calendars!.refresh();
    const readAt = now.toISOString();
    now = new Date(testNow.getTime() + 5 * 60_000);
    await expect(calendars!.refresh()).resolves.toBeUndefined();
    expect(busyFor('eleanor-hartley')).toEqual(oneOff.busy);
    expect(busyFor('daniel-okafor')).toBe('unknown');
    const [slow, never] = calendars!.status();
    expect(slow).toMatchObject({
      lastSuccessAt: readAt,
      lastAttemptAt: now.toISOString(),
      lastError: 'no complete answer within 0.3 s',
    });
    expect(never).toMatchObject({ lastSuccessAt: null, lastError: 'no complete answer within 0.3 s', stale: true });
    expect(log.lines).toContain(
      `warn Busy calendar daniel-okafor (${origin}/…): no complete answer within 0.3 s; never read, so daniel-okafor is offered none.`,
    );
  });

  it('keeps the last busy times of a feed that answers 500; a feed never read makes its director unknown', async () => {
    handlers.set('/flaky.ics', firstThen(oneOff.body, fail));
    handlers.set('/broken.ics', fail);
    start([
      ['eleanor-hartley', '/flaky.ics'],
      ['daniel-okafor', '/broken.ics'],
    ]);
    await calendars!.refresh();
    await calendars!.refresh();
    expect(busyFor('eleanor-hartley')).toEqual(oneOff.busy);
    expect(busyFor('daniel-okafor')).toBe('unknown');
    expect(busyFor('priya-raman')).toEqual([]);
    expect(calendars!.status().map((s) => s.lastError)).toEqual([
      'answered 500 Internal Server Error',
      'answered 500 Internal Server Error',
    ]);
  });

  it('makes everyone unknown while the closures feed has never been read, and blocks everyone once it has', async () => {
    handlers.set('/director.ics', serve(oneOff.body));
    handlers.set('/closures.ics', (request, response, count) =>
      count === 1 ? fail(request, response, count) : serve(closure.body)(request, response, count),
    );
    start([
      ['eleanor-hartley', '/director.ics'],
      ['*', '/closures.ics'],
    ]);
    await calendars!.refresh();
    expect([busyFor('eleanor-hartley'), busyFor('priya-raman')]).toEqual(['unknown', 'unknown']);
    await calendars!.refresh();
    expect(busyFor('eleanor-hartley')).toEqual([...oneOff.busy, ...closure.busy]);
    expect(busyFor('priya-raman')).toEqual(closure.busy);
  });

  it('refuses a feed over the size limit, streamed or declared', async () => {
    const big = vcalendar(oneOff.body + `X-PADDING:${'x'.repeat(30_000)}\r\n`);
    handlers.set('/streamed.ics', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      for (let at = 0; at < big.length; at += 4096) response.write(big.slice(at, at + 4096));
      response.end();
    });
    handlers.set('/declared.ics', (_request, response) =>
      response.writeHead(200, { 'content-length': Buffer.byteLength(big) }).end(big),
    );
    start([
      ['eleanor-hartley', '/streamed.ics'],
      ['daniel-okafor', '/declared.ics'],
    ]);
    await calendars!.refresh();
    expect([busyFor('eleanor-hartley'), busyFor('daniel-okafor')]).toEqual(['unknown', 'unknown']);
    expect(calendars!.status().map((s) => s.lastError)).toEqual([
      'larger than the 20,000-byte limit',
      'larger than the 20,000-byte limit',
    ]);
  });

  it('follows a redirect, and refuses a loop of them', async () => {
    handlers.set('/moved.ics', (_request, response) => response.writeHead(301, { location: '/here.ics' }).end());
    handlers.set('/here.ics', serve(oneOff.body));
    handlers.set('/loop.ics', (_request, response) => response.writeHead(302, { location: '/loop.ics' }).end());
    start(
      [
        ['eleanor-hartley', '/moved.ics'],
        ['daniel-okafor', '/loop.ics'],
      ],
      { maxRedirects: 3 },
    );
    await calendars!.refresh();
    expect(busyFor('eleanor-hartley')).toEqual(oneOff.busy);
    expect(busyFor('daniel-okafor')).toBe('unknown');
    expect(calendars!.status()[1]?.lastError).toBe('more than 3 redirects');
    expect(requests.filter((r) => r.path === '/loop.ics')).toHaveLength(4);
  });

  it('flags a feed stale, and its director unknown past the window it was read for', async () => {
    handlers.set('/once.ics', firstThen(oneOff.body, fail));
    start([['eleanor-hartley', '/once.ics']], { staleMs: 30 * 60_000 });
    await calendars!.refresh();
    now = new Date(testNow.getTime() + 31 * 60_000);
    await calendars!.refresh();
    expect(calendars!.status()[0]?.stale).toBe(true);
    expect(busyFor('eleanor-hartley')).toEqual(oneOff.busy);
    now = new Date(testNow.getTime() + 15 * 24 * 60 * 60_000);
    expect(busyFor('eleanor-hartley')).toBe('unknown');
  });

  it('never throws out of the poller, even when its logger does', async () => {
    handlers.set('/broken.ics', fail);
    const throwing = () => {
      throw new Error('log full');
    };
    calendars = BusyCalendars.start(config([{ director: 'eleanor-hartley', url: `${origin}/broken.ics` }]), {
      log: { info: throwing, warn: throwing },
      clock: () => now,
    });
    await expect(calendars.refresh()).resolves.toBeUndefined();
    expect(calendars.busyFor('eleanor-hartley', testWindow.from, testWindow.to)).toBe('unknown');
    expect(calendars.status()[0]?.lastError).toBe('answered 500 Internal Server Error');
  });

  it('reads a feed once when refreshed while a read is under way', async () => {
    handlers.set('/once.ics', serve(oneOff.body));
    start([['eleanor-hartley', '/once.ics']]);
    await Promise.all([calendars!.refresh(), calendars!.refresh()]);
    expect(requests).toHaveLength(1);
  });
});
