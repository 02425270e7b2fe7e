import { everyone, redactUrl, type BusyCalendarsConfig, type BusyFeed } from './config';
import { fetchFeed, type Validators } from './fetch-feed';
import { mergeIntervals, touching, type Interval } from './intervals';
import type { Lookup } from './public-host';
import { OverBudget, parseCalendar, readCalendarInTurns, type BusyWindow, type FeedBudget } from './parse-busy';

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
 *   - The feeds are read in refreshes: when the poller starts and then every `pollMs` after the
 *     last refresh ended, one feed after another (so that one feed's text and parsing are in
 *     memory at a time), the feed read longest ago first. Each read is conditional (ETag,
 *     Last-Modified) while the last reading still covers the window. A read that fails keeps the
 *     feed's last busy times and records the error; a 304 keeps the last reading. Nothing here
 *     throws out of the poller: errors go to the feed's status and the injected log.
 *   - What a refresh may cost is bounded: each feed by `feedBudget` (parse-busy.ts), the refresh
 *     as a whole by `refreshBudget` (occurrences and reading time, summed over its feeds). A feed
 *     over its budget is refused like a feed that failed: its last reading is kept, and health
 *     says so (a flood of invitations in a diary must not close it, nor be half read); one not
 *     reached before the refresh's budget ran out keeps its last reading, says so, and goes first
 *     next time. Only the busy intervals are kept between refreshes, never a feed's text.
 *   - A read covers one day back to `horizonDays` ahead of the clock; a 304 keeps it while it
 *     still reaches `horizonDays` − 1 ahead, and then the feed is read whole again.
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
  /** Whether the last read was refused for costing more than its budget (lastError says which). */
  overBudget: boolean;
}

