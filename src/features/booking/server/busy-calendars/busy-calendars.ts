import { everyone, redactUrl, type BusyCalendarsConfig, type BusyFeed } from './config';
import { fetchFeed, type Validators } from './fetch-feed';
import { mergeIntervals, touching, type Interval } from './intervals';
import type { Lookup } from './public-host';
import { parseCalendar, readCalendarInTurns, type BusyWindow, type ParsedCalendar } from './parse-busy';

/**
 * The directors' own diaries, polled: when each is busy, read from the calendars they already keep
 * (iCalendar over HTTP(S), configured in config.ts). One module's API:
 *
 *   const calendars = BusyCalendars.start(loadBusyCalendarsConfig(), { log, clock });
 *   calendars.busyFor('eleanor-hartley', fromMs, toMs)  // 'unknown' | Interval[]
 *   calendars.status()                                  // FeedStatus[], for /api/health
 *   await calendars.refresh()                           // read every feed now
 *   await calendars.stop()
 *
 *   - busyFor merges the director's own feeds with the `*` feeds (closures) and gives the busy
 *     intervals that touch [fromMs, toMs) (intervals.ts's `overlaps`), merged and in order, not cut
 *     to the range. It is 'unknown' when any of those feeds has never been read, or was last read
 *     for a window that does not cover the range (a feed failing for days): the caller then offers
 *     no slots with that director rather than guess. A director with no feed of their own has no
 *     external diary: only the `*` feeds apply.
 *   - Each feed is read when the poller starts and then every `pollMs` after its last read ended,
 *     conditionally (ETag, Last-Modified). A read that fails keeps the feed's last busy times and
 *     records the error; a 304 keeps the last calendar, read again for the window now. Nothing here
 *     throws out of the poller: errors go to the feed's status and the injected log.
 *   - A read covers one day back to `horizonDays` ahead of the clock.
 *   - URLs appear in status and logs as scheme and host only (redactUrl).
 */

export interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface BusyCalendarsOptions {
  log: Logger;
  clock: () => Date;
  /** Node's global fetch unless a test passes its own. */
  fetch?: typeof fetch;
  /** The system's resolver unless a test passes its own (public-host.ts). */
  lookup?: Lookup;
}

/** One feed's health, for /api/health: nothing secret in it. */
export interface FeedStatus {
  director: string;
  /** Scheme and host only. */
  url: string;
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  /** Why the last read failed; null when it succeeded (or none has been tried yet). */
  lastError: string | null;
  /** VEVENTs in the feed at its last successful read. */
  events: number | null;
  /** Busy intervals it gave for its window. */
  busy: number | null;
  /** Never read, or not read successfully for longer than `staleMs`. */
  stale: boolean;
  /** What the last reading left out or guessed (parse-busy.ts). */
  notes: string[];
}

export interface BusyCalendarsHandle {
  busyFor(director: string, fromMs: number, toMs: number): 'unknown' | Interval[];
  status(): FeedStatus[];
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

interface Known {
  calendar: ParsedCalendar;
  validators: Validators;
  window: BusyWindow;
  busy: Interval[];
  events: number;
  notes: string[];
  readAt: Date;
}

interface Feed extends BusyFeed {
  redacted: string;
  known: Known | null;
  lastAttemptAt: Date | null;
  lastError: string | null;
  polling: Promise<void> | null;
  timer: NodeJS.Timeout | null;
}

const dayMs = 24 * 60 * 60 * 1000;

export class BusyCalendars implements BusyCalendarsHandle {
  private readonly feeds: Feed[];
  private readonly stopping = new AbortController();
  private readonly fetch: typeof fetch;

  private constructor(
    private readonly config: BusyCalendarsConfig,
    private readonly options: BusyCalendarsOptions,
  ) {
    this.fetch = options.fetch ?? fetch;
    this.feeds = config.feeds.map((feed) => ({
      ...feed,
      redacted: redactUrl(feed.url),
      known: null,
      lastAttemptAt: null,
      lastError: null,
      polling: null,
      timer: null,
    }));
  }

  /** Starts reading every feed now, then every `pollMs`. */
  static start(config: BusyCalendarsConfig, options: BusyCalendarsOptions): BusyCalendars {
    const calendars = new BusyCalendars(config, options);
    for (const feed of calendars.feeds) void calendars.poll(feed);
    return calendars;
  }