export interface BusyCalendarsHandle {
  busyFor(director: string, fromMs: number, toMs: number): 'unknown' | Interval[];
  status(): FeedStatus[];
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

interface Known {
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
  overBudget: boolean;
}

const dayMs = 24 * 60 * 60 * 1000;

export class BusyCalendars implements BusyCalendarsHandle {
  private readonly feeds: Feed[];
  private readonly stopping = new AbortController();
  private readonly fetch: typeof fetch;
  private refreshing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

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
      overBudget: false,
    }));
  }

  /** Starts reading every feed now, then every `pollMs`. */
  static start(config: BusyCalendarsConfig, options: BusyCalendarsOptions): BusyCalendars {
    const calendars = new BusyCalendars(config, options);
    void calendars.refresh();
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
      overBudget: feed.overBudget,
    }));
  }

  /** Reads every feed now (a refresh already under way counts), resolving when all are done. */
  refresh(): Promise<void> {
    if (this.stopping.signal.aborted) return Promise.resolve();
    // read() records its own failures; this catches a clock or logger that throws, which must not end the process.
    this.refreshing ??= this.readAll()
      .catch(() => undefined)
      .finally(() => {
        this.refreshing = null;
        if (this.timer) clearTimeout(this.timer);
        if (!this.stopping.signal.aborted)
          this.timer = setTimeout(() => void this.refresh(), this.config.pollMs).unref();
      });
    return this.refreshing;
  }

  /** Stops the timer and abandons the refresh under way; resolves once it has settled. */
  async stop(): Promise<void> {
    this.stopping.abort();
    if (this.timer) clearTimeout(this.timer);
    await this.refreshing;
  }

  /** One refresh: the feeds one at a time, the one read longest ago first, within the refresh's budget. */
  private async readAll(): Promise<void> {
    const left = { ...this.config.refreshBudget };
    const order = [...this.feeds].sort(
      (a, b) => (a.known?.readAt.getTime() ?? -Infinity) - (b.known?.readAt.getTime() ?? -Infinity),
    );
    for (const feed of order) {
      if (this.stopping.signal.aborted) return;
      if (left.occurrences <= 0 || left.ms <= 0) {
        this.failed(feed, new Error("not read: this refresh's budget was spent on the feeds before it"), true);
        continue;
      }
      const spent = await this.read(feed, {
        occurrences: Math.min(this.config.feedBudget.occurrences, left.occurrences),
        ms: Math.min(this.config.feedBudget.ms, left.ms),
      });
      left.occurrences -= spent.occurrences;
      left.ms -= spent.ms;
    }
  }

  /** Reads one feed within `budget`; what the reading cost (all of the budget part it ran out of). */
  private async read(feed: Feed, budget: FeedBudget): Promise<FeedBudget> {
    const { log, clock } = this.options;
    const { config } = this;
    const now = clock();
    feed.lastAttemptAt = now;
    const name = `Busy calendar ${feed.director} (${feed.redacted})`;
    const window = { from: now.getTime() - dayMs, to: now.getTime() + config.horizonDays * dayMs };
    // A 304 keeps the last reading: ask for one only while that still reaches a day short of the horizon.
    const current = feed.known && feed.known.window.to >= now.getTime() + (config.horizonDays - 1) * dayMs;
    try {
      const answer = await fetchFeed(feed.url, {
        validators: current ? (feed.known?.validators ?? null) : null,
        timeoutMs: config.timeoutMs,
        maxBytes: config.maxBytes,
        maxRedirects: config.maxRedirects,
        signal: this.stopping.signal,
        fetch: this.fetch,
        allowLoopback: config.allowLoopback,
        lookup: this.options.lookup,
      });
      if (!answer.changed) {
        if (!feed.known) throw new Error('answered 304 with no earlier copy');
        feed.known.readAt = now;
        this.succeeded(feed);
        return { occurrences: 0, ms: 0 };
      }
      const reading = await readCalendarInTurns(
        parseCalendar(answer.text, { maxEvents: config.maxEvents }),
        window,
        { maxOccurrences: config.maxOccurrences },
        { budget, signal: this.stopping.signal },
      );
      const first = !feed.known;
      const recovered = feed.lastError !== null;
      const newNotes = reading.notes.join() !== (feed.known?.notes ?? []).join();
      const validators = { etag: answer.etag, lastModified: answer.lastModified };
      feed.known = {
        validators,
        window,
        busy: reading.busy,
        events: reading.events,
        notes: reading.notes,
        readAt: now,
      };
      this.succeeded(feed);
      if (first || recovered)
        log.info(`${name}: read, ${reading.events} events, ${reading.busy.length} busy intervals.`);
      if (newNotes) for (const note of reading.notes) log.warn(`${name}: ${note}.`);
      return reading.spent;
    } catch (error) {
      if (this.stopping.signal.aborted) return budget;
      if (!(error instanceof OverBudget)) {
        this.failed(feed, error, false);
        return { occurrences: 0, ms: 0 };
      }
      const refresh = budget[error.part] < this.config.feedBudget[error.part];
      this.failed(feed, refresh ? new Error(`not read: ${error.message} left in this refresh`) : error, true);
      return { ...budget, [error.part === 'ms' ? 'occurrences' : 'ms']: 0 };
    }
  }

  private succeeded(feed: Feed): void {
    feed.lastError = null;
    feed.overBudget = false;
  }

  private failed(feed: Feed, error: unknown, overBudget: boolean): void {
    const reason = error instanceof Error ? error.message : String(error);
    // Said once when a feed starts failing or fails differently, not every few minutes.
    const changed = reason !== feed.lastError;
    feed.lastError = reason;
    feed.overBudget = overBudget;
    if (!changed) return;
    const who = feed.director === everyone ? 'no director is offered slots' : `${feed.director} is offered none`;
    const meanwhile = feed.known
      ? `keeping the busy times read at ${feed.known.readAt.toISOString()}`
      : `never read, so ${who}`;
    this.options.log.warn(`Busy calendar ${feed.director} (${feed.redacted}): ${reason}; ${meanwhile}.`);
  }
}