  busyFor(director: string, fromMs: number, toMs: number): 'unknown' | Interval[] {
    const feeds = this.feeds.filter((feed) => feed.director === director || feed.director === everyone);
    const busy: Interval[] = [];
    for (const { known } of feeds) {
      if (!known || fromMs < known.window.from || toMs > known.window.to) return 'unknown';
      busy.push(...touching(known.busy, fromMs, toMs));
    }
    return mergeIntervals(busy);
  }

  status(): FeedStatus[] {
    const now = this.options.clock().getTime();
    return this.feeds.map((feed) => ({
      director: feed.director,
      url: feed.redacted,
      lastSuccessAt: feed.known?.readAt.toISOString() ?? null,
      lastAttemptAt: feed.lastAttemptAt?.toISOString() ?? null,
      lastError: feed.lastError,
      events: feed.known?.events ?? null,
      busy: feed.known?.busy.length ?? null,
      stale: !feed.known || now - feed.known.readAt.getTime() > this.config.staleMs,
      notes: feed.known?.notes ?? [],
    }));
  }

  /** Reads every feed now (a read already under way counts), resolving when all are done. */
  async refresh(): Promise<void> {
    await Promise.all(this.feeds.map((feed) => this.poll(feed)));
  }

  /** Stops the timers and abandons reads under way; resolves once they have settled. */
  async stop(): Promise<void> {
    this.stopping.abort();
    for (const feed of this.feeds) if (feed.timer) clearTimeout(feed.timer);
    await Promise.all(this.feeds.map((feed) => feed.polling));
  }

  /** One read of a feed at a time: a second caller waits for the one under way. */
  private poll(feed: Feed): Promise<void> {
    if (this.stopping.signal.aborted) return Promise.resolve();
    // read() records its own failures; this catches a clock or logger that throws, which must not end the process.
    feed.polling ??= this.read(feed)
      .catch(() => undefined)
      .finally(() => {
        feed.polling = null;
        if (feed.timer) clearTimeout(feed.timer);
        if (!this.stopping.signal.aborted)
          feed.timer = setTimeout(() => void this.poll(feed), this.config.pollMs).unref();
      });
    return feed.polling;
  }

  private async read(feed: Feed): Promise<void> {
    const { log, clock } = this.options;
    const { config } = this;
    const now = clock();
    feed.lastAttemptAt = now;
    const name = `Busy calendar ${feed.director} (${feed.redacted})`;
    try {
      const answer = await fetchFeed(feed.url, {
        validators: feed.known?.validators ?? null,
        timeoutMs: config.timeoutMs,
        maxBytes: config.maxBytes,
        maxRedirects: config.maxRedirects,
        signal: this.stopping.signal,
        fetch: this.fetch,
        allowLoopback: config.allowLoopback,
        lookup: this.options.lookup,
      });
      let calendar: ParsedCalendar;
      let validators: Validators;
      if (answer.changed) {
        calendar = parseCalendar(answer.text, { maxEvents: config.maxEvents });
        validators = { etag: answer.etag, lastModified: answer.lastModified };
      } else if (feed.known) {
        ({ calendar, validators } = feed.known);
      } else {
        throw new Error('answered 304 with no earlier copy');
      }
      const window = { from: now.getTime() - dayMs, to: now.getTime() + config.horizonDays * dayMs };
      const reading = await readCalendarInTurns(calendar, window, { maxOccurrences: config.maxOccurrences });
      const first = !feed.known;
      const recovered = feed.lastError !== null;
      const newNotes = reading.notes.join() !== (feed.known?.notes ?? []).join();
      feed.known = { calendar, validators, window, ...reading, readAt: now };
      feed.lastError = null;
      if (first || recovered)
        log.info(`${name}: read, ${reading.events} events, ${reading.busy.length} busy intervals.`);
      if (newNotes) for (const note of reading.notes) log.warn(`${name}: ${note}.`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (this.stopping.signal.aborted) return;
      // Said once when a feed starts failing or fails differently, not every few minutes.
      const changed = reason !== feed.lastError;
      feed.lastError = reason;
      if (changed) {
        const who = feed.director === everyone ? 'no director is offered slots' : `${feed.director} is offered none`;
        const meanwhile = feed.known
          ? `keeping the busy times read at ${feed.known.readAt.toISOString()}`
          : `never read, so ${who}`;
        log.warn(`${name}: ${reason}; ${meanwhile}.`);
      }
    }
  }
}
